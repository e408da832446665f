// What a work order makes: the source an asset is made out of, the checks before creating, the
// request keys that make a retry answer what the first call made, and the set-based inserts.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assets, events, products, workAssets } from "../../db/schema";

export type SourceAsset = {
  id: number;
  barcode: string;
  receivingActivityId: number | null;
  warehouseId: number | null;
  locationId: number | null;
  stockType: string | null;
  source: string | null;
};

/** The asset with this barcode and its role in the work order (null: not in it), locked. */
export async function lockSource(
  db: Db,
  activityId: number,
  barcode: string,
): Promise<{ asset: SourceAsset; role: string | null } | undefined> {
  const [row] = await db
    .select({
      id: assets.id,
      barcode: assets.barcode,
      receivingActivityId: assets.receivingActivityId,
      warehouseId: assets.warehouseId,
      locationId: assets.locationId,
      stockType: assets.stockType,
      source: assets.source,
      role: sql<
        string | null
      >`(select w.role from ${workAssets} w where w.activity_id = ${activityId} and w.asset_id = ${sql.raw('"assets"."id"')})`,
    })
    .from(assets)
    .where(eq(assets.barcode, barcode))
    .for("update", { of: assets });
  if (!row) return undefined;
  const { role, ...asset } = row;
  return { asset, role };
}

export async function existingProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function barcodesInUse(db: Db, barcodes: string[]): Promise<Set<string>> {
  if (barcodes.length === 0) return new Set();
  const rows = await db
    .select({ barcode: assets.barcode })
    .from(assets)
    .where(inArray(assets.barcode, barcodes));
  return new Set(rows.map((r) => r.barcode));
}

/** How many assets the work order has created (the next generated barcodes count on from it). */
export async function createdCount(db: Db, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workAssets)
    .where(and(eq(workAssets.activityId, activityId), eq(workAssets.role, "created")));
  return row?.n ?? 0;
}

/**
 * The barcodes a create with this request key already made in this work order (by this user),
 * read from the `created` event it wrote on its source; undefined when the key is new.
 */
export async function barcodesOfRequest(
  db: Db,
  activityId: number,
  userId: number,
  requestKey: string,
): Promise<string[] | undefined> {
  const [row] = await db
    .select({ changes: events.changes })
    .from(events)
    .where(
      and(
        eq(events.activityId, activityId),
        eq(events.userId, userId),
        eq(events.action, "assets_created"),
        sql`${events.changes} @> ${JSON.stringify([{ field: "requestKey", to: requestKey }])}::jsonb`,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const created = (row.changes as { field: string; to: unknown }[]).find((c) => c.field === "created");
  return Array.isArray(created?.to) ? (created.to as string[]) : [];
}

export async function assetIdsByBarcode(db: Db, barcodes: string[]): Promise<number[]> {
  if (barcodes.length === 0) return [];
  const rows = await db
    .select({ id: assets.id, barcode: assets.barcode })
    .from(assets)
    .where(inArray(assets.barcode, barcodes));
  const byBarcode = new Map(rows.map((r) => [r.barcode, r.id]));
  return barcodes.flatMap((b) => byBarcode.get(b) ?? []);
}

// ---- set-based writes of created assets -------------------------------------------------------
// A work order may make thousands of assets at once (ITAD serial lists): each column goes as one
// array parameter and the rows come out of unnest, where a multi-row VALUES binds every cell
// (PostgreSQL's 65,535-parameter limit) and costs seconds to build and parse.

/** One created asset's row (the columns createWorkAssets writes). */
export type CreatedAssetRow = {
  barcode: string;
  type: string;
  serialNumber: string | null;
  parentId: number | null;
  activityId: number;
  receivingActivityId: number | null;
  accountId: number | null;
  warehouseId: number | null;
  locationId: number | null;
  stockType: string | null;
  source: string | null;
  createdBy: number | null;
  createdAt: Date;
};

const arrayOf = <R, T>(rows: R[], value: (r: R) => T) => sql.param(rows.map(value));

/** Inserts the created assets in one statement; answers each one's id and barcode. */
export async function insertCreatedAssetRows(
  db: Db,
  rows: CreatedAssetRow[],
): Promise<{ id: number; barcode: string }[]> {
  if (rows.length === 0) return [];
  const at = rows[0]?.createdAt ?? new Date();
  const result = (await db.execute(sql`
    insert into assets (barcode, type, serial_number, parent_id, activity_id, receiving_activity_id,
                        account_id, warehouse_id, location_id, stock_type, source, created_by, created_at, updated_at)
    select r.barcode, r.type, r.serial_number, r.parent_id, r.activity_id, r.receiving_activity_id,
           r.account_id, r.warehouse_id, r.location_id, r.stock_type, r.source, r.created_by, ${at}, ${at}
    from unnest(
      ${arrayOf(rows, (r) => r.barcode)}::text[], ${arrayOf(rows, (r) => r.type)}::text[],
      ${arrayOf(rows, (r) => r.serialNumber)}::text[], ${arrayOf(rows, (r) => r.parentId)}::int[],
      ${arrayOf(rows, (r) => r.activityId)}::int[], ${arrayOf(rows, (r) => r.receivingActivityId)}::int[],
      ${arrayOf(rows, (r) => r.accountId)}::int[], ${arrayOf(rows, (r) => r.warehouseId)}::int[],
      ${arrayOf(rows, (r) => r.locationId)}::int[], ${arrayOf(rows, (r) => r.stockType)}::text[],
      ${arrayOf(rows, (r) => r.source)}::text[], ${arrayOf(rows, (r) => r.createdBy)}::int[]
    ) with ordinality as r(barcode, type, serial_number, parent_id, activity_id, receiving_activity_id,
                           account_id, warehouse_id, location_id, stock_type, source, created_by, n)
    order by r.n
    returning id, barcode`)) as unknown as { rows: { id: number; barcode: string }[] };
  // Matched by barcode (unique), not by the order RETURNING happens to give.
  const idOf = new Map(result.rows.map((r) => [r.barcode, Number(r.id)]));
  return rows.map((r) => ({ id: idOf.get(r.barcode) as number, barcode: r.barcode }));
}

/** The first product entry of each created asset, in one statement. */
export async function insertCreatedProductRows(
  db: Db,
  rows: {
    assetId: number;
    productId: number;
    quantity: number;
    grossWeight: number | null;
    netWeight: number | null;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into product_assets (asset_id, product_id, position, quantity, gross_weight, net_weight)
    select r.asset_id, r.product_id, 0, r.quantity, r.gross_weight, r.net_weight
    from unnest(
      ${arrayOf(rows, (r) => r.assetId)}::int[], ${arrayOf(rows, (r) => r.productId)}::int[],
      ${arrayOf(rows, (r) => r.quantity)}::numeric[], ${arrayOf(rows, (r) => r.grossWeight)}::numeric[],
      ${arrayOf(rows, (r) => r.netWeight)}::numeric[]
    ) as r(asset_id, product_id, quantity, gross_weight, net_weight)`);
}

/** The `created` work rows of the created assets (naming their sources), in one statement. */
export async function insertCreatedWorkRows(
  db: Db,
  activityId: number,
  rows: { assetId: number; sourceAssetId: number }[],
  addedBy: number | null,
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into work_assets (activity_id, asset_id, role, source_asset_id, added_by)
    select ${activityId}::int, r.asset_id, 'created', r.source_asset_id, ${addedBy}::int
    from unnest(${arrayOf(rows, (r) => r.assetId)}::int[], ${arrayOf(rows, (r) => r.sourceAssetId)}::int[])
      as r(asset_id, source_asset_id)`);
}
