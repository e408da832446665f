import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TYPE_IDS } from "../enums/accounts";
import { USER_TYPE_IDS } from "../enums/user-types";
import { ACCOUNT_ROLE_MESSAGE, memberRefusals, memberTypeOf } from "./members.rules";

describe("account members", () => {
  it("are client users with a role on client accounts and vendor users without one on vendors", () => {
    expect(memberRefusals({ accountType: "active", userType: "client", roleId: 3 })).toEqual([]);
    expect(memberRefusals({ accountType: "dsvs", userType: "vendor", roleId: null })).toEqual([]);
    expect(memberRefusals({ accountType: "active", userType: "client", roleId: null })).toEqual([
      { field: "roleId", message: ACCOUNT_ROLE_MESSAGE },
    ]);
    expect(
      memberRefusals({ accountType: "dsvs", userType: "client", roleId: 3 }).map((r) => r.field),
    ).toEqual(["userId", "roleId"]);
    expect(memberRefusals({ accountType: "active", userType: "vendor", roleId: 3 })).toEqual([
      { field: "userId", message: "Only client users belong to accounts" },
    ]);
  });

  it("accept exactly the member type of the account, with a role exactly when it is a client", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCOUNT_TYPE_IDS),
        fc.constantFrom(...USER_TYPE_IDS),
        fc.option(fc.integer({ min: 1 }), { nil: null }),
        (accountType, userType, roleId) => {
          const ok = memberRefusals({ accountType, userType, roleId }).length === 0;
          const type = memberTypeOf(accountType);
          expect(ok).toBe(userType === type && (roleId !== null) === (type === "client"));
        },
      ),
    );
  });
});
