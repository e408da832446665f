import { type Asset, type AssetType, holdName } from "@ops/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { cappedCount, exactCount, listOrder, paginate } from "../../db/paging";
import {
  accounts,
  activities,
  asnItems,
  assetHolds,
  assets,
  locations,
  productAssets,
  products,
  users,
} from "../../db/schema";
import { AppError } from "../../platform/app-error";

export type AssetRow = typeof assets.$inferSelect;
export type AssetInsert = typeof assets.$inferInsert;
export type ProductAssetInsert = typeof productAssets.$inferInsert;

/**
 * A column of the outer `assets` row, qualified by table name: drizzle leaves the columns of a
 * one-table select bare, and a bare `id` inside a subquery over assets would mean the inner row.
 */
const outer = (column: AnyPgColumn) => sql.raw(`"assets"."${column.name}"`);

/**
 * Everything an Asset answer needs beyond its own row, as scalar subqueries of one statement:
 * a page of assets costs one query whatever its size (ARCHITECTURE §3, no per-row queries).
 */
const assetColumns = {
  id: assets.id,
  barcode: assets.barcode,
  type: assets.type,
  serialNumber: assets.serialNumber,
  parentBarcode: sql<
    string | null
  >`(select p.barcode from ${assets} p where p.id = ${outer(assets.parentId)})`,
  childCount: sql<number>`(select count(*)::int from ${assets} c where c.parent_id = ${outer(assets.id)})`,
  activitySlug: sql<
    string | null
  >`(select x.slug from ${activities} x where x.id = ${outer(assets.activityId)})`,
  receivingActivitySlug: sql<
    string | null
  >`(select x.slug from ${activities} x where x.id = ${outer(assets.receivingActivityId)})`,
  accountId: assets.accountId,
  accountName: sql<string | null>`(select n.name from ${accounts} n where n.id = ${outer(assets.accountId)})`,
  warehouseId: assets.warehouseId,
  locationId: assets.locationId,
  locationBarcode: sql<
    string | null
  >`(select l.barcode from ${locations} l where l.id = ${outer(assets.locationId)})`,
  stockType: assets.stockType,
  source: assets.source,
  productAssets: sql<Asset["productAssets"]>`(
    select coalesce(json_agg(json_build_object(
             'id', pa.id, 'productId', pa.product_id, 'productName', pr.name,
             'quantity', pa.quantity::float8, 'grossWeight', pa.gross_weight::float8,
             'netWeight', pa.net_weight::float8, 'value', pa.value::float8)
             order by pa.position), '[]'::json)
      from ${productAssets} pa join ${products} pr on pr.id = pa.product_id
     where pa.asset_id = ${outer(assets.id)})`,
  inboundGrossWeight: assets.inboundGrossWeight,
  inboundNetWeight: assets.inboundNetWeight,
  value: assets.value,
  fmv: assets.fmv,
  attributes: assets.attributes,
  notes: assets.notes,
  locks: assets.locks,
  closedAt: assets.closedAt,
  closedNote: assets.closedNote,
  grade: assets.grade,
  cosmeticGrade: assets.cosmeticGrade,
  functionalGrade: assets.functionalGrade,
  disposition: assets.disposition,
  r2Classification: assets.r2Classification,
  floorPrice: assets.floorPrice,
  routingId: assets.routingId,
  newInBox: assets.newInBox,
  harvestedFromBarcode: sql<
    string | null
  >`(select h.barcode from ${assets} h where h.id = ${outer(assets.harvestedFromId)})`,
  packedAt: assets.packedAt,
  contentsChangedAt: assets.contentsChangedAt,
  holds: sql<Asset["holds"]>`(
    select coalesce(json_agg(json_build_object('id', h.id, 'type', h.type) order by h.id), '[]'::json)
      from ${assetHolds} h where h.asset_id = ${outer(assets.id)} and h.status = 'active')`,
  duplicateSerial: sql<boolean>`(${outer(assets.serialNumber)} is not null and exists (
    select 1 from ${assets} d
     where upper(d.serial_number) = upper(${outer(assets.serialNumber)}) and d.id <> ${outer(assets.id)}))`,
  createdBy: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${outer(assets.createdBy)})`,
  createdAt: assets.createdAt,
  updatedAt: assets.updatedAt,
};

/** Sort columns the asset lists accept (an allow-list, ARCHITECTURE §2). */
const SORTS = {
  barcode: assets.barcode,
  createdAt: assets.createdAt,
  serialNumber: assets.serialNumber,
} as const;
export type AssetSort = keyof typeof SORTS;

const baseQuery = (db: Db) => db.select(assetColumns).from(assets);
type SelectedRow = Awaited<ReturnType<typeof baseQuery>>[number];

function toAsset(row: SelectedRow): Asset {
  return {
    ...row,
    type: row.type as AssetType,
    stockType: row.stockType as Asset["stockType"],
    source: row.source as Asset["source"],
    attributes: (row.attributes ?? {}) as Record<string, unknown>,
    locks: (row.locks ?? []) as Asset["locks"],
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    grade: row.grade as Asset["grade"],
    cosmeticGrade: row.cosmeticGrade as Asset["cosmeticGrade"],
    functionalGrade: row.functionalGrade as Asset["functionalGrade"],
    disposition: row.disposition as Asset["disposition"],
    r2Classification: row.r2Classification as Asset["r2Classification"],
    newInBox: row.newInBox as Asset["newInBox"],
    packedAt: row.packedAt ? row.packedAt.toISOString() : null,
    contentsChangedAt: row.contentsChangedAt ? row.contentsChangedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The one way to read assets as API answers (reused by receiving, listings and pricing): the
 * rows matching `where`, sorted and bounded, with products, parent, children, holds, duplicate
 * flag and names in the same statement.
 */
export async function assetSelect(
  db: Db,
  where: SQL | undefined,
  options: { sort?: AssetSort; order?: "asc" | "desc"; limit: number },
): Promise<Asset[]> {
  const order = listOrder(SORTS, options.sort ?? "createdAt", options.order ?? "asc", assets.id, {
    tieBreak: "same",
  });
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(options.limit);
  return rows.map(toAsset);
}

/**
 * A page of assets and the total matching `where`. The page's ids come first, so the columns
 * built by subqueries are built for that page only, not for every row an offset skips.
 */
export async function pageAssets(
  db: Db,
  where: SQL | undefined,
  paging: { page: number; pageSize: number; sort: AssetSort; order: "asc" | "desc" },
  /** Count at most this many (and say whether there are more). */
  countCap?: number,
): Promise<{ data: Asset[]; total: number; more?: boolean }> {
  const order = listOrder(SORTS, paging.sort, paging.order, assets.id, { tieBreak: "same" });
  const [idRows, count] = await Promise.all([
    paginate(
      db
        .select({ id: assets.id })
        .from(assets)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      paging,
    ),
    countCap === undefined ? exactCount(db, assets, where) : cappedCount(db, assets, where, countCap),
  ]);
  const ids = idRows.map((r) => r.id);
  const data =
    ids.length === 0
      ? []
      : await assetSelect(db, inArray(assets.id, ids), {
          sort: paging.sort,
          order: paging.order,
          limit: ids.length,
        });
  return typeof count === "number" ? { data, total: count } : { data, ...count };
}

/** The Asset answer of one asset (after a write, in the same transaction or after it). */
export async function assetById(db: Db, id: number): Promise<Asset | undefined> {
  const [found] = await assetSelect(db, eq(assets.id, id), { limit: 1 });
  return found;
}

/** One asset row by id or by (upper-cased) barcode; `forUpdate` locks it in the caller's transaction. */
export async function findAssetRow(
  db: Db,
  key: { id: number } | { barcode: string },
  forUpdate = false,
): Promise<AssetRow | undefined> {
  const where = "id" in key ? eq(assets.id, key.id) : eq(assets.barcode, key.barcode);
  const query = db.select().from(assets).where(where).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** Rows by barcode (stored upper-case; the caller upper-cases its input). */
export function rowsByBarcodes(db: Db, barcodes: string[]): Promise<AssetRow[]> {
  if (barcodes.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(assets)
    .where(sql`${assets.barcode} = any(${sql.param(barcodes)}::text[])`);
}

/** Locks asset rows for a change (same order every time, so two bulk changes cannot deadlock). */
export async function lockAssets(db: Db, ids: number[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(assets)
    .where(sql`${assets.id} = any(${sql.param(ids)}::int[])`)
    .orderBy(asc(assets.id))
    .for("update");
}

/**
 * Serialises nesting within one activity: the activity of the asset with this barcode (the
 * would-be container; a parent must be on the asset's activity) is locked before any asset row,
 * so two simultaneous moves of containers into each other neither deadlock nor close a loop
 * that neither saw; the second sees the first and is refused. NO KEY UPDATE leaves receiving
 * (inserts take KEY SHARE on the activity) unblocked.
 */
export async function lockNestingOf(db: Db, parentBarcode: string): Promise<void> {
  await db.execute(
    sql`select id from activities where id = (select activity_id from assets where barcode = ${parentBarcode}) for no key update`,
  );
}

/** Which of these barcodes are already taken. */
export async function takenBarcodes(db: Db, barcodes: string[]): Promise<Set<string>> {
  const rows = await rowsByBarcodes(db, barcodes);
  return new Set(rows.map((r) => r.barcode));
}

/** Assets (other than `exceptBarcode`) carrying this serial, any case. */
export async function assetsWithSerial(
  db: Db,
  serial: string,
  exceptBarcode: string | null,
  limit = 100,
): Promise<{ id: number; barcode: string; activitySlug: string | null; accountName: string | null }[]> {
  return db
    .select({
      id: assets.id,
      barcode: assets.barcode,
      activitySlug: sql<
        string | null
      >`(select x.slug from ${activities} x where x.id = ${assets.activityId})`,
      accountName: sql<string | null>`(select n.name from ${accounts} n where n.id = ${assets.accountId})`,
    })
    .from(assets)
    .where(
      and(
        sql`upper(${assets.serialNumber}) = upper(${serial})`,
        exceptBarcode ? sql`${assets.barcode} <> ${exceptBarcode}` : undefined,
      ),
    )
    .orderBy(asc(assets.barcode))
    .limit(limit);
}

/** How many assets each of these assets holds. */
export async function childCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ parentId: assets.parentId, n: sql<number>`count(*)::int` })
    .from(assets)
    .where(inArray(assets.parentId, ids))
    .groupBy(assets.parentId);
  return new Map(rows.map((r) => [r.parentId ?? 0, r.n]));
}

/** The ids of these assets and everything inside them, at any depth. */
export async function withDescendants(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    with recursive tree(id, depth) as (
      select id, 0 from ${assets} where id = any(${sql.param(ids)}::int[])
      union
      select c.id, tree.depth + 1 from ${assets} c join tree on c.parent_id = tree.id where tree.depth < 50
    )
    select distinct id from tree`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * Refuses (409) an action on assets under an active hold, naming the first held asset and its
 * hold: a held asset stays in its activity and off sale (SPEC §3 holds). `action` is the verb
 * of the refused work ("move" by default, "sell", "delete").
 */
export async function assertNotHeld(db: Db, assetIds: number[], action = "move"): Promise<void> {
  if (assetIds.length === 0) return;
  const [held] = await db
    .select({ barcode: assets.barcode, type: assetHolds.type })
    .from(assetHolds)
    .innerJoin(assets, eq(assets.id, assetHolds.assetId))
    .where(
      and(sql`${assetHolds.assetId} = any(${sql.param(assetIds)}::int[])`, eq(assetHolds.status, "active")),
    )
    .orderBy(asc(assets.barcode))
    .limit(1);
  if (!held) return;
  const hold = holdName(held.type).toLowerCase();
  throw new AppError(
    409,
    `Asset ${held.barcode} is on ${hold}; release the hold first${action === "move" ? "" : ` to ${action} it`}`,
  );
}

/**
 * What keeps an asset in the records for good: the outbound load it shipped on (its `shipped`
 * event) and the number of a valid certificate that lists it. Either answers null when none.
 */
export async function custodyRecordsOf(
  db: Db,
  id: number,
): Promise<{ shippedOn: string | null; certificateNumber: string | null }> {
  const result = (await db.execute(sql`
    select
      (select coalesce(a.slug, '') from events e left join activities a on a.id = e.activity_id
        where e.asset_id = ${id}::int and e.action = 'shipped' order by e.id desc limit 1) as "shippedOn",
      (select c.number from certificate_assets ca join certificates c on c.id = ca.certificate_id
        where ca.asset_id = ${id}::int and c.status = 'valid' order by c.issued_at desc limit 1) as "certificateNumber"
  `)) as unknown as { rows: { shippedOn: string | null; certificateNumber: string | null }[] };
  const row = result.rows[0];
  return { shippedOn: row?.shippedOn ?? null, certificateNumber: row?.certificateNumber ?? null };
}

/** Which of these product ids exist. */
export async function existingProducts(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The warehouse of each of these locations. */
export async function locationWarehouses(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: locations.id, warehouseId: locations.warehouseId })
    .from(locations)
    .where(inArray(locations.id, ids));
  return new Map(rows.map((r) => [r.id, r.warehouseId]));
}

/** How many assets sit at a location (a location holding assets cannot be removed). */
export async function countAssetsAt(db: Db, locationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assets)
    .where(eq(assets.locationId, locationId));
  return row?.n ?? 0;
}

/** The ASN row of the same serial on the receiving load, for source info. */
export async function asnItemOfSerial(db: Db, activityId: number, serial: string) {
  const [row] = await db
    .select({
      row: asnItems.row,
      serialNumber: asnItems.serialNumber,
      assetTag: asnItems.assetTag,
      palletId: asnItems.palletId,
      clientRef: asnItems.clientRef,
    })
    .from(asnItems)
    .where(and(eq(asnItems.activityId, activityId), sql`upper(${asnItems.serialNumber}) = upper(${serial})`))
    .orderBy(asc(asnItems.row))
    .limit(1);
  return row;
}

/** The client reference of an activity (the receiving load, for source info). */
export async function activityClientRef(db: Db, activityId: number): Promise<string | null | undefined> {
  const [load] = await db
    .select({ clientRef: activities.clientRef })
    .from(activities)
    .where(eq(activities.id, activityId));
  return load?.clientRef;
}

/** Slugs of these activities by id. */
export async function activitySlugs(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: activities.id, slug: activities.slug })
    .from(activities)
    .where(inArray(activities.id, ids));
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/** The condition "the asset is one of these" (ids as one array parameter). */
export function assetIdIn(ids: number[]): SQL {
  return sql`${assets.id} = any(${sql.param([...new Set(ids)])}::int[])`;
}

/** The condition "the asset has one of these barcodes" (upper-case, as one array parameter). */
export function assetBarcodeIn(barcodes: string[]): SQL {
  return sql`${assets.barcode} = any(${sql.param([...new Set(barcodes)])}::text[])`;
}

/** Barcodes of these assets by id. */
export async function barcodesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assets.id, barcode: assets.barcode })
    .from(assets)
    .where(sql`${assets.id} = any(${sql.param([...new Set(ids)])}::int[])`);
  return new Map(rows.map((r) => [r.id, r.barcode]));
}
