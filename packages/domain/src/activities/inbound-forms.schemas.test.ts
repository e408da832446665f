import { describe, expect, it } from "vitest";
import { CableClientInbound, ClientTypeOneInbound, SoftwareClientInbound } from "./inbound-forms.schemas";

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("client type one inbound form", () => {
  it("needs a project type and the cost center; emergency defaults to no", () => {
    expect(errorsOf(ClientTypeOneInbound.safeParse({}))).toEqual({
      projectType: "Project type is required",
      businessUnit: "Cost Center Information is required",
    });
    const ok = ClientTypeOneInbound.parse({ projectType: "Business as Usual", businessUnit: "CC-100" });
    expect(ok.emergencyService).toBe(false);
  });

  it("needs a PO number unless Business as Usual", () => {
    expect(
      errorsOf(ClientTypeOneInbound.safeParse({ projectType: "Office Closure", businessUnit: "CC" }))
        .clientRef,
    ).toBe("PO Number is required: Required for non-BAU");
    expect(
      ClientTypeOneInbound.safeParse({ projectType: "Office Closure", businessUnit: "CC", clientRef: "PO-9" })
        .success,
    ).toBe(true);
  });
});

describe("cable client inbound form", () => {
  it("normalises DCA numbers and joins them as the client reference", () => {
    expect(CableClientInbound.parse({ dcaNumbers: ["dca 12-ab", "77x"] })).toEqual({
      serializedAssets: true,
      dcaNumbers: ["12AB", "77X"],
      clientRef: "12AB, 77X",
    });
  });

  it("requires numbers only for serialized assets and refuses bad or repeated ones", () => {
    expect(errorsOf(CableClientInbound.safeParse({}))).toEqual({
      dcaNumbers: "DCA Numbers are required for serialized assets",
    });
    expect(CableClientInbound.parse({ serializedAssets: false })).toMatchObject({
      dcaNumbers: [],
      clientRef: "",
    });
    expect(errorsOf(CableClientInbound.safeParse({ dcaNumbers: ["A1", "ä2", "a-1"] }))).toEqual({
      "dcaNumbers.1": "DCA can only include numbers and letters",
      "dcaNumbers.2": "DCA A1 is already in the list",
    });
  });
});

describe("software client inbound form", () => {
  it("needs a job type, and for ITPAC the PO, collection site and ticket", () => {
    expect(errorsOf(SoftwareClientInbound.safeParse({}))).toEqual({
      supplierJobType: "Job Type is required",
    });
    expect(SoftwareClientInbound.safeParse({ supplierJobType: "Buyback" }).success).toBe(true);
    expect(
      Object.keys(errorsOf(SoftwareClientInbound.safeParse({ supplierJobType: "ITPAC", msPoNumber: "PO1" }))),
    ).toEqual(["collectionSiteName", "collectionSiteCode", "msCollectionTicketNumber"]);
  });
});
