import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities, assetReservations, assets, warehouses } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";

/**
 * Test data for the outbound load tests, written straight to the tables (reserving and picking
 * have their own calls and tests): stock of a demo client at a location, reservations and picks.
 */

export async function warehouseId(db: Db, shortName = "DAL"): Promise<number> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, shortName));
  if (!row) throw new Error(`no demo warehouse ${shortName}`);
  return row.id;
}

export async function idOfSlug(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.slug, slug));
  if (!row) throw new Error(`no activity ${slug}`);
  return row.id;
}

/** `n` assets of the demo client received on a fresh load and put in DAL stock at the location. */
export async function stockOf(
  db: Db,
  accountName: string,
  n: number,
  locationId: number | null,
  productId: number | null = null,
): Promise<{ ids: number[]; barcodes: string[] }> {
  const load = await insertLoad(db, accountName);
  const barcodes = Array.from({ length: n }, () => newBarcode("OB"));
  const ids = await insertAssets(
    db,
    barcodes.map((barcode) => ({
      barcode,
      activityId: load.id,
      accountId: load.accountId,
      productId,
      netWeight: 10,
    })),
  );
  const dal = await warehouseId(db);
  const [inventory] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.type, "inventory"), eq(activities.warehouseId, dal)));
  await db
    .update(assets)
    .set({ activityId: inventory?.id as number, warehouseId: dal, locationId })
    .where(sql`${assets.id} = any(${sql.param(ids)}::int[])`);
  return { ids, barcodes };
}

/** Reserves the assets for the load (open reservations, nobody's pick list). */
export async function reserveFor(db: Db, loadId: number, assetIds: number[], locationId: number | null) {
  const dal = await warehouseId(db);
  if (assetIds.length === 0) return;
  await db
    .insert(assetReservations)
    .values(assetIds.map((assetId) => ({ assetId, activityId: loadId, warehouseId: dal, locationId })));
}

/** Picks the reserved assets for the load: on the load, off their location, the reservation picked. */
export async function pickFor(db: Db, loadId: number, assetIds: number[]) {
  await db
    .update(assets)
    .set({ activityId: loadId, locationId: null })
    .where(sql`${assets.id} = any(${sql.param(assetIds)}::int[])`);
  await db.execute(
    sql`update asset_reservations set status = 'picked', closed_at = now()
        where activity_id = ${loadId} and status = 'reserved' and asset_id = any(${sql.param(assetIds)}::int[])`,
  );
}
