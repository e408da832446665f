import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, activities, assets } from "../../db/schema";
import type { ActivityRow } from "../activities/activity-scope";

/**
 * The activities with these slugs, by slug. Only operators write assets (SPEC §6), so every
 * activity is in scope; an unknown slug is the caller's field error.
 */
export async function activitiesBySlug(db: Db, slugs: string[]): Promise<Map<string, ActivityRow>> {
  const unique = [...new Set(slugs.map((s) => s.toLowerCase()))];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(activities).where(inArray(activities.slug, unique));
  return new Map(rows.map((r) => [r.slug, r]));
}

/** The asset form variant configured on each of these accounts, by account id. */
export async function accountAssetForms(db: Db, accountIds: number[]): Promise<Map<number, string>> {
  const forms = new Map<number, string>();
  if (accountIds.length === 0) return forms;
  const rows = await db
    .select({ id: accounts.id, assetForm: accounts.assetForm })
    .from(accounts)
    .where(sql`${accounts.id} = any(${sql.param(accountIds)}::int[])`);
  for (const r of rows) forms.set(r.id, r.assetForm);
  return forms;
}

/** Other assets already carrying each of these serials (upper-cased), in one query. */
export async function serialOwners(db: Db, serials: string[]): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  if (serials.length === 0) return owners;
  const rows = await db
    .select({ serial: sql<string>`upper(${assets.serialNumber})`, barcode: assets.barcode })
    .from(assets)
    .where(sql`upper(${assets.serialNumber}) = any(${sql.param(serials)}::text[])`);
  for (const r of rows) owners.set(r.serial, [...(owners.get(r.serial) ?? []), r.barcode]);
  return owners;
}
