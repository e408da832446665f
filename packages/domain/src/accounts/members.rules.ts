import type { UserType } from "../users/users.schemas";
import type { AccountType } from "./accounts.schemas";

export const ACCOUNT_ROLE_MESSAGE = "Choose the user's role on this account";

/**
 * Who belongs to an account: client users, each with a role there (it decides what their portal
 * shows), to client accounts; vendor users, who hold no roles, to downstream vendors.
 */
export function memberTypeOf(accountType: AccountType): "client" | "vendor" {
  return accountType === "dsvs" ? "vendor" : "client";
}

/** Why this user cannot join an account of this type with this role, field by field. */
export function memberRefusals(member: {
  accountType: AccountType;
  userType: UserType;
  roleId: number | null;
}): { field: "userId" | "roleId"; message: string }[] {
  const expected = memberTypeOf(member.accountType);
  const refusals: { field: "userId" | "roleId"; message: string }[] = [];
  if (member.userType !== expected)
    refusals.push({
      field: "userId",
      message:
        expected === "vendor"
          ? "Only vendor users belong to a downstream vendor"
          : "Only client users belong to accounts",
    });
  if (expected === "client" && member.roleId === null)
    refusals.push({ field: "roleId", message: ACCOUNT_ROLE_MESSAGE });
  if (expected === "vendor" && member.roleId !== null)
    refusals.push({
      field: "roleId",
      message: "Vendor users hold no role on an account; leave the role empty",
    });
  return refusals;
}
