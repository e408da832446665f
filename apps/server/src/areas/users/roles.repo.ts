import type { RoleWithPermissions } from "@ops/domain";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rolePermissions, roles, userRoles, users } from "../../db/schema";

const roleColumns = {
  id: roles.id,
  name: roles.name,
  type: roles.type,
  permissions: sql<string[]>`coalesce((select array_agg(rp.permission order by rp.permission)
    from ${rolePermissions} rp where rp.role_id = ${roles.id}), '{}')`,
  activeUsers: sql<number>`(select count(*)::int from ${userRoles} ur join ${users} u on u.id = ur.user_id
    where ur.role_id = ${roles.id} and u.active)`,
};

type Row = { id: number; name: string; type: string; permissions: string[] | null; activeUsers: number };

const toRole = (row: Row) => ({ ...row, permissions: row.permissions ?? [] }) as RoleWithPermissions;

/** Every role with its permissions, operator roles first, each list by name. */
export async function listRolesWithPermissions(db: Db): Promise<RoleWithPermissions[]> {
  const rows = await db
    .select(roleColumns)
    .from(roles)
    .orderBy(desc(roles.type), asc(roles.name), asc(roles.id));
  return rows.map(toRole);
}

export async function findRoleWithPermissions(db: Db, id: number): Promise<RoleWithPermissions | undefined> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row ? toRole(row) : undefined;
}

/** Replaces the permissions a role holds; runs in the caller's transaction. */
export async function replaceRolePermissions(db: Db, roleId: number, permissions: readonly string[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length > 0)
    await db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
}

/** How many active users hold a permission through any of their roles. */
export async function countActiveHolders(db: Db, permission: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(sql`${users.active} and ${rolePermissions.permission} = ${permission}`);
  return row?.n ?? 0;
}
