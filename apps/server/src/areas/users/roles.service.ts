import {
  areaOf,
  PERMISSION_IDS,
  PERMISSIONS,
  permissionsFor,
  type RolePermissionsBody,
  type RolePermissionsMatrix,
  type RoleWithPermissions,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./roles.repo";

/** The roles screen: every permission and every role of both lists with what it holds. */
export async function rolePermissionsMatrix(ctx: ServiceContext): Promise<RolePermissionsMatrix> {
  return {
    permissions: PERMISSION_IDS.map((id) => ({
      id,
      label: PERMISSIONS[id].label,
      area: areaOf(id),
      roleTypes: [...PERMISSIONS[id].roleTypes],
    })),
    roles: await repo.listRolesWithPermissions(ctx.db),
  };
}

/**
 * Sets what a role may do, all or nothing. A client role cannot hold an operator-only
 * permission (SPEC §6 keeps the lists apart), and the change is refused when it would leave no
 * active user able to change roles again.
 */
export async function setRolePermissions(
  ctx: ServiceContext,
  roleId: number,
  body: RolePermissionsBody,
): Promise<RoleWithPermissions> {
  return ctx.db.transaction(async (tx) => {
    const role = await repo.findRoleWithPermissions(tx, roleId);
    if (!role) throw notFound("Role");
    const allowed = new Set(permissionsFor(role.type));
    const foreign = body.permissions.filter((p) => !allowed.has(p));
    if (foreign.length > 0)
      throw fieldError(
        "permissions",
        `${role.name} is a ${role.type} role and cannot hold ${foreign.join(", ")}`,
      );
    await repo.replaceRolePermissions(tx, roleId, [...new Set(body.permissions)].sort());
    if ((await repo.countActiveHolders(tx, "roles.manage")) === 0)
      throw new AppError(
        409,
        'No active user would be left with "roles.manage": keep it on a role someone holds, or nobody could change roles again',
      );
    const updated = await repo.findRoleWithPermissions(tx, roleId);
    if (!updated) throw notFound("Role");
    return updated;
  });
}
