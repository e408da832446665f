import { z } from "zod";
import { ROLE_TYPE_IDS } from "../enums/user-types";
import { PERMISSION_IDS, type Permission } from "./permissions";

export const PermissionId = z.enum(PERMISSION_IDS as [Permission, ...Permission[]], {
  error: (issue) => `${String(issue.input)} is not a permission`,
});

/** A permission as the roles screen lists it. */
export const PermissionInfo = z.object({
  id: PermissionId,
  label: z.string(),
  area: z.string(),
  roleTypes: z.array(z.enum(ROLE_TYPE_IDS)),
});
export type PermissionInfo = z.infer<typeof PermissionInfo>;

/** A role with what it may do and how many active users hold it. */
export const RoleWithPermissions = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ROLE_TYPE_IDS),
  permissions: z.array(PermissionId),
  activeUsers: z.number().int(),
});
export type RoleWithPermissions = z.infer<typeof RoleWithPermissions>;

/** Every role of both lists and every permission: the matrix of the roles screen. */
export const RolePermissionsMatrix = z.object({
  permissions: z.array(PermissionInfo),
  roles: z.array(RoleWithPermissions),
});
export type RolePermissionsMatrix = z.infer<typeof RolePermissionsMatrix>;

/** The whole set a role holds after the change (a PUT: sending it twice changes nothing more). */
export const RolePermissionsBody = z.object({
  permissions: z.array(PermissionId).max(PERMISSION_IDS.length),
});
export type RolePermissionsBody = z.infer<typeof RolePermissionsBody>;
