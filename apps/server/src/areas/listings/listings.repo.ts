import type { ListingSummary, ListingsQuery } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, rowsOf } from "../../db/paging";

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The cutline of a product's class and grade, with the class's name. */
export async function cutlineOf(
  db: Db,
  productId: number,
  grade: string,
): Promise<{ minPrice: number; className: string; grade: string } | null> {
  const [row] = await rowsOf<{ minPrice: string; className: string; grade: string }>(
    db,
    sql`select c.min_price as "minPrice", pc.name as "className", c.grade
        from products p join product_classes pc on pc.id = p.class_id
        join ecommerce_cutlines c on c.class_id = pc.id and c.grade = ${grade}
        where p.id = ${productId}`,
  );
  return row ? { ...row, minPrice: Number(row.minPrice) } : null;
}

/** The floor prices of the listing's listed assets (a hand-picked set's floor is the highest). */
export async function listedFloorPrices(db: Db, listingId: number): Promise<(number | null)[]> {
  const rows = await rowsOf<{ floor: string | null }>(
    db,
    sql`select a.floor_price as floor from asset_reservations r join assets a on a.id = r.asset_id
        where r.listing_id = ${listingId} and r.status = 'listed'`,
  );
  return rows.map((r) => num(r.floor));
}

export const exists = async (db: Db, table: "products" | "accounts" | "warehouses", id: number) =>
  (await rowsOf(db, sql`select 1 from ${sql.identifier(table)} where id = ${id}`)).length > 0;

/** How many assets the listing ever had (any status). */
export async function assetsEver(db: Db, listingId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from asset_reservations where listing_id = ${listingId}`,
  );
  return Number(row?.n ?? 0);
}

export type ListingValues = {
  type: string;
  platform: string | null;
  title: string;
  description: string | null;
  productId: number | null;
  grade: string | null;
  accountId: number | null;
  warehouseId: number | null;
  price: number | null;
  reference: string | null;
  status: string;
};

export async function insertListing(db: Db, v: ListingValues, createdBy: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into listings (type, platform, title, description, product_id, grade, account_id, warehouse_id,
          price, reference, status, listed_at, created_by)
        values (${v.type}, ${v.platform}, ${v.title}, ${v.description}, ${v.productId}, ${v.grade}, ${v.accountId},
          ${v.warehouseId}, ${v.price}, ${v.reference}, ${v.status},
          ${v.status === "listed" ? sql`now()` : sql`null`}, ${createdBy})
        returning id`,
  );
  return Number(row?.id);
}

const COLUMNS: Record<string, string> = {
  platform: "platform",
  title: "title",
  description: "description",
  productId: "product_id",
  grade: "grade",
  accountId: "account_id",
  warehouseId: "warehouse_id",
  price: "price",
  reference: "reference",
  status: "status",
};

/** Writes the changed fields; listed sets listed_at (first time), ended sets ended_at. */
export async function updateListing(db: Db, id: number, changes: Partial<ListingValues>): Promise<void> {
  const sets: SQL[] = Object.entries(changes)
    .filter(([k, v]) => COLUMNS[k] && v !== undefined)
    .map(([k, v]) => sql`${sql.identifier(COLUMNS[k] as string)} = ${v}`);
  if (changes.status === "listed") sets.push(sql`listed_at = coalesce(listed_at, now())`);
  if (changes.status === "ended") sets.push(sql`ended_at = now()`);
  sets.push(sql`updated_at = now()`);
  await db.execute(sql`update listings set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

export async function deleteListing(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from listings where id = ${id}`);
}

type Row = {
  id: number;
  type: string;
  platform: string | null;
  title: string;
  description: string | null;
  productId: number | null;
  productName: string | null;
  grade: string | null;
  accountId: number | null;
  accountName: string | null;
  warehouseId: number | null;
  warehouseShortName: string | null;
  price: string | null;
  cutline: string | null;
  className: string | null;
  assetFloor: string | null;
  status: ListingSummary["status"];
  reference: string | null;
  quantity: number;
  sold: number;
  released: number;
  soldTotal: string | null;
  listedAt: unknown;
  endedAt: unknown;
  createdAt: unknown;
  updatedAt: unknown;
  createdBy: string | null;
  total?: number;
};

const select = sql`
  select l.id, l.type, l.platform, l.title, l.description, l.product_id as "productId", p.name as "productName",
    l.grade, l.account_id as "accountId", acc.name as "accountName", l.warehouse_id as "warehouseId",
    w.short_name as "warehouseShortName", l.price,
    cut.min_price as cutline, pc.name as "className", n.asset_floor as "assetFloor",
    l.status, l.reference, coalesce(n.listed, 0)::int as quantity, coalesce(n.sold, 0)::int as sold,
    coalesce(n.released, 0)::int as released, n.sold_total as "soldTotal",
    l.listed_at as "listedAt", l.ended_at as "endedAt", l.created_at as "createdAt", l.updated_at as "updatedAt",
    nullif(concat_ws(' ', u.first_name, u.last_name), '') as "createdBy"
  from listings l
  left join products p on p.id = l.product_id
  left join product_classes pc on pc.id = p.class_id
  left join ecommerce_cutlines cut on cut.class_id = pc.id and cut.grade = l.grade
  left join accounts acc on acc.id = l.account_id
  left join warehouses w on w.id = l.warehouse_id
  left join users u on u.id = l.created_by
  left join lateral (
    select count(*) filter (where r.status = 'listed') as listed, count(*) filter (where r.status = 'sold') as sold,
      count(*) filter (where r.status = 'released') as released, sum(r.sale_price) as sold_total,
      max(a.floor_price) filter (where r.status = 'listed') as asset_floor
    from asset_reservations r join assets a on a.id = r.asset_id where r.listing_id = l.id) n on true`;

function toListing(r: Row) {
  const cutline = num(r.cutline);
  const handPicked = r.productId === null && r.grade === null;
  const floor = cutline !== null ? cutline : handPicked ? num(r.assetFloor) : null;
  return {
    id: Number(r.id),
    type: r.type,
    platform: r.platform,
    title: r.title,
    description: r.description,
    product: r.productId === null ? null : { id: Number(r.productId), name: r.productName ?? "" },
    grade: r.grade,
    account: r.accountId === null ? null : { id: Number(r.accountId), name: r.accountName ?? "" },
    warehouse:
      r.warehouseId === null ? null : { id: Number(r.warehouseId), shortName: r.warehouseShortName ?? "" },
    price: num(r.price),
    floor,
    floorSource:
      cutline !== null
        ? `the cutline of ${r.className} grade ${r.grade}`
        : floor !== null
          ? "the highest floor price of its assets"
          : null,
    status: r.status,
    reference: r.reference,
    quantity: Number(r.quantity),
    sold: Number(r.sold),
    released: Number(r.released),
    soldTotal: num(r.soldTotal) ?? 0,
    listedAt: iso(r.listedAt),
    endedAt: iso(r.endedAt),
    createdAt: iso(r.createdAt) as string,
    updatedAt: iso(r.updatedAt) as string,
    createdBy: r.createdBy,
  };
}
export type ListingRecord = ReturnType<typeof toListing>;

export async function listingById(db: Db, id: number): Promise<ListingRecord | null> {
  const [row] = await rowsOf<Row>(db, sql`${select} where l.id = ${id}`);
  return row ? toListing(row) : null;
}

const SORTS: Record<ListingsQuery["sort"], string> = {
  id: "l.id",
  title: "lower(l.title)",
  status: "l.status",
  price: "l.price",
  createdAt: "l.created_at",
  listedAt: "l.listed_at",
  quantity: "coalesce(n.listed, 0)",
};

export async function pageListings(
  db: Db,
  q: ListingsQuery,
): Promise<{ data: ListingRecord[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (q.status?.length) where.push(sql`l.status = any(${sql.param(q.status)}::text[])`);
  if (q.platform) where.push(sql`l.platform = ${q.platform}`);
  if (q.type) where.push(sql`l.type = ${q.type}`);
  if (q.productId) where.push(sql`l.product_id = ${q.productId}`);
  const text = q.q ?? q.search;
  if (text)
    where.push(
      sql`(lower(l.title) like ${containsPattern(text)} or lower(coalesce(l.reference, '')) like ${containsPattern(text)} or l.id::text = ${text})`,
    );
  const filter = sql.join(where, sql` and `);
  const order = sql.raw(`${SORTS[q.sort]} ${q.order} nulls last, l.id ${q.order}`);
  const rows = await rowsOf<Row>(
    db,
    sql`${select} where ${filter} order by ${order} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from listings l where ${filter}`,
  );
  return { data: rows.map(toListing), total: Number(count?.n ?? 0) };
}
