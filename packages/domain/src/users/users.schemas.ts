import { z } from "zod";
import {
  entitlementLabel,
  OPERATOR_ENTITLEMENT,
  ROLE_TYPE_IDS,
  USER_TYPE_IDS,
  VENDOR_ENTITLEMENT,
} from "../enums/user-types";
import { IdParams, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

export const UserType = z.enum(USER_TYPE_IDS);
export type UserType = z.infer<typeof UserType>;

export const Entitlement = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]*$/, "Entitlements are lower-case letters, digits and underscores");

export const User = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  warehouseId: z.number().int().nullable(),
  entitlements: z.array(z.string()),
  type: UserType,
  roleIds: z.array(z.number().int()),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof User>;

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} is at most 100 characters`);

const userFields = {
  firstName: name("First name"),
  lastName: name("Last name"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .pipe(z.email("Enter a valid email address")),
  warehouseId: z.number().int().positive().nullable(),
  entitlements: z.array(Entitlement).min(1, "At least one entitlement is required"),
  type: UserType,
  roleIds: z.array(z.number().int().positive()).default([]),
};

const password = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password is at most 200 characters");

const STAFF = `"${entitlementLabel(OPERATOR_ENTITLEMENT)}"`;
const VENDOR = `"${entitlementLabel(VENDOR_ENTITLEMENT)}"`;

/**
 * The user type must agree with the entitlements that decide the audience (SPEC §6):
 * operators and finance admins hold smr_user, vendors hold vendor_user, clients hold neither.
 */
function checkTypeAgreesWithEntitlements(
  value: { type: UserType; entitlements: string[] },
  ctx: z.RefinementCtx,
) {
  if (value.entitlements.length === 0) return;
  const staff = value.entitlements.includes(OPERATOR_ENTITLEMENT);
  const vendor = value.entitlements.includes(VENDOR_ENTITLEMENT);
  const problem =
    (value.type === "operator" || value.type === "finance_admin") && !staff
      ? `Operators and finance admins need the ${STAFF} entitlement`
      : value.type === "vendor" && (!vendor || staff)
        ? `Vendors need the ${VENDOR} entitlement and not ${STAFF}`
        : value.type === "client" && (staff || vendor)
          ? `Remove ${STAFF} and ${VENDOR}: clients cannot have them`
          : undefined;
  if (problem) ctx.addIssue({ code: "custom", path: ["entitlements"], message: problem });
}

export const CreateUserBody = z
  .object({ ...userFields, password })
  .superRefine(checkTypeAgreesWithEntitlements);
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const UpdateUserBody = z
  .object({ ...userFields, password: password.optional(), active: z.boolean().default(true) })
  .superRefine(checkTypeAgreesWithEntitlements);
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const USER_SORT_COLUMNS = ["name", "email", "type", "createdAt"] as const;

export const UsersQuery = PageQuery.extend({
  entitlement: z.string().trim().optional(),
  warehouse_id: UrlId.optional(),
  type: UserType.optional(),
  sort: z.enum(USER_SORT_COLUMNS).default("name"),
});
export type UsersQuery = z.infer<typeof UsersQuery>;

export const UserList = paged(User);
export type UserList = z.infer<typeof UserList>;

export const UserIdParams = IdParams;

/** An account a client user belongs to, with their role on it. */
export const UserAccount = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
});
export type UserAccount = z.infer<typeof UserAccount>;

export const RoleType = z.enum(ROLE_TYPE_IDS);
export const Role = z.object({ id: z.number().int(), name: z.string(), type: RoleType });
export type Role = z.infer<typeof Role>;
export const RolesQuery = z.object({ type: RoleType });
