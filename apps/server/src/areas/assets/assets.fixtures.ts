import { randomInt } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assetHolds, assets, locations, products, warehouses } from "../../db/schema";

/** A barcode no other test run uses. */
export const newBarcode = (prefix = "T") => `${prefix}${randomInt(100_000_000, 999_999_999)}`;

/** The id of some demo product (the catalogue demo has many). */
export async function someProductId(db: Db, offset = 0): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1)
    .offset(offset);
  if (!row) throw new Error("no demo products");
  return row.id;
}

/** A demo location of a warehouse (DAL by default). */
export async function someLocation(db: Db, warehouse = "DAL"): Promise<{ id: number; barcode: string }> {
  const [row] = await db
    .select({ id: locations.id, barcode: locations.barcode })
    .from(locations)
    .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
    .where(eq(warehouses.shortName, warehouse))
    .orderBy(asc(locations.id))
    .limit(1);
  if (!row) throw new Error(`no demo location in ${warehouse}`);
  return row;
}

/** Puts an active hold on an asset straight in the table (holds have their own calls and tests). */
export async function holdAsset(db: Db, barcode: string, type = "legal_hold"): Promise<void> {
  const [row] = await db.select({ id: assets.id }).from(assets).where(eq(assets.barcode, barcode));
  if (!row) throw new Error(`no asset ${barcode}`);
  await db.insert(assetHolds).values({ assetId: row.id, type, status: "active" });
}

export async function releaseHolds(db: Db, barcode: string): Promise<void> {
  const [row] = await db.select({ id: assets.id }).from(assets).where(eq(assets.barcode, barcode));
  if (!row) return;
  await db
    .update(assetHolds)
    .set({ status: "released", releasedAt: new Date() })
    .where(and(eq(assetHolds.assetId, row.id), eq(assetHolds.status, "active")));
}
