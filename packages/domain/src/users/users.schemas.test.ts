import { describe, expect, it } from "vitest";
import { CreateUserBody, UpdateUserBody } from "./users.schemas";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "  Ada@Example.COM ",
  warehouseId: 1,
  entitlements: ["smr_user"],
  type: "operator",
  password: "longenough",
};

function fieldErrors(result: ReturnType<typeof CreateUserBody.safeParse>) {
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    first[issue.path.join(".")] ??= issue.message;
  return first;
}

describe("CreateUserBody", () => {
  it("accepts a valid operator and normalises the email", () => {
    const parsed = CreateUserBody.parse(valid);
    expect(parsed.email).toBe("ada@example.com");
    expect(parsed.roleIds).toEqual([]);
  });

  it("names each missing field", () => {
    const errors = fieldErrors(
      CreateUserBody.safeParse({ ...valid, firstName: " ", email: "", entitlements: [] }),
    );
    expect(errors.firstName).toBe("First name is required");
    expect(errors.email).toBe("Email is required");
    expect(errors.entitlements).toBe("At least one entitlement is required");
  });

  it("refuses a short password and a malformed email", () => {
    const errors = fieldErrors(CreateUserBody.safeParse({ ...valid, password: "short", email: "nope" }));
    expect(errors.password).toBe("Password must be at least 8 characters");
    expect(errors.email).toBe("Enter a valid email address");
  });

  it("requires the user type to agree with the entitlements", () => {
    expect(
      fieldErrors(CreateUserBody.safeParse({ ...valid, entitlements: ["client_user"] })).entitlements,
    ).toBe('Operators and finance admins need the "Operator staff" entitlement');
    expect(
      fieldErrors(CreateUserBody.safeParse({ ...valid, type: "client", entitlements: ["smr_user"] }))
        .entitlements,
    ).toBe('Remove "Operator staff" and "Vendor portal": clients cannot have them');
    expect(
      fieldErrors(CreateUserBody.safeParse({ ...valid, type: "vendor", entitlements: ["client_user"] }))
        .entitlements,
    ).toBe('Vendors need the "Vendor portal" entitlement and not "Operator staff"');
    expect(
      CreateUserBody.safeParse({ ...valid, type: "vendor", entitlements: ["vendor_user"] }).success,
    ).toBe(true);
    expect(CreateUserBody.safeParse({ ...valid, type: "finance_admin" }).success).toBe(true);
  });
});

describe("UpdateUserBody", () => {
  it("makes the password optional and defaults active", () => {
    const { password: _omit, ...rest } = valid;
    const parsed = UpdateUserBody.parse(rest);
    expect(parsed.password).toBeUndefined();
    expect(parsed.active).toBe(true);
  });
});
