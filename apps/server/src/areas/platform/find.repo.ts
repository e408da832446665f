import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities, assets, inboundRequests, locations } from "../../db/schema";

/** The one-row lookups of global find, each on an index (find.service.ts says the order). */

export async function assetByBarcode(db: Db, barcode: string) {
  const [row] = await db
    .select({ barcode: assets.barcode, accountId: assets.accountId })
    .from(assets)
    .where(eq(assets.barcode, barcode))
    .limit(1);
  return row;
}

export async function activityBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: activities.slug, type: activities.type, accountId: activities.accountId })
    .from(activities)
    .where(eq(activities.slug, slug))
    .limit(1);
  return row;
}

export async function inboundRequestByNumber(db: Db, number: number) {
  const [row] = await db
    .select({ number: inboundRequests.number, accountId: inboundRequests.accountId })
    .from(inboundRequests)
    .where(eq(inboundRequests.number, number))
    .limit(1);
  return row;
}

/**
 * Barcodes of up to two assets whose serial is `upperSerial` (any case), among the accounts
 * in `accountIds` (`all`: any): the caller needs to know only whether exactly one carries it.
 */
export function assetBarcodesBySerial(db: Db, upperSerial: string, accountIds: number[] | "all") {
  return db
    .select({ barcode: assets.barcode })
    .from(assets)
    .where(
      and(
        sql`upper(${assets.serialNumber}) = ${upperSerial}`,
        accountIds === "all"
          ? undefined
          : sql`${assets.accountId} = any(${sql.param(accountIds.length ? accountIds : [0])}::int[])`,
      ),
    )
    .limit(2);
}

/** The location with this barcode, preferring one in `warehouseId` (the actor's). */
export async function locationByBarcode(db: Db, barcode: string, warehouseId: number) {
  const [row] = await db
    .select({ id: locations.id, barcode: locations.barcode })
    .from(locations)
    .where(eq(locations.barcode, barcode))
    .orderBy(sql`case when ${locations.warehouseId} = ${warehouseId} then 0 else 1 end`, asc(locations.id))
    .limit(1);
  return row;
}
