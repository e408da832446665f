import type { User, UserList, UsersQuery } from "@ops/domain";
import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, orderTerm, paginate, sortColumn, stableOrder } from "../../db/paging";
import { rolePermissions, roles, sessions, userRoles, userSearchText, users } from "../../db/schema";

const roleIdsColumn = sql<
  number[]
>`coalesce((select array_agg(${userRoles.roleId} order by ${userRoles.roleId}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  warehouseId: users.warehouseId,
  entitlements: users.entitlements,
  type: users.type,
  active: users.active,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  roleIds: roleIdsColumn,
};

type UserRow = {
  [K in keyof typeof userColumns]: K extends "roleIds"
    ? number[]
    : (typeof users.$inferSelect)[K & keyof typeof users.$inferSelect];
};

function toUser(row: UserRow): User {
  return {
    ...row,
    name: `${row.firstName} ${row.lastName}`,
    type: row.type as User["type"],
    roleIds: (row.roleIds ?? []).map(Number),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  name: [users.lastName, users.firstName],
  email: [users.email],
  type: [users.type],
  createdAt: [users.createdAt],
} as const;

export async function listUsers(db: Db, query: UsersQuery): Promise<UserList> {
  const filters: SQL[] = [];
  if (query.entitlement) {
    const wanted = query.entitlement
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    filters.push(sql`${users.entitlements} && ${sql.param(wanted)}::text[]`);
  }
  if (query.warehouse_id) filters.push(eq(users.warehouseId, query.warehouse_id));
  if (query.type) filters.push(eq(users.type, query.type));
  if (query.search) filters.push(sql`${userSearchText(users)} like ${containsPattern(query.search)}`);
  const where = filters.length ? and(...filters) : undefined;
  // A name sorts by last then first name: the allow-list holds each sort's columns.
  const ordering = stableOrder(
    sortColumn(SORTS, query.sort).map((c) => orderTerm(c, query.order)),
    users.id,
    { order: query.order },
  );
  // Page the ids first, so the role lists are built for the returned rows only, not skipped ones.
  const page = paginate(
    db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...ordering)
      .$dynamic(),
    query,
  ).as("page");
  const [rows, count] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .innerJoin(page, eq(users.id, page.id))
      .orderBy(...ordering),
    exactCount(db, users, where),
  ]);
  return { data: rows.map((r) => toUser(r as UserRow)), total: count };
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ? toUser(rows[0] as UserRow) : undefined;
}

/** Every permission the user's roles hold, each once. */
const permissionsColumn = sql<string[]>`coalesce((select array_agg(distinct rp.permission)
  from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id
  where ur.user_id = ${users.id}), '{}')`;

export type UserWithPermissions = User & { permissions: string[] };

const withPermissions = (row: UserRow & { permissions: string[] | null }): UserWithPermissions => ({
  ...toUser(row),
  permissions: [...(row.permissions ?? [])].sort(),
});

/** A user with what their roles allow, for acting as them. */
export async function findActorById(db: Db, id: number): Promise<UserWithPermissions | undefined> {
  const rows = await db
    .select({ ...userColumns, permissions: permissionsColumn })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ? withPermissions(rows[0] as UserRow & { permissions: string[] }) : undefined;
}

/** The user of a live session with their permissions (one statement: it runs on every signed-in request). */
export async function findUserBySession(db: Db, tokenHash: string): Promise<UserWithPermissions | undefined> {
  const rows = await db
    .select({ ...userColumns, permissions: permissionsColumn })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0] ? withPermissions(rows[0] as UserRow & { permissions: string[] }) : undefined;
}

/** The user with its password hash, for sign-in only. */
export async function findUserForLogin(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptId ? sql`${users.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type UserWrite = {
  firstName: string;
  lastName: string;
  email: string;
  warehouseId: number | null;
  entitlements: string[];
  type: string;
  active?: boolean;
  passwordHash?: string;
};

export async function insertUser(db: Db, values: UserWrite & { passwordHash: string }): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateUser(db: Db, id: number, values: UserWrite): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function replaceUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export function listRoles(db: Db, type?: string) {
  return db
    .select({ id: roles.id, name: roles.name, type: roles.type })
    .from(roles)
    .where(type ? eq(roles.type, type) : undefined)
    .orderBy(asc(roles.name));
}

export async function findRoles(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: roles.id, type: roles.type }).from(roles).where(inArray(roles.id, ids));
}
