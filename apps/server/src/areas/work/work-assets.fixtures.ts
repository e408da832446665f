import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities, binAssignments, workAssets } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets, type TestAsset } from "../assets/asset-records.fixtures";

/**
 * Test data for the work-assets tests, written straight to the database so these tests hold
 * whatever the work-order screens and calls do: a received load of a demo account and a shop
 * order (or processing job) working it.
 */
export async function insertWorkOrder(
  db: Db,
  accountName: string,
  options: { type?: "shop_order" | "processing"; status?: string } = {},
): Promise<{
  id: number;
  slug: string;
  accountId: number;
  load: { id: number; slug: string; accountId: number };
}> {
  const load = await insertLoad(db, accountName);
  const [loadRow] = await db
    .select({ warehouseId: activities.warehouseId })
    .from(activities)
    .where(eq(activities.id, load.id));
  const type = options.type ?? "shop_order";
  const slug = `dal-${type === "processing" ? "proc" : "so"}-9${randomInt(10_000_000, 99_999_999)}`;
  const [row] = await db
    .insert(activities)
    .values({
      slug,
      type,
      status: options.status ?? "open",
      accountId: load.accountId,
      warehouseId: loadRow?.warehouseId as number,
      loadId: load.id,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error("no work order inserted");
  return { id: row.id, slug, accountId: load.accountId, load };
}

/** Bins received on the load (type bin, with a product when given). */
export async function receiveBins(
  db: Db,
  load: { id: number; accountId: number },
  barcodes: string[],
  extra: Partial<TestAsset> = {},
): Promise<number[]> {
  return insertAssets(
    db,
    barcodes.map((barcode) => ({
      barcode,
      activityId: load.id,
      accountId: load.accountId,
      type: "bin",
      ...extra,
    })),
  );
}

export async function assignBin(db: Db, activityId: number, assetId: number, at?: Date): Promise<void> {
  await db.insert(binAssignments).values({ activityId, assetId, ...(at ? { createdAt: at } : {}) });
}

export async function workRows(db: Db, activityId: number) {
  return db.select().from(workAssets).where(eq(workAssets.activityId, activityId)).orderBy(workAssets.id);
}

export async function statusOf(db: Db, activityId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: activities.status })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row?.status;
}

export async function activityIdOfAsset(db: Db, barcode: string): Promise<number | null> {
  const result = (await db.execute(
    sql`select activity_id from assets where barcode = ${barcode}`,
  )) as unknown as {
    rows: { activity_id: number | null }[];
  };
  return result.rows[0]?.activity_id ?? null;
}

/** The id of the activity with this slug (undefined: none). */
export async function activityIdOfSlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.slug, slug));
  return row?.id;
}
