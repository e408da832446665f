import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { activities, assets, sanitizationRecords, warehouses } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";

/**
 * Test data for the shipment tests, written straight to the tables: reserving, picking and
 * packing have their own calls and tests; these tests are about what stops a packed load.
 */

export async function warehouseOf(db: Db, shortName = "DAL"): Promise<number> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, shortName));
  if (!row) throw new Error(`no demo warehouse ${shortName}`);
  return row.id;
}

/** A demo product of the product class with this name (its R2 material decides what it is). */
export async function productOfClass(db: Db, className: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select p.id from products p join product_classes pc on pc.id = p.class_id
        where pc.name = ${className} order by p.id limit 1`,
  );
  if (!row) throw new Error(`no demo product of class ${className}`);
  return Number(row.id);
}

/**
 * `n` assets of the demo client, received on a fresh inbound load (the one a certificate covers)
 * and put straight onto the outbound load, as picking leaves them.
 */
export async function onLoad(
  db: Db,
  loadId: number,
  opts: { account?: string; productId: number; n?: number; r2Classification?: string | null },
): Promise<{ ids: number[]; barcodes: string[]; receivedOn: { id: number; slug: string } }> {
  const received = await insertLoad(db, opts.account ?? "Northwind Health");
  const barcodes = Array.from({ length: opts.n ?? 1 }, () => newBarcode("SH"));
  const ids = await insertAssets(
    db,
    barcodes.map((barcode, i) => ({
      barcode,
      activityId: received.id,
      accountId: received.accountId,
      productId: opts.productId,
      serialNumber: `SN-${barcode}-${i}`,
      netWeight: 12,
    })),
  );
  await db
    .update(assets)
    .set({ activityId: loadId, locationId: null, r2Classification: opts.r2Classification ?? null })
    .where(sql`${assets.id} = any(${sql.param(ids)}::int[])`);
  return { ids, barcodes, receivedOn: { id: received.id, slug: received.slug } };
}

/** A passed, verified erasure of each asset. */
export async function erase(db: Db, assetIds: number[]): Promise<void> {
  await db.insert(sanitizationRecords).values(
    assetIds.map((assetId) => ({
      assetId,
      kind: "erasure",
      method: "purge",
      tool: "Blancco 7",
      passes: 1,
      result: "passed",
      verified: true,
      startedAt: new Date(Date.now() - 3_600_000),
      finishedAt: new Date(Date.now() - 1_800_000),
    })),
  );
}

/** Moves the load to a status without the moves before it (their checks have their own tests). */
export async function setStatus(db: Db, loadId: number, status: string): Promise<void> {
  await db.update(activities).set({ status }).where(eq(activities.id, loadId));
}
