import type { LpnsQuery, RoutingFilter, SerialsQuery } from "@ops/domain";
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/paging";
import { activities, assets, events, products, users } from "../../db/schema";

/** Serial devices of an activity: its serial assets (on it, in its bins or its created bins), parts left out. */
export function serialsOf(activityId: number): SQL {
  return and(
    eq(assets.activityId, activityId),
    eq(assets.type, "serial"),
    isNull(assets.harvestedFromId),
  ) as SQL;
}

/** Barcode or serial number contains the text, whatever its case. */
function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return sql`(lower(${assets.barcode}) like ${pattern} or lower(${assets.serialNumber}) like ${pattern})`;
}

/** Inside a packed container (an LPN). */
const packedSql = sql`exists (select 1 from ${assets} p where p.id = ${sql.raw('"assets"."parent_id"')} and p.packed_at is not null)`;

/** The WHERE of an order's serial list (GET /activities/{slug}/serials). */
export function serialListWhere(
  activityId: number,
  query: Omit<SerialsQuery, "page" | "pageSize" | "sort" | "order">,
): SQL {
  return and(
    serialsOf(activityId),
    searchOf(query.search),
    query.grade ? eq(assets.grade, query.grade) : undefined,
    query.disposition ? eq(assets.disposition, query.disposition) : undefined,
    query.packed === undefined ? undefined : query.packed ? packedSql : sql`not ${packedSql}`,
  ) as SQL;
}

/** The WHERE of a filter routing: the order's serials matching it. */
export function routingFilterWhere(activityId: number, filter: RoutingFilter): SQL {
  return and(
    serialsOf(activityId),
    searchOf(filter.search),
    filter.grade ? eq(assets.grade, filter.grade) : undefined,
    filter.disposition ? eq(assets.disposition, filter.disposition) : undefined,
    filter.r2Classification ? eq(assets.r2Classification, filter.r2Classification) : undefined,
  ) as SQL;
}

/** Parts harvested on the order. */
/** The parts harvested on the order; with `harvestedFrom`, only those out of that device (by barcode). */
export function componentsOf(activityId: number, harvestedFrom?: string): SQL {
  return and(
    eq(assets.activityId, activityId),
    isNotNull(assets.harvestedFromId),
    harvestedFrom === undefined
      ? undefined
      : sql`${assets.harvestedFromId} = (select d.id from ${assets} d where d.barcode = ${harvestedFrom})`,
  ) as SQL;
}

export type DeviceRow = {
  id: number;
  barcode: string;
  type: string;
  activityId: number | null;
  accountId: number | null;
  serialNumber: string | null;
  parentId: number | null;
  packedAt: Date | null;
  receivingActivityId: number | null;
  warehouseId: number | null;
  locationId: number | null;
  stockType: string | null;
  source: string | null;
};

const deviceColumns = {
  id: assets.id,
  barcode: assets.barcode,
  type: assets.type,
  activityId: assets.activityId,
  accountId: assets.accountId,
  serialNumber: assets.serialNumber,
  parentId: assets.parentId,
  packedAt: assets.packedAt,
  receivingActivityId: assets.receivingActivityId,
  warehouseId: assets.warehouseId,
  locationId: assets.locationId,
  stockType: assets.stockType,
  source: assets.source,
};

/** The assets carrying these barcodes, locked in the caller's transaction, keyed by barcode. */
export async function lockByBarcodes(db: Db, barcodes: string[]): Promise<Map<string, DeviceRow>> {
  if (barcodes.length === 0) return new Map();
  const rows = await db
    .select(deviceColumns)
    .from(assets)
    .where(inArray(assets.barcode, barcodes))
    .orderBy(assets.id)
    .for("update");
  return new Map(rows.map((r) => [r.barcode, r]));
}

/** The assets matching `where`, locked (a filter routing), oldest first. */
export async function lockWhere(db: Db, where: SQL): Promise<DeviceRow[]> {
  return db.select(deviceColumns).from(assets).where(where).orderBy(assets.id).for("update");
}

/** The serial numbers among these (upper-cased) that an asset already carries (on the serial index). */
export async function existingSerials(db: Db, serials: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < serials.length; i += 5_000) {
    const chunk = serials.slice(i, i + 5_000);
    const rows = await db
      .selectDistinct({ serial: sql<string>`upper(${assets.serialNumber})` })
      .from(assets)
      .where(sql`upper(${assets.serialNumber}) = any(${sql.param(chunk)}::text[])`);
    for (const r of rows) found.add(r.serial);
  }
  return found;
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return row !== undefined;
}

export async function existingProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Puts the assets inside the container (the trigger marks a packed container's contents changed). */
export async function setParent(db: Db, ids: number[], parentId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.update(assets).set({ parentId, updatedAt: new Date() }).where(inArray(assets.id, ids));
}

/** Links parts to the device they were harvested from. */
export async function setHarvestedFrom(db: Db, ids: number[], deviceId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.update(assets).set({ harvestedFromId: deviceId }).where(inArray(assets.id, ids));
}

/** Marks the container packed now (its contents are what it was packed with from here on). */
export async function markPacked(db: Db, id: number): Promise<void> {
  // now(), the transaction's time, as the contents trigger uses: the packing moves made in this
  // transaction are not "changed after packing".
  await db.update(assets).set({ packedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(assets.id, id));
}

/** The routing values written on many devices in one statement. */
export async function setRouting(
  db: Db,
  ids: number[],
  values: { disposition: string; r2Classification?: string | null; routingId?: number | null },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(assets)
    .set({ ...values, updatedAt: new Date() })
    .where(inArray(assets.id, ids));
}

/** The routing values of these devices before a change, for their events. */
export async function routingOf(
  db: Db,
  ids: number[],
): Promise<
  Map<number, { disposition: string | null; r2Classification: string | null; routingId: number | null }>
> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: assets.id,
      disposition: assets.disposition,
      r2Classification: assets.r2Classification,
      routingId: assets.routingId,
    })
    .from(assets)
    .where(inArray(assets.id, ids));
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/** A page of the order's packed containers with their counts; `updated`: contents changed after packing. */
export async function pageLpns(
  db: Db,
  activityId: number,
  query: LpnsQuery,
): Promise<{
  rows: { barcode: string; count: number; packedAt: Date | null; contentsChangedAt: Date | null }[];
  total: number;
}> {
  const updated = sql`(${assets.contentsChangedAt} is not null and ${assets.contentsChangedAt} > ${assets.packedAt})`;
  const where = and(
    eq(assets.activityId, activityId),
    isNotNull(assets.packedAt),
    query.search ? sql`lower(${assets.barcode}) like ${containsPattern(query.search)}` : undefined,
    query.updated === undefined ? undefined : query.updated ? updated : sql`not ${updated}`,
  );
  const order =
    query.order === "asc" ? [assets.packedAt, assets.id] : [desc(assets.packedAt), desc(assets.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({
        barcode: assets.barcode,
        count: sql<number>`(select count(*)::int from ${assets} c where c.parent_id = ${sql.raw('"assets"."id"')})`,
        packedAt: assets.packedAt,
        contentsChangedAt: assets.contentsChangedAt,
      })
      .from(assets)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(assets).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One container's count and packing times. */
export async function lpnOf(db: Db, id: number) {
  const [row] = await db
    .select({
      barcode: assets.barcode,
      count: sql<number>`(select count(*)::int from ${assets} c where c.parent_id = ${sql.raw('"assets"."id"')})`,
      packedAt: assets.packedAt,
      contentsChangedAt: assets.contentsChangedAt,
    })
    .from(assets)
    .where(eq(assets.id, id));
  return row;
}

/** The events of an asset that changed its locks, newest first, with who wrote them. */
export async function lockEventsOf(
  db: Db,
  assetId: number,
): Promise<{ changes: unknown; createdAt: Date; userName: string | null }[]> {
  return db
    .select({
      changes: events.changes,
      createdAt: events.createdAt,
      userName: sql<
        string | null
      >`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${events.userId})`,
    })
    .from(events)
    .where(and(eq(events.assetId, assetId), sql`${events.changes} @> '[{"field":"locks"}]'::jsonb`))
    .orderBy(desc(events.createdAt), desc(events.id));
}

/** The mobility activity of a warehouse (`<wh>-mobility`). */
export async function mobilitySlugOf(db: Db, warehouseId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: activities.slug })
    .from(activities)
    .where(and(eq(activities.type, "mobility"), eq(activities.warehouseId, warehouseId)))
    .orderBy(activities.id)
    .limit(1);
  return row?.slug;
}
