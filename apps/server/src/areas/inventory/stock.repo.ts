import type { StockAsset, StockFigures, StockLocation, StockRow } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prefixPattern, rowsOf } from "../../db/paging";
import { accountProductSums, ints, num, stockEntryConditions } from "./stock-conditions";

/**
 * The stock filters once checked and resolved to ids: the inventory activities to read (one
 * warehouse's or all), the accounts (children included, limited to the actor's scope; null: any
 * account), the products and classes of the entries counted, and the locations (a location and
 * every location under it).
 */
export type StockScope = {
  activityIds: number[];
  accountIds: number[] | null;
  productIds: number[] | null;
  classIds: number[] | null;
  stockType: string | null;
  locationIds: number[] | null;
  receivedFrom: string | null;
  /** Exclusive: the day after the last day asked for. */
  receivedBefore: string | null;
};

/**
 * "The asset `a` is in stock and matches the filters": open and on one of the inventory
 * activities (the partial index assets_stock_idx: activity, account, location where open).
 */
function assetConditions(s: StockScope): SQL {
  const parts: SQL[] = [sql`a.closed_at is null`, sql`a.activity_id = any(${ints(s.activityIds)})`];
  if (s.accountIds) parts.push(sql`a.account_id = any(${ints(s.accountIds)})`);
  if (s.stockType) parts.push(sql`a.stock_type = ${s.stockType}`);
  if (s.locationIds) parts.push(sql`a.location_id = any(${ints(s.locationIds)})`);
  if (s.receivedFrom) parts.push(sql`a.created_at >= ${s.receivedFrom}::date`);
  if (s.receivedBefore) parts.push(sql`a.created_at < ${s.receivedBefore}::date`);
  return sql.join(parts, sql` and `);
}

const classJoin = (s: StockScope) => (s.classIds ? sql`join products p on p.id = se.product_id` : sql``);

/** "The entry `pa` (its product `p`) is of the products and classes asked for". */
function entryConditions(s: StockScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (s.productIds) parts.push(sql`pa.product_id = any(${ints(s.productIds)})`);
  if (s.classIds) parts.push(sql`p.class_id = any(${ints(s.classIds)})`);
  return sql.join(parts, sql` and `);
}

const filtersEntries = (s: StockScope) => Boolean(s.productIds || s.classIds);

/** A summary row before its unit price: account, product and the figures. */
export type StockRowFigures = Omit<StockRow, "summary"> & { figures: StockFigures };

/**
 * Stock by account × product: the entries of the in-stock assets summed (count = quantity, gross,
 * net, value of the entries plus each asset's own value once). One statement: aggregate first,
 * then name the few hundred groups.
 */
export async function stockRows(db: Db, s: StockScope): Promise<StockRowFigures[]> {
  const rows = await accountProductSums(db, { join: classJoin(s), where: stockEntryConditions(s) });
  return rows.map((r) => ({
    account: { id: r.accountId, name: r.accountName },
    product: {
      id: r.productId,
      name: r.productName,
      productClass: r.classId === null ? null : { id: r.classId, name: r.className ?? "" },
    },
    figures: { count: num(r.count), gross: num(r.gross), net: num(r.net), value: num(r.value) },
  }));
}

/** The assets of the list: in stock, matching, and holding an entry of the products asked for. */
function listedAssets(s: StockScope, search?: string): SQL {
  const text = search?.trim();
  const searched = text
    ? sql` and (a.barcode like ${prefixPattern(text, "upper")} or upper(a.serial_number) like ${prefixPattern(text, "upper")})`
    : sql``;
  const entries = filtersEntries(s)
    ? sql` and exists (select 1 from product_assets pa join products p on p.id = pa.product_id
           where pa.asset_id = a.id and ${entryConditions(s)})`
    : sql``;
  return sql`${assetConditions(s)}${entries}${searched}`;
}

const ASSET_SORTS: Record<string, SQL> = {
  barcode: sql`a.barcode`,
  receivedAt: sql`a.created_at`,
  location: sql`l.barcode`,
  value: sql`figures.value`,
};

/** An asset's figures: its entries summed, its own value added once. */
const assetFigures = sql`select sum(pa.quantity) as count, sum(coalesce(pa.gross_weight, 0)) as gross,
    sum(coalesce(pa.net_weight, 0)) as net, sum(coalesce(pa.value, 0)) + coalesce(a.value, 0) as value
  from product_assets pa where pa.asset_id = a.id`;
const assetValue = sql`select sum(coalesce(pa.value, 0)) + coalesce(a.value, 0) as value
  from product_assets pa where pa.asset_id = a.id`;

type AssetRowRaw = {
  id: number;
  barcode: string;
  serialNumber: string | null;
  accountId: number | null;
  accountName: string | null;
  productId: number | null;
  productName: string | null;
  productClass: string | null;
  warehouse: string;
  locationId: number | null;
  locationBarcode: string | null;
  stockType: StockAsset["stockType"];
  receivedAt: Date | string;
  count: string | number | null;
  gross: string | number | null;
  net: string | number | null;
  value: string | number | null;
  total: string | number;
};

/** A page of in-stock assets with their first product and the sums of their entries; total alike. */
export async function pageStockAssets(
  db: Db,
  s: StockScope,
  page: { page: number; pageSize: number; sort: string; order: "asc" | "desc"; search?: string },
): Promise<{ data: StockAsset[]; total: number }> {
  const sort = ASSET_SORTS[page.sort] ?? sql`a.barcode`;
  const order = sql.raw(page.order === "desc" ? "desc" : "asc");
  const rows = await rowsOf<AssetRowRaw>(
    db,
    // The page's ids first, sorted on what the sort needs only (the entries' value only when
    // sorting by it); names and figures are then built for those 25 rows, not for every asset.
    sql`with page as (
          select a.id, count(*) over () as total
          from assets a
          ${page.sort === "location" ? sql`left join locations l on l.id = a.location_id` : sql``}
          ${page.sort === "value" ? sql`left join lateral (${assetValue}) figures on true` : sql``}
          where ${listedAssets(s, page.search)}
          order by ${sort} ${order} nulls last, a.id
          limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
        )
        select a.id, a.barcode, a.serial_number as "serialNumber", a.account_id as "accountId",
               ac.name as "accountName", first_product.product_id as "productId", pr.name as "productName",
               pc.name as "productClass", w.short_name as warehouse, l.id as "locationId",
               l.barcode as "locationBarcode", a.stock_type as "stockType", a.created_at as "receivedAt",
               figures.count, figures.gross, figures.net, figures.value, page.total
        from page
        join assets a on a.id = page.id
        join activities act on act.id = a.activity_id
        join warehouses w on w.id = act.warehouse_id
        left join accounts ac on ac.id = a.account_id
        left join locations l on l.id = a.location_id
        left join lateral (
          select pa.product_id from product_assets pa where pa.asset_id = a.id order by pa.position limit 1
        ) first_product on true
        left join products pr on pr.id = first_product.product_id
        left join product_classes pc on pc.id = pr.class_id
        left join lateral (${assetFigures}) figures on true
        order by ${sort} ${order} nulls last, a.id`,
  );
  const total = rows.length > 0 ? Number(rows[0]?.total) : await countStockAssets(db, s, page.search);
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      barcode: r.barcode,
      serialNumber: r.serialNumber,
      account: r.accountId === null ? null : { id: r.accountId, name: r.accountName ?? "" },
      product: r.productId === null ? null : { id: r.productId, name: r.productName ?? "" },
      productClass: r.productClass,
      warehouse: r.warehouse,
      location: r.locationId === null ? null : { id: r.locationId, barcode: r.locationBarcode ?? "" },
      stockType: r.stockType,
      receivedAt: new Date(r.receivedAt).toISOString(),
      count: num(r.count),
      gross: num(r.gross),
      net: num(r.net),
      value: Math.round(num(r.value) * 100) / 100,
    })),
  };
}

async function countStockAssets(db: Db, s: StockScope, search?: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from assets a where ${listedAssets(s, search)}`,
  );
  return row?.n ?? 0;
}

const LOCATION_SORTS: Record<string, SQL> = {
  location: sql`l.barcode`,
  count: sql`g.count`,
  value: sql`g.value`,
};

type LocationRowRaw = {
  locationId: number | null;
  barcode: string | null;
  name: string | null;
  warehouse: string;
  assets: number;
  count: string | number;
  gross: string | number;
  net: string | number;
  value: string | number;
  total: number;
};

/**
 * Stock per location (and per warehouse for what has no location yet): the entries summed as the
 * summary does, with the number of assets; paged, the total counted alike.
 */
export async function pageStockLocations(
  db: Db,
  s: StockScope,
  page: { page: number; pageSize: number; sort: string; order: "asc" | "desc"; search?: string },
): Promise<{ data: StockLocation[]; total: number }> {
  const text = page.search?.trim();
  const searched = text ? sql`where l.barcode like ${prefixPattern(text, "upper")}` : sql``;
  const sort = LOCATION_SORTS[page.sort] ?? sql`l.barcode`;
  const order = sql.raw(page.order === "desc" ? "desc" : "asc");
  const rows = await rowsOf<LocationRowRaw>(
    db,
    sql`with entries as (
          select se.asset_id, se.location_id, se.activity_id, se.quantity, se.gross_weight, se.net_weight,
                 se.value
          from stock_entries se
          ${classJoin(s)}
          where ${stockEntryConditions(s)}
        ), g as (
          select location_id, activity_id, count(distinct asset_id)::int as assets, sum(quantity) as count,
                 sum(gross_weight) as gross, sum(net_weight) as net, sum(value) as value
          from entries group by location_id, activity_id
        )
        select l.id as "locationId", l.barcode, l.name, w.short_name as warehouse, g.assets, g.count,
               g.gross, g.net, g.value, (count(*) over ())::int as total
        from g
        join activities act on act.id = g.activity_id
        join warehouses w on w.id = act.warehouse_id
        left join locations l on l.id = g.location_id
        ${searched}
        order by ${sort} ${order} nulls last, w.short_name, l.id
        limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    data: rows.map((r) => ({
      location:
        r.locationId === null ? null : { id: r.locationId, barcode: r.barcode ?? "", name: r.name ?? "" },
      warehouse: r.warehouse,
      assets: r.assets,
      count: num(r.count),
      gross: num(r.gross),
      net: num(r.net),
      value: Math.round(num(r.value) * 100) / 100,
    })),
  };
}

// ---- resolving the filters ---------------------------------------------------------------------

/** The inventory activities: of one warehouse, or of all. */
export async function inventoryActivityIds(db: Db, warehouseId: number | null): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from activities where type = 'inventory'
        ${warehouseId === null ? sql`` : sql`and warehouse_id = ${warehouseId}`}`,
  );
  return rows.map((r) => r.id);
}

export async function warehouseExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(db, sql`select id from warehouses where id = ${id}`);
  return rows.length > 0;
}

type IdTable = "accounts" | "products" | "product_classes";

/** Those of the ids that exist in the table. */
export async function existingIds(db: Db, table: IdTable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(table)} where id = any(${ints(ids)})`,
  );
  return new Set(rows.map((r) => r.id));
}

/** These accounts and every account under them (child accounts, at any depth). */
export async function accountsWithChildren(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with recursive tree(id) as (
          select id from accounts where id = any(${ints(ids)})
          union
          select c.id from accounts c join tree t on c.parent_id = t.id
        ) select id from tree`,
  );
  return rows.map((r) => r.id);
}

/** A location's warehouse, or undefined when there is none with this id. */
export async function locationWarehouse(db: Db, id: number): Promise<number | undefined> {
  const rows = await rowsOf<{ warehouseId: number }>(
    db,
    sql`select warehouse_id as "warehouseId" from locations where id = ${id}`,
  );
  return rows[0]?.warehouseId;
}

/** A location and every location under it. */
export async function locationWithChildren(db: Db, id: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with recursive tree(id) as (
          select id from locations where id = ${id}
          union
          select c.id from locations c join tree t on c.parent_id = t.id
        ) select id from tree`,
  );
  return rows.map((r) => r.id);
}
