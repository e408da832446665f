import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { audienceOf, hasEntitlement } from "./auth.rules";

describe("hasEntitlement", () => {
  it("accepts a single entitlement", () => {
    expect(hasEntitlement(["smr_user"], "smr_user")).toBe(true);
    expect(hasEntitlement(["client_admin"], "smr_user")).toBe(false);
  });

  it("accepts any one of a comma-separated list, ignoring spaces", () => {
    expect(hasEntitlement(["vendor_user"], "smr_user, vendor_user")).toBe(true);
    expect(hasEntitlement(["client_admin"], "smr_user,vendor_user")).toBe(false);
  });

  it("never matches an empty requirement", () => {
    expect(hasEntitlement(["smr_user"], "")).toBe(false);
    expect(hasEntitlement(["smr_user"], " , ")).toBe(false);
  });

  it("holds for any list that contains a held entitlement", () => {
    const name = fc.stringMatching(/^[a-z_]{1,12}$/);
    fc.assert(
      fc.property(fc.array(name, { minLength: 1 }), fc.array(name), (held, others) => {
        const required = [...others, held[0]].join(",");
        expect(hasEntitlement(held, required)).toBe(true);
      }),
    );
  });
});

describe("audienceOf", () => {
  it("marks smr_user as operator even with other entitlements", () => {
    expect(audienceOf(["vendor_user", "smr_user"])).toBe("operator");
  });
  it("marks vendor_user as vendor", () => {
    expect(audienceOf(["vendor_user"])).toBe("vendor");
  });
  it("marks everything else as client", () => {
    expect(audienceOf(["client_user"])).toBe("client");
    expect(audienceOf([])).toBe("client");
  });
});
