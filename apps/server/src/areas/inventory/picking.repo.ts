import type { Reservation } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

/** An order stock can be reserved for: its type, status and warehouse. */
export type OrderRow = { id: number; slug: string; type: string; status: string; warehouseId: number | null };

export async function activityBySlug(db: Db, slug: string, lock = false): Promise<OrderRow | null> {
  const [row] = await rowsOf<OrderRow>(
    db,
    sql`select id, slug, type, status, warehouse_id as "warehouseId" from activities where slug = ${slug}${lock ? sql` for update` : sql``}`,
  );
  return row ?? null;
}

/** Sets an activity's status (the caller records the event). */
export async function setActivityStatus(db: Db, id: number, status: string): Promise<void> {
  await db.execute(sql`update activities set status = ${status}, updated_at = now() where id = ${id}`);
}

/** The id and short name of a warehouse's inventory activity (`<short name>-inventory`). */
export async function inventoryActivityOf(
  db: Db,
  warehouseId: number,
): Promise<{ id: number; shortName: string } | null> {
  const [row] = await rowsOf<{ id: number; shortName: string }>(
    db,
    sql`select a.id, w.short_name as "shortName" from activities a join warehouses w on w.id = a.warehouse_id
        where a.type = 'inventory' and a.warehouse_id = ${warehouseId} order by a.id limit 1`,
  );
  return row ?? null;
}

/** What a reservation checks of an asset, locked for the change. */
export type CandidateRow = {
  id: number;
  barcode: string;
  closed: boolean;
  activityId: number | null;
  activityType: string | null;
  warehouseId: number | null;
  warehouseShortName: string | null;
  locationId: number | null;
  holdType: string | null;
  reservedFor: string | null;
};

/**
 * Who holds the asset's open reservation, in words for a refusal: an order's slug, a redeployment
 * order with its load, or a listing with its title; null when nothing holds it. One open
 * reservation per asset (reserved by an order or listed by a listing), whoever holds it.
 */
export const reservationHolder = (assetId: SQL) => sql`(
  select case
    when r.listing_id is not null then 'listing #' || l.id || ' (' || l.title || ')'
    when ro.id is not null then 'redeployment order #' || ro.id || ' (' || o.slug || ')'
    else o.slug end
  from asset_reservations r
  left join activities o on o.id = r.activity_id
  left join listings l on l.id = r.listing_id
  left join redeployment_orders ro on ro.outbound_activity_id = r.activity_id
  where r.asset_id = ${assetId} and r.status in ('reserved', 'listed')
  order by ro.id limit 1)`;

/** These assets (by upper-case barcode), locked, with their activity, active hold and open reservation. */
export async function reservationCandidates(db: Db, barcodes: string[]): Promise<CandidateRow[]> {
  if (barcodes.length === 0) return [];
  const locked = await rowsOf<{ id: number }>(
    db,
    sql`select id from assets where barcode = any(${sql.param(barcodes)}::text[]) order by id for update`,
  );
  if (locked.length === 0) return [];
  return rowsOf<CandidateRow>(
    db,
    sql`select a.id, a.barcode, a.closed_at is not null as closed, a.activity_id as "activityId",
          act.type as "activityType", act.warehouse_id as "warehouseId", w.short_name as "warehouseShortName",
          a.location_id as "locationId",
          (select h.type from asset_holds h where h.asset_id = a.id and h.status = 'active' order by h.id limit 1) as "holdType",
          ${reservationHolder(sql`a.id`)} as "reservedFor"
        from assets a
        left join activities act on act.id = a.activity_id
        left join warehouses w on w.id = act.warehouse_id
        where a.id = any(${sql.param(locked.map((r) => r.id))}::int[])`,
  );
}

/** Whether this user id is an active operator (a picker can be assigned). */
export async function isActiveOperator(db: Db, userId: number): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select true as ok from users where id = ${userId} and active and 'smr_user' = any(entitlements)`,
  );
  return row !== undefined;
}

/** A user's warehouse (null when they have none); undefined when there is no such user. */
export async function warehouseOfUser(db: Db, userId: number): Promise<number | null | undefined> {
  const [row] = await rowsOf<{ warehouseId: number | null }>(
    db,
    sql`select warehouse_id as "warehouseId" from users where id = ${userId} and 'smr_user' = any(entitlements)`,
  );
  return row === undefined ? undefined : row.warehouseId;
}

export type NewReservation = {
  assetId: number;
  activityId: number;
  warehouseId: number;
  locationId: number | null;
  assignedTo: number | null;
  reservedBy: number;
};

export async function insertReservations(db: Db, list: NewReservation[]): Promise<number[]> {
  if (list.length === 0) return [];
  const col = <T>(f: (r: NewReservation) => T) => sql.param(list.map(f));
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into asset_reservations (asset_id, activity_id, warehouse_id, location_id, assigned_to, reserved_by)
        select * from unnest(${col((r) => r.assetId)}::int[], ${col((r) => r.activityId)}::int[],
          ${col((r) => r.warehouseId)}::int[], ${col((r) => r.locationId)}::int[],
          ${col((r) => r.assignedTo)}::int[], ${col((r) => r.reservedBy)}::int[])
        returning id`,
  );
  return rows.map((r) => r.id);
}

/** Assigns the activity's open reservations to a picker; answers how many. */
export async function assignOpenReservations(db: Db, activityId: number, userId: number): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update asset_reservations set assigned_to = ${userId}
        where activity_id = ${activityId} and status = 'reserved' returning id`,
  );
  return rows.length;
}

type ReservationRow = {
  id: number;
  assetId: number;
  barcode: string;
  serialNumber: string | null;
  productName: string | null;
  accountName: string | null;
  activitySlug: string;
  activityType: string;
  locationId: number | null;
  locationBarcode: string | null;
  assignedToId: number | null;
  assignedToName: string | null;
  status: Reservation["status"];
  shortReason: Reservation["shortReason"];
  note: string | null;
  reservedById: number | null;
  reservedByName: string | null;
  reservedAt: unknown;
  closedById: number | null;
  closedByName: string | null;
  closedAt: unknown;
};

const reservationSelect = sql`
  select r.id, r.asset_id as "assetId", a.barcode, a.serial_number as "serialNumber",
    (select p.name from product_assets pa join products p on p.id = pa.product_id
      where pa.asset_id = a.id order by pa.position, pa.id limit 1) as "productName",
    acc.name as "accountName", o.slug as "activitySlug", o.type as "activityType",
    r.location_id as "locationId", l.barcode as "locationBarcode",
    r.assigned_to as "assignedToId", nullif(concat_ws(' ', ua.first_name, ua.last_name), '') as "assignedToName",
    r.status, r.short_reason as "shortReason", r.note,
    r.reserved_by as "reservedById", nullif(concat_ws(' ', ub.first_name, ub.last_name), '') as "reservedByName",
    r.reserved_at as "reservedAt",
    r.closed_by as "closedById", nullif(concat_ws(' ', uc.first_name, uc.last_name), '') as "closedByName",
    r.closed_at as "closedAt"
  from asset_reservations r
  join assets a on a.id = r.asset_id
  join activities o on o.id = r.activity_id
  left join accounts acc on acc.id = a.account_id
  left join locations l on l.id = r.location_id
  left join users ua on ua.id = r.assigned_to
  left join users ub on ub.id = r.reserved_by
  left join users uc on uc.id = r.closed_by`;

/** Barcode paths (outermost ancestor first) of these locations, by id. */
export async function locationPaths(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; path: string[] }>(
    db,
    sql`with recursive up(start_id, id, parent_id, barcode, depth) as (
          select l.id, l.id, l.parent_id, l.barcode, 0 from locations l where l.id = any(${sql.param(unique)}::int[])
          union all
          select up.start_id, p.id, p.parent_id, p.barcode, up.depth + 1
          from locations p join up on p.id = up.parent_id where up.depth < 30
        )
        select start_id as id, array_agg(barcode order by depth desc) as path from up group by start_id`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.path]));
}

function userRef(id: number | null, name: string | null) {
  return id === null ? null : { id, name: name ?? "" };
}

async function answersOf(db: Db, rows: ReservationRow[]): Promise<Reservation[]> {
  const paths = await locationPaths(
    db,
    rows.flatMap((r) => (r.locationId === null ? [] : [r.locationId])),
  );
  return rows.map((r) => ({
    id: r.id,
    assetId: r.assetId,
    barcode: r.barcode,
    serialNumber: r.serialNumber,
    productName: r.productName,
    accountName: r.accountName,
    activitySlug: r.activitySlug,
    activityType: r.activityType,
    location:
      r.locationId === null
        ? null
        : {
            id: r.locationId,
            barcode: r.locationBarcode ?? "",
            path: paths.get(r.locationId) ?? [r.locationBarcode ?? ""],
          },
    assignedTo: userRef(r.assignedToId, r.assignedToName),
    status: r.status,
    shortReason: r.shortReason,
    note: r.note,
    reservedBy: userRef(r.reservedById, r.reservedByName),
    reservedAt: iso(r.reservedAt),
    closedBy: userRef(r.closedById, r.closedByName),
    closedAt: isoOrNull(r.closedAt),
  }));
}

/** Reservations by id, as API answers, in the order of `ids`. */
export async function reservationsByIds(db: Db, ids: number[]): Promise<Reservation[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<ReservationRow>(
    db,
    sql`${reservationSelect} where r.id = any(${sql.param(ids)}::int[])`,
  );
  const answers = await answersOf(db, rows);
  const byId = new Map(answers.map((a) => [a.id, a]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An order's reservations, newest first, one page, with its counts by status. */
export async function pageReservationsOfActivity(
  db: Db,
  activityId: number,
  q: { status: string; page: number; pageSize: number },
): Promise<{ data: Reservation[]; total: number; counts: Record<string, number> }> {
  const byStatus = q.status === "all" ? sql`` : sql` and r.status = ${q.status}`;
  const rows = await rowsOf<ReservationRow>(
    db,
    sql`${reservationSelect} where r.activity_id = ${activityId}${byStatus}
        order by r.reserved_at desc, r.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const counts = await rowsOf<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from asset_reservations where activity_id = ${activityId} group by status`,
  );
  const countMap = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
  const total =
    q.status === "all" ? Object.values(countMap).reduce((a, b) => a + b, 0) : (countMap[q.status] ?? 0);
  return { data: await answersOf(db, rows), total, counts: countMap };
}

/** Whose pick list: what is assigned to the user anywhere, and what nobody has in their warehouse (none: only their own). */
export type PickerScope = { userId: number; warehouseId: number | null };

function onListOf(scope: PickerScope, alias = "r"): SQL {
  const r = sql.raw(alias);
  return scope.warehouseId === null
    ? sql`${r}.assigned_to = ${scope.userId}`
    : sql`(${r}.assigned_to = ${scope.userId} or (${r}.assigned_to is null and ${r}.warehouse_id = ${scope.warehouseId}))`;
}

/** The open reservations on a pick list: id, asset barcode and location (the walking order reads these). */
export async function pickListEntries(
  db: Db,
  scope: PickerScope,
): Promise<{ id: number; barcode: string; locationId: number | null }[]> {
  return rowsOf(
    db,
    sql`select r.id, a.barcode, r.location_id as "locationId"
        from asset_reservations r join assets a on a.id = r.asset_id
        where r.status = 'reserved' and ${onListOf(scope)}`,
  );
}

/**
 * How the pick list's orders stand: reservations of the orders that still have something on the
 * list, counted by status (the picker's progress through the list's orders).
 */
export async function pickListProgress(db: Db, scope: PickerScope): Promise<Record<string, number>> {
  const rows = await rowsOf<{ status: string; n: number }>(
    db,
    sql`select r.status, count(*)::int as n from asset_reservations r
        where ${onListOf(scope)} and r.status <> 'released'
          and exists (select 1 from asset_reservations r2 where r2.activity_id = r.activity_id
            and r2.status = 'reserved' and ${onListOf(scope, "r2")})
        group by r.status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The open reservation of an asset (by barcode) on a pick list, locked; null when it is not on the list. */
export async function openReservationOnList(
  db: Db,
  scope: PickerScope,
  assetId: number,
): Promise<{ id: number; activityId: number; locationId: number | null } | null> {
  const [row] = await rowsOf<{ id: number; activityId: number; locationId: number | null }>(
    db,
    sql`select r.id, r.activity_id as "activityId", r.location_id as "locationId" from asset_reservations r
        where r.asset_id = ${assetId} and r.status = 'reserved' and ${onListOf(scope)} for update`,
  );
  return row ?? null;
}

type LockedReservation = {
  id: number;
  assetId: number;
  barcode: string;
  assetActivityId: number | null;
  status: string;
  onList: boolean;
};

/** A reservation by id, locked, with whether it is on this pick list. */
export async function reservationForUpdate(
  db: Db,
  id: number,
  scope: PickerScope,
): Promise<LockedReservation | null> {
  const [row] = await rowsOf<LockedReservation>(
    db,
    sql`select r.id, r.asset_id as "assetId", a.barcode, a.activity_id as "assetActivityId", r.status,
          (${onListOf(scope)}) as "onList"
        from asset_reservations r join assets a on a.id = r.asset_id where r.id = ${id} for update of r`,
  );
  return row ?? null;
}

/** The open reservation of an asset for an order, locked. */
export async function openReservationFor(
  db: Db,
  activityId: number,
  barcode: string,
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select r.id from asset_reservations r join assets a on a.id = r.asset_id
        where r.activity_id = ${activityId} and a.barcode = ${barcode} and r.status = 'reserved' for update of r`,
  );
  return row?.id ?? null;
}

/** Closes a reservation: picked, short (with the reason and note) or released. */
export async function closeReservation(
  db: Db,
  id: number,
  change: {
    status: "picked" | "short" | "released";
    shortReason?: string | null;
    note?: string | null;
    by: number;
  },
): Promise<void> {
  await db.execute(
    sql`update asset_reservations set status = ${change.status}, short_reason = ${change.shortReason ?? null},
          note = coalesce(${change.note ?? null}, note), closed_by = ${change.by}, closed_at = now()
        where id = ${id}`,
  );
}

/** An asset and everything inside it, at any depth, with where each is now. */
export async function assetTree(
  db: Db,
  assetId: number,
): Promise<{ id: number; barcode: string; activityId: number | null; locationBarcode: string | null }[]> {
  return rowsOf(
    db,
    sql`with recursive tree(id, depth) as (
          select id, 0 from assets where id = ${assetId}
          union
          select c.id, tree.depth + 1 from assets c join tree on c.parent_id = tree.id where tree.depth < 50
        )
        select a.id, a.barcode, a.activity_id as "activityId", l.barcode as "locationBarcode"
        from tree join assets a on a.id = tree.id left join locations l on l.id = a.location_id
        order by tree.depth, a.id`,
  );
}

/** Moves assets to an activity and off any location (picked for an order). */
export async function moveToActivity(db: Db, ids: number[], activityId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update assets set activity_id = ${activityId}, location_id = null, updated_at = now()
        where id = any(${sql.param(ids)}::int[])`,
  );
}

/** Slugs of activities by id. */
export async function slugsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; slug: string }>(
    db,
    sql`select id, slug from activities where id = any(${sql.param([...new Set(ids)])}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.slug]));
}
