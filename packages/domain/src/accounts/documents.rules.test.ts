import { describe, expect, it } from "vitest";
import { documentStatus, qualificationChecks, qualificationOf } from "./documents.rules";
import { DocumentFields } from "./documents.schemas";

const today = "2026-11-21";

describe("documentStatus", () => {
  it("counts the expiry day itself as valid and the 30 days before it as expiring", () => {
    expect(documentStatus(null, today)).toBe("no_expiry");
    expect(documentStatus("2026-11-20", today)).toBe("expired");
    expect(documentStatus("2026-11-21", today)).toBe("expiring");
    expect(documentStatus("2026-12-21", today)).toBe("expiring");
    expect(documentStatus("2026-12-22", today)).toBe("valid");
  });
});

describe("qualification of a downstream vendor", () => {
  const doc = (id: number, dsvType: string, expiryDate: string | null) => ({ id, dsvType, expiryDate });
  const complete = [
    doc(1, "r2", "2027-06-01"),
    doc(2, "iso_14001", null),
    doc(3, "iso_45001", "2027-01-31"),
    doc(4, "coi", "2027-03-01"),
  ];

  it("is qualified when every requirement holds", () => {
    expect(qualificationOf(qualificationChecks(complete, today))).toBe("qualified");
  });

  it("accepts e-Stewards in place of R2", () => {
    const swapped = [doc(9, "e_stewards", "2027-06-01"), ...complete.slice(1)];
    const checks = qualificationChecks(swapped, today);
    expect(checks[0]).toMatchObject({ id: "recycling_standard", state: "valid", documentId: 9 });
  });

  it("is expiring when one certificate runs out within 30 days", () => {
    const soon = [...complete.slice(0, 3), doc(4, "coi", "2026-12-01")];
    expect(qualificationOf(qualificationChecks(soon, today))).toBe("expiring");
  });

  it("is unqualified with an expired or missing certificate, and a newer one replaces the expired", () => {
    const expired = [doc(1, "r2", "2026-11-01"), ...complete.slice(1)];
    expect(qualificationChecks(expired, today)[0]?.state).toBe("expired");
    expect(qualificationOf(qualificationChecks(expired, today))).toBe("unqualified");
    expect(qualificationOf(qualificationChecks(complete.slice(1), today))).toBe("unqualified");
    const renewed = [...expired, doc(7, "r2", "2028-01-01")];
    expect(qualificationChecks(renewed, today)[0]).toMatchObject({ state: "valid", documentId: 7 });
  });
});

describe("DocumentFields", () => {
  it("reads multipart text values", () => {
    expect(
      DocumentFields.parse({ name: " COD ", type: "cod", client_access: "true", expiryDate: "" }),
    ).toEqual({
      name: "COD",
      type: "cod",
      client_access: true,
      expiryDate: null,
    });
  });

  it("refuses dates that do not exist", () => {
    const result = DocumentFields.safeParse({ name: "x", type: "cod", expiryDate: "2026-02-30" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["This date does not exist"]);
  });
});
