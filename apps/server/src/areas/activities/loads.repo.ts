import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, accountUsers, activities } from "../../db/schema";
import { idsOfSlugs, type LoadRecord, recordsByIds } from "./activities.repo";

/** The activity types that are loads (SPEC §3 load: inbound and outbound). */
export const LOAD_TYPES = ["inbound", "outbound"] as const;

/** The SQL condition "is a load". */
export function isLoad(): SQL {
  return inArray(activities.type, [...LOAD_TYPES]);
}

/** Loads with their ASN totals, in the order of `ids` (the activities' select and mapper). */
export function loadsByIds(db: Db, ids: number[]): Promise<LoadRecord[]> {
  return recordsByIds(db, ids, true);
}

/** The ids of the named loads within a scope, in the order the slugs were given. */
export async function loadIdsOfSlugs(db: Db, slugs: string[], scope?: SQL): Promise<number[]> {
  const bySlug = await idsOfSlugs(db, slugs, and(scope, isLoad()));
  return slugs.flatMap((slug) => {
    const id = bySlug.get(slug);
    return id === undefined ? [] : [id];
  });
}

/** The downstream-vendor accounts a vendor user acts for, with their names (vendor dock schedule). */
export async function vendorAccountsOf(db: Db, userId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(accountUsers.userId, userId), eq(accounts.type, "dsvs")))
    .orderBy(asc(accounts.name));
}

/** The downstream-vendor accounts a vendor user acts for (their activity scope). */
export async function vendorAccountIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(accountUsers.userId, userId), eq(accounts.type, "dsvs")));
  return rows.map((r) => r.id);
}
