import type { ListingForFile, ListingToMatch, SalesHistoryRow } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

const ints = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;
const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Listed (unsold) assets of a listing, as a subquery. */
const listedCount = sql`(select count(*)::int from asset_reservations r where r.listing_id = l.id and r.status = 'listed')`;

/**
 * The eCommerce listings of the bulk-listing file, oldest first: those named, or without names the
 * listings of the status (and platform, when given). `limit` rows at most.
 */
export async function listingsForFile(
  db: Db,
  filter: { ids?: number[]; platform?: string; status: string },
  limit: number,
): Promise<(ListingForFile & { platform: string | null; status: string })[]> {
  const where = filter.ids
    ? sql`l.id = any(${ints(filter.ids)})`
    : sql`l.status = ${filter.status}${filter.platform ? sql` and l.platform = ${filter.platform}` : sql``}`;
  return rowsOf(
    db,
    sql`select l.id, l.reference, l.title, l.description, l.grade, l.price::float8 as price, l.platform,
          l.status, ${listedCount} as quantity
        from listings l
        where l.type = 'ecommerce' and ${where}
        order by l.id
        limit ${limit}`,
  );
}

/** Which of the ids are not eCommerce listings (unknown, or redeployment listings). */
export async function missingListings(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select x.id from unnest(${ints(ids)}) as x(id)
        where not exists (select 1 from listings l where l.id = x.id and l.type = 'ecommerce')
        order by x.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * The listings a report names, by reference on the platform or by id, locked (ordered by id) so
 * two imports of the same report cannot both sell; with their listed assets counted.
 */
export async function lockListingsToMatch(
  db: Db,
  platform: string,
  references: readonly string[],
  ids: readonly number[],
): Promise<(ListingToMatch & { platform: string | null })[]> {
  const locked = await rowsOf<Omit<ListingToMatch, "listed"> & { platform: string | null }>(
    db,
    sql`select l.id, l.title, l.reference, l.status, l.platform from listings l
        where l.type = 'ecommerce'
          and ((l.platform = ${platform} and l.reference = any(${texts(references)})) or l.id = any(${ints(ids)}))
        order by l.id for update`,
  );
  if (locked.length === 0) return [];
  const counts = await rowsOf<{ id: number; listed: number }>(
    db,
    sql`select l.id, ${listedCount} as listed from listings l where l.id = any(${ints(locked.map((l) => l.id))})`,
  );
  const listed = new Map(counts.map((c) => [c.id, c.listed]));
  return locked.map((l) => ({ ...l, listed: listed.get(l.id) ?? 0 }));
}

/** The (listing, order number) pairs already sold, of the listings given. */
export async function importedSales(
  db: Db,
  listingIds: readonly number[],
  orderNumbers: readonly string[],
): Promise<{ listingId: number; orderNumber: string }[]> {
  return rowsOf(
    db,
    sql`select distinct listing_id as "listingId", sale_reference as "orderNumber" from asset_reservations
        where listing_id = any(${ints(listingIds)}) and status = 'sold'
          and sale_reference = any(${texts(orderNumbers)})`,
  );
}

/**
 * Dates the sales of an order on a listing by the report's sale day (noon UTC, so the day is the
 * same in every time zone of the marketplace's reports) instead of the moment of the import.
 */
export async function dateSales(
  db: Db,
  sales: readonly { listingId: number; orderNumber: string; saleDate: string }[],
): Promise<void> {
  if (sales.length === 0) return;
  await db.execute(
    sql`update asset_reservations r set closed_at = (s.day::date + time '12:00') at time zone 'UTC'
        from unnest(${ints(sales.map((s) => s.listingId))}, ${texts(sales.map((s) => s.orderNumber))},
                    ${texts(sales.map((s) => s.saleDate))}) as s(listing_id, order_number, day)
        where r.listing_id = s.listing_id and r.sale_reference = s.order_number and r.status = 'sold'`,
  );
}

/** Listings locked for unlisting, ordered by id. */
export async function lockListings(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; title: string; status: string }[]> {
  return rowsOf(
    db,
    sql`select id, title, status from listings where id = any(${ints(ids)}) and type = 'ecommerce' order by id for update`,
  );
}

export async function endListings(db: Db, ids: readonly number[]): Promise<void> {
  await db.execute(
    sql`update listings set status = 'ended', ended_at = now(), updated_at = now() where id = any(${ints(ids)})`,
  );
}

export async function classById(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from product_classes where id = ${id}`,
  );
  return row ?? null;
}

/**
 * Sold listing assets of the class's products (the asset's first product) by month of sale and
 * the asset's grade, oldest month first. `from`/`to` are sale days (UTC), both included.
 */
export async function salesByMonthAndGrade(
  db: Db,
  classId: number,
  range: { from?: string; to?: string },
): Promise<SalesHistoryRow[]> {
  const rows = await rowsOf<{ month: string; grade: string | null; count: number; revenue: number }>(
    db,
    sql`select to_char(r.closed_at at time zone 'UTC', 'YYYY-MM') as month, a.grade,
          count(*)::int as count, sum(r.sale_price)::float8 as revenue
        from asset_reservations r
        join assets a on a.id = r.asset_id
        join lateral (select pa.product_id from product_assets pa where pa.asset_id = a.id
                      order by pa.position limit 1) p on true
        join products pr on pr.id = p.product_id
        where r.listing_id is not null and r.status = 'sold' and pr.class_id = ${classId}
          ${range.from ? sql`and r.closed_at >= (${range.from}::date) at time zone 'UTC'` : sql``}
          ${range.to ? sql`and r.closed_at < (${range.to}::date + 1) at time zone 'UTC'` : sql``}
        group by 1, 2
        order by 1, 2 nulls last`,
  );
  return rows.map((r) => ({
    ...r,
    revenue: Math.round(r.revenue * 100) / 100,
    averagePrice: Math.round((r.revenue / r.count) * 100) / 100,
  }));
}
