import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, carriers, programs, users, warehouses } from "../../db/schema";

/** The lookups behind the reference checks of a load (use-cases/activity-checks.ts). */

/** The warehouse's short name (for messages); undefined when there is no such warehouse. */
export async function warehouseOf(db: Db, id: number) {
  const [warehouse] = await db
    .select({ shortName: warehouses.shortName })
    .from(warehouses)
    .where(eq(warehouses.id, id))
    .limit(1);
  return warehouse;
}

/** The type of an account (client `active`, vendor `dsvs`); undefined when there is none. */
export async function accountTypeOf(db: Db, id: number): Promise<string | undefined> {
  const [account] = await db
    .select({ type: accounts.type })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return account?.type;
}

/** The account a program belongs to; undefined when there is no such program. */
export async function programOf(db: Db, id: number) {
  const [program] = await db
    .select({ accountId: programs.accountId })
    .from(programs)
    .where(eq(programs.id, id))
    .limit(1);
  return program;
}

export async function carrierExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, id));
  return rows.length > 0;
}

/** Whether the user is an active operator (one with the operator entitlement). */
export async function activeOperatorExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true), sql`'smr_user' = any(${users.entitlements})`));
  return rows.length > 0;
}

export async function vendorAccountExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.type, "dsvs")));
  return rows.length > 0;
}
