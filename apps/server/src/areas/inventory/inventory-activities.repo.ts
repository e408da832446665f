import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentsCount } from "./putaway.repo";

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type MeasureRow = {
  assets: number;
  quantity: number | string | null;
  gross: number | string | null;
  net: number | string | null;
  value: number | string | null;
};

/**
 * Stock measures of the open assets `selected` picks (a subquery of `assets a` rows with the
 * columns the grouping needs): one row per group of product-entry sums, the asset's own value
 * added once per asset.
 */
function measuresSql(selected: SQL, groupColumns: SQL | null): SQL {
  return sql`
    with sel as (${selected}),
    entries as (
      select pa.asset_id, sum(pa.quantity) as q, sum(pa.gross_weight) as g, sum(pa.net_weight) as n,
             sum(coalesce(pa.value, 0)) as v
        from product_assets pa where pa.asset_id in (select id from sel) group by pa.asset_id
    )
    select ${groupColumns ? sql`${groupColumns},` : sql``}
           count(*)::int as assets, coalesce(sum(e.q), 0) as quantity, coalesce(sum(e.g), 0) as gross,
           coalesce(sum(e.n), 0) as net, coalesce(sum(coalesce(e.v, 0) + coalesce(sel.value, 0)), 0) as value
      from sel left join entries e on e.asset_id = sel.id
     ${groupColumns ? sql`group by ${groupColumns}` : sql``}`;
}

export type HoldingRow = MeasureRow & {
  location_id: number | null;
  stock_type: string | null;
  barcode: string | null;
  name: string | null;
  type: string | null;
  account_name: string | null;
};

/** What an inventory activity holds by location and stock type (all groups; few thousand at most). */
export async function holdingsOf(
  db: Db,
  activityId: number,
  filters: { search?: string; stockType?: string; locationType?: string; accountId?: number },
): Promise<HoldingRow[]> {
  const conditions: SQL[] = [sql`a.activity_id = ${activityId}`, sql`a.closed_at is null`];
  if (filters.stockType === "none") conditions.push(sql`a.stock_type is null`);
  else if (filters.stockType) conditions.push(sql`a.stock_type = ${filters.stockType}`);
  if (filters.accountId) conditions.push(sql`a.account_id = ${filters.accountId}`);
  if (filters.locationType) conditions.push(sql`l.type = ${filters.locationType}`);
  if (filters.search) {
    const text = filters.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(
      sql`(l.barcode like ${`%${text.toUpperCase()}%`} or lower(l.name) like ${`%${text.toLowerCase()}%`})`,
    );
  }
  const selected = sql`select a.id, a.value, a.location_id, a.stock_type from assets a
    left join locations l on l.id = a.location_id where ${sql.join(conditions, sql` and `)}`;
  return rowsOf<HoldingRow>(
    db,
    sql`with m as (${measuresSql(selected, sql`sel.location_id, sel.stock_type`)})
      select m.*, l.barcode, l.name, l.type, acc.name as account_name
        from m left join locations l on l.id = m.location_id
        left join accounts acc on acc.id = l.account_id`,
  );
}

export type InventoryActivityRow = MeasureRow & {
  id: number;
  slug: string;
  warehouse_id: number;
  warehouse_short_name: string;
  warehouse_name: string;
  location_count: number;
};

/** Every warehouse's inventory activity (or the one with this slug) with its totals. */
export async function inventoryActivities(db: Db, slug?: string): Promise<InventoryActivityRow[]> {
  const selected = sql`select a.id, a.value, a.activity_id, a.location_id from assets a
    where a.closed_at is null and a.activity_id in (select id from acts)`;
  return rowsOf<InventoryActivityRow>(
    db,
    sql`
    with acts as (
      select act.id from activities act where act.type = 'inventory' and act.warehouse_id is not null
        ${slug ? sql`and act.slug = ${slug}` : sql``}
    ),
    m as (${measuresSql(selected, sql`sel.activity_id`)}),
    places as (
      select a.activity_id, count(distinct a.location_id)::int as location_count
        from assets a where a.closed_at is null and a.activity_id in (select id from acts)
       group by a.activity_id
    )
    select act.id, act.slug, w.id as warehouse_id, w.short_name as warehouse_short_name,
           w.name as warehouse_name, coalesce(places.location_count, 0) as location_count,
           coalesce(m.assets, 0) as assets, coalesce(m.quantity, 0) as quantity, coalesce(m.gross, 0) as gross,
           coalesce(m.net, 0) as net, coalesce(m.value, 0) as value
      from acts join activities act on act.id = acts.id
      join warehouses w on w.id = act.warehouse_id
      left join m on m.activity_id = act.id
      left join places on places.activity_id = act.id
     order by w.short_name`,
  );
}

export type BinAssetRow = {
  id: number;
  barcode: string;
  type: string;
  serial_number: string | null;
  activity_slug: string | null;
  activity_type: string | null;
  account_name: string | null;
  product_name: string | null;
  quantity: number | string | null;
  value: number | string | null;
  stock_type: string | null;
  contents_count: number;
  held: boolean;
  updated_at: Date | string;
};

/**
 * The assets directly at a location (open, and not inside a container at the same location),
 * by barcode, with their contents counts; `search` matches barcode or serial number (prefix).
 */
export async function pageBinAssets(
  db: Db,
  locationId: number,
  query: { page: number; pageSize: number; search?: string },
): Promise<{ rows: BinAssetRow[]; total: number; totals: MeasureRow }> {
  const conditions: SQL[] = [
    sql`a.location_id = ${locationId}`,
    sql`a.closed_at is null`,
    sql`(a.parent_id is null or not exists (
           select 1 from assets p where p.id = a.parent_id and p.location_id = ${locationId}))`,
  ];
  if (query.search) {
    const text = `${query.search.replace(/[\\%_]/g, (c) => `\\${c}`).toUpperCase()}%`;
    conditions.push(sql`(a.barcode like ${text} or upper(a.serial_number) like ${text})`);
  }
  const where = sql.join(conditions, sql` and `);
  const [rows, [count], [totals]] = await Promise.all([
    rowsOf<BinAssetRow>(
      db,
      sql`
      select a.id, a.barcode, a.type, a.serial_number, act.slug as activity_slug, act.type as activity_type,
             acc.name as account_name,
             (select pr.name from product_assets pa join products pr on pr.id = pa.product_id
               where pa.asset_id = a.id order by pa.position limit 1) as product_name,
             coalesce((select sum(pa.quantity) from product_assets pa where pa.asset_id = a.id), 0) as quantity,
             coalesce((select sum(coalesce(pa.value, 0)) from product_assets pa where pa.asset_id = a.id), 0)
               + coalesce(a.value, 0) as value,
             a.stock_type, ${contentsCount(sql`a.id`)} as contents_count,
             exists (select 1 from asset_holds h where h.asset_id = a.id and h.status = 'active') as held,
             a.updated_at
        from assets a
        left join activities act on act.id = a.activity_id
        left join accounts acc on acc.id = a.account_id
       where ${where}
       order by a.barcode
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from assets a where ${where}`),
    rowsOf<MeasureRow>(
      db,
      measuresSql(
        sql`select a.id, a.value from assets a where a.location_id = ${locationId} and a.closed_at is null`,
        null,
      ),
    ),
  ]);
  return {
    rows,
    total: Number(count?.n ?? 0),
    totals: totals ?? { assets: 0, quantity: 0, gross: 0, net: 0, value: 0 },
  };
}
