import type { AccountUser, UserAccount } from "@ops/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, accountUsers, roles, users } from "../../db/schema";

/** The users of an account with their role on it; `role` matches a role id or name. */
export async function listAccountUsers(db: Db, accountId: number, role?: string): Promise<AccountUser[]> {
  const roleFilter = role
    ? /^\d+$/.test(role)
      ? eq(accountUsers.roleId, Number(role))
      : sql`lower(${roles.name}) = ${role.toLowerCase()}`
    : undefined;
  return db
    .select({
      userId: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      active: users.active,
      roleId: accountUsers.roleId,
      roleName: roles.name,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .leftJoin(roles, eq(roles.id, accountUsers.roleId))
    .where(and(eq(accountUsers.accountId, accountId), roleFilter))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Adds a user to an account, or changes their role when already there. */
export async function upsertAccountUser(db: Db, accountId: number, userId: number, roleId: number | null) {
  await db
    .insert(accountUsers)
    .values({ accountId, userId, roleId })
    .onConflictDoUpdate({ target: [accountUsers.accountId, accountUsers.userId], set: { roleId } });
}

export async function deleteAccountUser(db: Db, accountId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .returning({ userId: accountUsers.userId });
  return rows.length > 0;
}

/** The accounts a user belongs to, with their role on each. */
export async function listUserAccounts(db: Db, userId: number): Promise<UserAccount[]> {
  return db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      roleId: accountUsers.roleId,
      roleName: roles.name,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(roles, eq(roles.id, accountUsers.roleId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(asc(accounts.name));
}

/** The type of a role (client or operator), or undefined when there is none with this id. */
export async function roleTypeOf(db: Db, roleId: number): Promise<string | undefined> {
  const found = await db.select({ type: roles.type }).from(roles).where(eq(roles.id, roleId));
  return found[0]?.type;
}
