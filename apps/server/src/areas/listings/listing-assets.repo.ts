import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { reservationHolder } from "../inventory/picking.service";

/** A listing as its asset actions read it, locked for the change. */
export type ListingHead = {
  id: number;
  title: string;
  type: string;
  platform: string | null;
  status: string;
  price: number | null;
  productId: number | null;
  grade: string | null;
  accountId: number | null;
  warehouseId: number | null;
};

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function listingHead(db: Db, id: number, lock = true): Promise<ListingHead | null> {
  const [row] = await rowsOf<ListingHead>(
    db,
    sql`select id, title, type, platform, status, price, product_id as "productId", grade,
          account_id as "accountId", warehouse_id as "warehouseId"
        from listings where id = ${id}${lock ? sql` for update` : sql``}`,
  );
  return row ? { ...row, price: num(row.price) } : null;
}

/** Locks these assets (`for update`, in id order, so concurrent writers queue the same way). */
export async function lockAssets(db: Db, where: SQL): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from assets a where ${where} order by id for update`,
  );
  return rows.map((r) => Number(r.id));
}

export const lockAssetIds = (db: Db, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : lockAssets(db, sql`a.id = any(${sql.param(ids)}::int[])`);
export const lockAssetBarcodes = (db: Db, barcodes: string[]) =>
  barcodes.length === 0
    ? Promise.resolve([])
    : lockAssets(db, sql`a.barcode = any(${sql.param(barcodes)}::text[])`);

/** What a listing-asset action checks of an asset: where it is, its hold, its holder, its row on this listing. */
export type ListingAssetFacts = {
  id: number;
  barcode: string;
  closed: boolean;
  activityId: number | null;
  activityType: string | null;
  warehouseId: number | null;
  locationId: number | null;
  accountId: number | null;
  grade: string | null;
  floorPrice: number | null;
  productId: number | null;
  holdType: string | null;
  reservedFor: string | null;
  /** Its latest reservation on this listing (listed or sold first). */
  reservationId: number | null;
  status: "listed" | "sold" | "released" | null;
};

/** The facts of these (locked) assets for an action on this listing. */
export async function assetFacts(
  db: Db,
  listingId: number,
  assetIds: number[],
): Promise<ListingAssetFacts[]> {
  if (assetIds.length === 0) return [];
  const rows = await rowsOf<ListingAssetFacts>(
    db,
    sql`with lr as (
          select distinct on (r.asset_id) r.asset_id, r.id, r.status from asset_reservations r
          where r.listing_id = ${listingId} and r.asset_id = any(${sql.param(assetIds)}::int[])
          order by r.asset_id, (r.status <> 'released') desc, r.id desc)
        select a.id, a.barcode, a.closed_at is not null as closed, a.activity_id as "activityId",
          act.type as "activityType", act.warehouse_id as "warehouseId", a.location_id as "locationId",
          a.account_id as "accountId", a.grade, a.floor_price as "floorPrice",
          (select pa.product_id from product_assets pa where pa.asset_id = a.id order by pa.position, pa.id limit 1) as "productId",
          (select h.type from asset_holds h where h.asset_id = a.id and h.status = 'active' order by h.id limit 1) as "holdType",
          ${reservationHolder(sql`a.id`)} as "reservedFor",
          lr.id as "reservationId", lr.status
        from assets a
        left join activities act on act.id = a.activity_id
        left join lr on lr.asset_id = a.id
        where a.id = any(${sql.param(assetIds)}::int[])
        order by a.id`,
  );
  return rows.map((r) => ({ ...r, floorPrice: num(r.floorPrice) }));
}

export type Sale = {
  reservationId: number;
  assetId: number;
  salePrice: number;
  buyer: string | null;
  saleReference: string | null;
  note: string;
};

/** Listed → sold (closed now by the actor) and the asset leaves stock with its note. */
export async function markSold(db: Db, sales: Sale[], actorId: number): Promise<void> {
  if (sales.length === 0) return;
  const col = <T>(f: (s: Sale) => T) => sql.param(sales.map(f));
  await db.execute(sql`
    update asset_reservations r set status = 'sold', sale_price = s.price, buyer = s.buyer,
      sale_reference = s.ref, closed_at = now(), closed_by = ${actorId}
    from unnest(${col((s) => s.reservationId)}::int[], ${col((s) => s.salePrice)}::numeric[],
      ${col((s) => s.buyer)}::text[], ${col((s) => s.saleReference)}::text[]) as s(id, price, buyer, ref)
    where r.id = s.id`);
  await db.execute(sql`
    update assets a set closed_at = now(), closed_note = s.note, updated_at = now()
    from unnest(${col((s) => s.assetId)}::int[], ${col((s) => s.note)}::text[]) as s(id, note)
    where a.id = s.id`);
}

/** Sold → listed (sale cleared) and the asset back in stock. */
export async function markUnsold(db: Db, reservationIds: number[], assetIds: number[]): Promise<void> {
  if (reservationIds.length === 0) return;
  await db.execute(sql`
    update asset_reservations set status = 'listed', sale_price = null, buyer = null, sale_reference = null,
      closed_at = null, closed_by = null
    where id = any(${sql.param(reservationIds)}::int[])`);
  await db.execute(sql`
    update assets set closed_at = null, closed_note = null, updated_at = now()
    where id = any(${sql.param(assetIds)}::int[])`);
}

/** Listed → released (closed now by the actor); the asset stays in stock. */
export async function release(db: Db, reservationIds: number[], actorId: number): Promise<void> {
  if (reservationIds.length === 0) return;
  await db.execute(sql`
    update asset_reservations set status = 'released', closed_at = now(), closed_by = ${actorId}
    where id = any(${sql.param(reservationIds)}::int[]) and status = 'listed'`);
}

export type NewListingAsset = { assetId: number; warehouseId: number; locationId: number | null };

/** Puts these assets on the listing (status listed). */
export async function insertListed(
  db: Db,
  listingId: number,
  rows: NewListingAsset[],
  actorId: number,
): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(f: (r: NewListingAsset) => T) => sql.param(rows.map(f));
  await db.execute(sql`
    insert into asset_reservations (asset_id, listing_id, warehouse_id, location_id, status, reserved_by)
    select s.asset_id, ${listingId}, s.warehouse_id, s.location_id, 'listed', ${actorId}
    from unnest(${col((r) => r.assetId)}::int[], ${col((r) => r.warehouseId)}::int[],
      ${col((r) => r.locationId)}::int[]) as s(asset_id, warehouse_id, location_id)`);
}

/** The listing's listed (unsold) assets, oldest listed first, up to `limit`. */
export async function listedOf(
  db: Db,
  listingId: number,
  limit: number | null,
): Promise<{ assetId: number; barcode: string }[]> {
  const rows = await rowsOf<{ assetId: number; barcode: string }>(
    db,
    sql`select r.asset_id as "assetId", a.barcode from asset_reservations r join assets a on a.id = r.asset_id
        where r.listing_id = ${listingId} and r.status = 'listed'
        order by r.reserved_at, r.id${limit === null ? sql`` : sql` limit ${limit}`}`,
  );
  return rows.map((r) => ({ assetId: Number(r.assetId), barcode: r.barcode }));
}

/** How many of the listing's assets are listed and sold. */
export async function countsOf(db: Db, listingId: number): Promise<{ listed: number; sold: number }> {
  const [row] = await rowsOf<{ listed: number; sold: number }>(
    db,
    sql`select count(*) filter (where status = 'listed')::int as listed, count(*) filter (where status = 'sold')::int as sold
        from asset_reservations where listing_id = ${listingId}`,
  );
  return { listed: Number(row?.listed ?? 0), sold: Number(row?.sold ?? 0) };
}

export async function setListingStatus(db: Db, id: number, status: string): Promise<void> {
  await db.execute(sql`update listings set status = ${status}, updated_at = now() where id = ${id}`);
}

/** The ids of these barcodes (upper case), unlocked. */
export async function assetIdsOf(db: Db, barcodes: string[]): Promise<Map<string, number>> {
  if (barcodes.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; barcode: string }>(
    db,
    sql`select id, barcode from assets where barcode = any(${sql.param(barcodes)}::text[])`,
  );
  return new Map(rows.map((r) => [r.barcode, Number(r.id)]));
}

type ListingAssetRow = {
  id: number;
  listingId: number;
  assetId: number;
  barcode: string;
  serialNumber: string | null;
  productName: string | null;
  grade: string | null;
  floorPrice: unknown;
  status: "listed" | "sold" | "released";
  salePrice: unknown;
  buyer: string | null;
  saleReference: string | null;
  reservedAt: unknown;
  reservedBy: string | null;
  closedAt: unknown;
  closedBy: string | null;
  listingTitle: string;
  listingStatus: string;
  platform: string | null;
};

const listingAssetSelect = sql`
  select r.id, r.listing_id as "listingId", r.asset_id as "assetId", a.barcode, a.serial_number as "serialNumber",
    (select p.name from product_assets pa join products p on p.id = pa.product_id
      where pa.asset_id = a.id order by pa.position, pa.id limit 1) as "productName",
    a.grade, a.floor_price as "floorPrice", r.status, r.sale_price as "salePrice", r.buyer,
    r.sale_reference as "saleReference", r.reserved_at as "reservedAt",
    nullif(concat_ws(' ', ub.first_name, ub.last_name), '') as "reservedBy",
    r.closed_at as "closedAt", nullif(concat_ws(' ', uc.first_name, uc.last_name), '') as "closedBy",
    l.title as "listingTitle", l.status as "listingStatus", l.platform
  from asset_reservations r
  join assets a on a.id = r.asset_id
  join listings l on l.id = r.listing_id
  left join users ub on ub.id = r.reserved_by
  left join users uc on uc.id = r.closed_by`;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

function toListingAsset(r: ListingAssetRow) {
  return {
    id: Number(r.id),
    listingId: Number(r.listingId),
    assetId: Number(r.assetId),
    barcode: r.barcode,
    serialNumber: r.serialNumber,
    productName: r.productName,
    grade: r.grade,
    floorPrice: num(r.floorPrice),
    status: r.status,
    salePrice: num(r.salePrice),
    buyer: r.buyer,
    saleReference: r.saleReference,
    reservedAt: iso(r.reservedAt) as string,
    reservedBy: r.reservedBy,
    closedAt: iso(r.closedAt),
    closedBy: r.closedBy,
    listingTitle: r.listingTitle,
    listingStatus: r.listingStatus,
    platform: r.platform,
  };
}
export type ListingAssetRecord = ReturnType<typeof toListingAsset>;
const plain = ({ listingTitle: _t, listingStatus: _s, platform: _p, ...rest }: ListingAssetRecord) => rest;

/** The listing's latest row of this asset (listed or sold first). */
export async function listingAssetOf(db: Db, listingId: number, assetId: number) {
  const [row] = await rowsOf<ListingAssetRow>(
    db,
    sql`${listingAssetSelect} where r.listing_id = ${listingId} and r.asset_id = ${assetId}
        order by (r.status <> 'released') desc, r.id desc limit 1`,
  );
  return row ? plain(toListingAsset(row)) : null;
}

export async function pageListingAssets(
  db: Db,
  listingId: number,
  q: { status?: string; page: number; pageSize: number; order: "asc" | "desc"; search?: string },
) {
  const where = [sql`r.listing_id = ${listingId}`];
  if (q.status) where.push(sql`r.status = ${q.status}`);
  if (q.search)
    where.push(sql`a.barcode like ${`%${q.search.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const filter = sql.join(where, sql` and `);
  const rows = await rowsOf<ListingAssetRow>(
    db,
    sql`${listingAssetSelect} where ${filter} order by r.id ${sql.raw(q.order)}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from asset_reservations r join assets a on a.id = r.asset_id where ${filter}`,
  );
  const counts = await countsByStatus(db, listingId);
  return { data: rows.map((r) => plain(toListingAsset(r))), total: Number(count?.n ?? 0), counts };
}

export async function countsByStatus(db: Db, listingId: number) {
  const [row] = await rowsOf<{ listed: number; sold: number; released: number }>(
    db,
    sql`select count(*) filter (where status = 'listed')::int as listed, count(*) filter (where status = 'sold')::int as sold,
          count(*) filter (where status = 'released')::int as released
        from asset_reservations where listing_id = ${listingId}`,
  );
  return {
    listed: Number(row?.listed ?? 0),
    sold: Number(row?.sold ?? 0),
    released: Number(row?.released ?? 0),
  };
}

/** An asset by barcode with what the asset page shows. */
export async function assetByBarcode(db: Db, barcode: string) {
  const [row] = await rowsOf<{
    id: number;
    barcode: string;
    serialNumber: string | null;
    productName: string | null;
    grade: string | null;
    floorPrice: unknown;
    inStock: boolean;
    heldBy: string | null;
  }>(
    db,
    sql`select a.id, a.barcode, a.serial_number as "serialNumber",
          (select p.name from product_assets pa join products p on p.id = pa.product_id
            where pa.asset_id = a.id order by pa.position, pa.id limit 1) as "productName",
          a.grade, a.floor_price as "floorPrice",
          (a.closed_at is null and act.type = 'inventory') as "inStock",
          ${reservationHolder(sql`a.id`)} as "heldBy"
        from assets a left join activities act on act.id = a.activity_id where a.barcode = ${barcode}`,
  );
  return row
    ? { ...row, id: Number(row.id), inStock: Boolean(row.inStock), floorPrice: num(row.floorPrice) }
    : null;
}

/** Every listing row of the asset, newest first. */
export async function listingHistoryOf(db: Db, assetId: number): Promise<ListingAssetRecord[]> {
  const rows = await rowsOf<ListingAssetRow>(
    db,
    sql`${listingAssetSelect} where r.asset_id = ${assetId} order by r.id desc limit 200`,
  );
  return rows.map(toListingAsset);
}

/** The job by slug (id) for the ITAD reserved page. */
export async function activityIdOf(db: Db, slug: string): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from activities where slug = ${slug}`);
  return row ? Number(row.id) : null;
}

/**
 * What listings (listed, sold) and redeployment orders (open reservations of their loads) hold of
 * the devices of this job: worked on it (work assets), received on it or its load, or in it now.
 */
export async function jobDeviceHolds(db: Db, activityId: number) {
  const rows = await rowsOf<{
    barcode: string;
    serialNumber: string | null;
    productName: string | null;
    grade: string | null;
    listingId: number | null;
    listingTitle: string | null;
    orderId: number | null;
    orderSlug: string | null;
    status: string;
    since: unknown;
  }>(
    db,
    sql`select a.barcode, a.serial_number as "serialNumber",
          (select p.name from product_assets pa join products p on p.id = pa.product_id
            where pa.asset_id = a.id order by pa.position, pa.id limit 1) as "productName",
          a.grade, r.listing_id as "listingId", l.title as "listingTitle", ro.id as "orderId", o.slug as "orderSlug",
          r.status, coalesce(r.closed_at, r.reserved_at) as since
        from asset_reservations r
        join assets a on a.id = r.asset_id
        left join listings l on l.id = r.listing_id
        left join activities o on o.id = r.activity_id
        left join redeployment_orders ro on ro.outbound_activity_id = r.activity_id
        where (a.receiving_activity_id in (select x.id from activities x where x.id = ${activityId}
                 union select x.load_id from activities x where x.id = ${activityId} and x.load_id is not null)
            or a.activity_id = ${activityId}
            or exists (select 1 from work_assets w where w.asset_id = a.id and w.activity_id = ${activityId}))
          and ((r.listing_id is not null and r.status in ('listed', 'sold'))
            or (ro.id is not null and r.status in ('reserved', 'picked')))
        order by r.id desc limit 500`,
  );
  return rows.map((r) => ({
    barcode: r.barcode,
    serialNumber: r.serialNumber,
    productName: r.productName,
    grade: r.grade,
    holderKind: (r.listingId !== null ? "listing" : "redeployment_order") as "listing" | "redeployment_order",
    holder:
      r.listingId !== null
        ? `listing #${r.listingId} (${r.listingTitle})`
        : `redeployment order #${r.orderId} (${r.orderSlug})`,
    listingId: r.listingId === null ? null : Number(r.listingId),
    redeploymentOrderId: r.orderId === null ? null : Number(r.orderId),
    status: r.status,
    since: iso(r.since) as string,
  }));
}
