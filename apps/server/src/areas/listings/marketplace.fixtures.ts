import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listings, productClasses, products } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets } from "../assets/asset-records.fixtures";
import { putInStock } from "../inventory/stock.fixtures";

/** A class of its own and a product of it, for the marketplace tests. */
export async function classAndProduct(db: Db): Promise<{ classId: number; productId: number }> {
  const [cls] = await db
    .insert(productClasses)
    .values({ name: `Laptops ${randomInt(1e8)}`, serialized: true })
    .returning({ id: productClasses.id });
  const [product] = await db
    .insert(products)
    .values({ name: `Laptop ${randomInt(1e8)}`, type: "serialized", classId: cls?.id as number })
    .returning({ id: products.id });
  return { classId: cls?.id as number, productId: product?.id as number };
}

/** Graded devices of the product in DAL's stock, owned by Northwind Health. */
export async function gradedStock(
  db: Db,
  productId: number,
  n: number,
  grade: string,
): Promise<{ ids: number[]; barcodes: string[] }> {
  const load = await insertLoad(db, "Northwind Health");
  const barcodes = Array.from({ length: n }, () => `MK${randomInt(100_000_000, 999_999_999)}`);
  const ids = await insertAssets(
    db,
    barcodes.map((barcode) => ({
      barcode,
      activityId: load.id,
      accountId: load.accountId,
      productId,
      serialNumber: barcode,
    })),
  );
  await putInStock(db, barcodes, "dal");
  await db.execute(
    sql`update assets set grade = ${grade}, floor_price = 10 where id = any(${sql.param(ids)}::int[])`,
  );
  return { ids, barcodes };
}

/**
 * A listing on the auction marketplace with `n` graded devices listed on it, written straight to
 * the tables (the listing calls have their own tests).
 */
export async function listingWithAssets(
  db: Db,
  options: {
    n: number;
    grade?: string;
    price?: number;
    reference?: string | null;
    status?: string;
    productId?: number;
  },
): Promise<{
  listingId: number;
  assetIds: number[];
  barcodes: string[];
  reference: string | null;
  productId: number;
  classId: number | null;
}> {
  const grade = options.grade ?? "B";
  const made = options.productId ? null : await classAndProduct(db);
  const productId = options.productId ?? (made?.productId as number);
  const reference =
    options.reference === undefined ? String(randomInt(100_000_000, 999_999_999)) : options.reference;
  const [listing] = await db
    .insert(listings)
    .values({
      title: `Laptop grade ${grade} ${randomInt(1e6)}`,
      description: "Tested and wiped",
      platform: "auction_marketplace",
      productId,
      grade,
      price: options.price ?? 150,
      status: options.status ?? "listed",
      reference,
      listedAt: new Date(),
    })
    .returning({ id: listings.id });
  const listingId = listing?.id as number;
  const { ids: assetIds, barcodes } = await gradedStock(db, productId, options.n, grade);
  if (assetIds.length > 0)
    await db.execute(sql`
      insert into asset_reservations (asset_id, listing_id, warehouse_id, status)
      select a.id, ${listingId}, a.warehouse_id, 'listed' from assets a where a.id = any(${sql.param(assetIds)}::int[])`);
  return { listingId, assetIds, barcodes, reference, productId, classId: made?.classId ?? null };
}

/** Where a listing's assets stand, by asset id order. */
export async function reservationsOf(db: Db, listingId: number) {
  const result = (await db.execute(
    sql`select r.asset_id as "assetId", r.status, r.sale_price::float8 as "salePrice", r.buyer,
          r.sale_reference as "saleReference", r.closed_at as "closedAt", a.closed_at as "assetClosedAt"
        from asset_reservations r join assets a on a.id = r.asset_id
        where r.listing_id = ${listingId} order by r.asset_id`,
  )) as unknown as {
    rows: {
      assetId: number;
      status: string;
      salePrice: number | null;
      buyer: string | null;
      saleReference: string | null;
      closedAt: unknown;
      assetClosedAt: unknown;
    }[];
  };
  return result.rows;
}

export async function listingStatus(
  db: Db,
  listingId: number,
): Promise<{ status: string; endedAt: unknown }> {
  const result = (await db.execute(
    sql`select status, ended_at as "endedAt" from listings where id = ${listingId}`,
  )) as unknown as { rows: { status: string; endedAt: unknown }[] };
  return result.rows[0] as { status: string; endedAt: unknown };
}
