import type { CrossDockedAsset, CrossDockedQuery } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/paging";
import { reservationHolder } from "../inventory/picking.service";

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

const iso = (v: unknown): string => new Date(v as string | Date).toISOString();

/** The outbound load (or whatever activity has the slug), locked until the transaction ends. */
export type CrossDockLoad = {
  id: number;
  slug: string;
  type: string;
  status: string;
  accountId: number | null;
  warehouseId: number;
  warehouseShortName: string;
  scheduledDate: string | null;
};

export async function lockLoad(db: Db, slug: string): Promise<CrossDockLoad | null> {
  const [row] = await rowsOf<CrossDockLoad>(
    db,
    sql`select a.id, a.slug, a.type, a.status, a.account_id as "accountId", a.warehouse_id as "warehouseId",
          w.short_name as "warehouseShortName", a.scheduled_date::text as "scheduledDate"
        from activities a join warehouses w on w.id = a.warehouse_id
        where a.slug = ${slug} for update of a`,
  );
  return row ?? null;
}

/** What the cross-dock rule reads of a scanned asset, locked for the change. */
export type CrossDockCandidate = {
  id: number;
  barcode: string;
  closed: boolean;
  parentBarcode: string | null;
  activityId: number | null;
  activitySlug: string | null;
  activityType: string | null;
  warehouseId: number | null;
  warehouseShortName: string | null;
  locationBarcode: string | null;
  holdType: string | null;
  reservedFor: string | null;
};

/** The asset with this barcode, locked, with its activity, location, active hold and open reservation. */
export async function lockCandidate(db: Db, barcode: string): Promise<CrossDockCandidate | null> {
  const locked = await rowsOf<{ id: number }>(
    db,
    sql`select id from assets where barcode = ${barcode} for update`,
  );
  if (!locked[0]) return null;
  const [row] = await rowsOf<CrossDockCandidate>(
    db,
    sql`select a.id, a.barcode, a.closed_at is not null as closed,
          (select p.barcode from assets p where p.id = a.parent_id) as "parentBarcode",
          a.activity_id as "activityId", act.slug as "activitySlug", act.type as "activityType",
          act.warehouse_id as "warehouseId", w.short_name as "warehouseShortName",
          l.barcode as "locationBarcode",
          (select h.type from asset_holds h where h.asset_id = a.id and h.status = 'active' order by h.id limit 1) as "holdType",
          ${reservationHolder(sql`a.id`)} as "reservedFor"
        from assets a
        left join activities act on act.id = a.activity_id
        left join warehouses w on w.id = act.warehouse_id
        left join locations l on l.id = a.location_id
        where a.id = ${locked[0].id}`,
  );
  return row ?? null;
}

/** Whether anything inside the asset (at any depth) is on an active hold: its barcode, or null. */
export async function heldInside(db: Db, assetId: number): Promise<string | null> {
  const [row] = await rowsOf<{ barcode: string }>(
    db,
    sql`with recursive tree(id, depth) as (
          select id, 0 from assets where parent_id = ${assetId}
          union
          select c.id, tree.depth + 1 from assets c join tree on c.parent_id = tree.id where tree.depth < 50
        )
        select a.barcode from tree join assets a on a.id = tree.id
        where exists (select 1 from asset_holds h where h.asset_id = a.id and h.status = 'active')
        order by a.id limit 1`,
  );
  return row?.barcode ?? null;
}

/**
 * The cross-dock's reservation: created directly as picked (the asset never waited on a pick
 * list), from nowhere (it had no location), by and closed by the operator who scanned it.
 */
export async function insertPickedReservation(
  db: Db,
  r: { assetId: number; activityId: number; warehouseId: number; by: number },
): Promise<void> {
  await db.execute(
    sql`insert into asset_reservations (asset_id, activity_id, warehouse_id, location_id, status, reserved_by, closed_by, closed_at)
        values (${r.assetId}, ${r.activityId}, ${r.warehouseId}, null, 'picked', ${r.by}, ${r.by}, now())`,
  );
}

/** Moves a requested load to building (it now holds stock). */
export async function markBuilding(db: Db, id: number): Promise<void> {
  await db.execute(sql`update activities set status = 'building', updated_at = now() where id = ${id}`);
}

/**
 * "Never in stock": no `put_away` event and no event on an inventory activity (stock moves
 * write their events on the warehouse's inventory activity), read through events_asset_idx.
 */
const neverInStock = sql`not exists (
  select 1 from events e where e.asset_id = a.id
    and (e.action = 'put_away' or e.activity_id in (select i.id from activities i where i.type = 'inventory')))`;

type ListRow = Omit<CrossDockedAsset, "receivedAt" | "crossDockedAt"> & {
  receivedAt: unknown;
  crossDockedAt: unknown;
};

/** The cross-docked asset rows of the load matching `where` (on alias `a`), in `tail`'s order and limit. */
async function crossDockedRows(db: Db, loadId: number, where: SQL, tail: SQL): Promise<CrossDockedAsset[]> {
  const rows = await rowsOf<ListRow>(
    db,
    sql`select a.id, a.barcode, a.serial_number as "serialNumber",
          (select p.name from product_assets pa join products p on p.id = pa.product_id
            where pa.asset_id = a.id order by pa.position, pa.id limit 1) as "productName",
          acc.name as "accountName", rin.slug as "inboundSlug", a.created_at as "receivedAt",
          r.closed_at as "crossDockedAt",
          nullif(concat_ws(' ', u.first_name, u.last_name), '') as "crossDockedBy",
          (select sum(pa.net_weight)::float8 from product_assets pa where pa.asset_id = a.id) as "netWeight"
        from assets a
        left join accounts acc on acc.id = a.account_id
        left join activities rin on rin.id = a.receiving_activity_id
        left join lateral (select r.closed_at, r.closed_by from asset_reservations r
          where r.asset_id = a.id and r.activity_id = ${loadId} and r.status = 'picked'
          order by r.id desc limit 1) r on true
        left join users u on u.id = r.closed_by
        where a.activity_id = ${loadId} and ${neverInStock} and ${where}
        ${tail}`,
  );
  return rows.map((r) => ({
    ...r,
    netWeight: r.netWeight === null ? null : Number(r.netWeight),
    receivedAt: iso(r.receivedAt),
    crossDockedAt: r.crossDockedAt === null ? null : iso(r.crossDockedAt),
  }));
}

/** One cross-docked asset of the load by id (the answer of a scan). */
export async function crossDockedAsset(
  db: Db,
  loadId: number,
  assetId: number,
): Promise<CrossDockedAsset | null> {
  const [row] = await crossDockedRows(db, loadId, sql`a.id = ${assetId}`, sql``);
  return row ?? null;
}

/** One page of the load's cross-docked assets (top-level and inside), newest first by default. */
export async function pageCrossDocked(
  db: Db,
  loadId: number,
  q: CrossDockedQuery,
): Promise<{ data: CrossDockedAsset[]; total: number }> {
  const search = q.search
    ? sql`(lower(a.barcode) like ${containsPattern(q.search)} or lower(a.serial_number) like ${containsPattern(q.search)})`
    : sql`true`;
  const direction = q.order === "asc" ? sql`asc` : sql`desc`;
  const [data, count] = await Promise.all([
    crossDockedRows(
      db,
      loadId,
      search,
      sql`order by coalesce(r.closed_at, a.updated_at) ${direction}, a.id ${direction}
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from assets a where a.activity_id = ${loadId} and ${neverInStock} and ${search}`,
    ),
  ]);
  return { data, total: Number(count[0]?.n ?? 0) };
}
