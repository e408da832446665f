import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A client account (not a downstream vendor) with this id exists. */
export async function accountExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from accounts where id = ${id} and type = 'active' limit 1`,
  );
  return rows.length > 0;
}

/** An operator user (the only ones with a putaway list) with this id exists. */
export async function operatorUserExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where id = ${id} and type not in ('client', 'vendor') limit 1`,
  );
  return rows.length > 0;
}

export type ScannedAsset = {
  id: number;
  barcode: string;
  parentBarcode: string | null;
  closed: boolean;
  warehouseId: number | null;
  warehouseShortName: string | null;
  accountId: number | null;
  activityId: number | null;
  activitySlug: string | null;
  activityType: string | null;
};

/** The scanned asset (barcode upper-cased), locked in the caller's transaction. */
export async function lockScannedAsset(db: Db, barcode: string): Promise<ScannedAsset | undefined> {
  const [row] = await rowsOf<{
    id: number;
    barcode: string;
    parent_barcode: string | null;
    closed: boolean;
    warehouse_id: number | null;
    warehouse_short_name: string | null;
    account_id: number | null;
    activity_id: number | null;
    activity_slug: string | null;
    activity_type: string | null;
  }>(
    db,
    sql`
    select a.id, a.barcode, p.barcode as parent_barcode, a.closed_at is not null as closed,
           a.warehouse_id, w.short_name as warehouse_short_name, a.account_id,
           a.activity_id, act.slug as activity_slug, act.type as activity_type
      from assets a
      left join assets p on p.id = a.parent_id
      left join warehouses w on w.id = a.warehouse_id
      left join activities act on act.id = a.activity_id
     where a.barcode = ${barcode}
       for update of a`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    barcode: row.barcode,
    parentBarcode: row.parent_barcode,
    closed: row.closed,
    warehouseId: row.warehouse_id === null ? null : Number(row.warehouse_id),
    warehouseShortName: row.warehouse_short_name,
    accountId: row.account_id === null ? null : Number(row.account_id),
    activityId: row.activity_id === null ? null : Number(row.activity_id),
    activitySlug: row.activity_slug,
    activityType: row.activity_type,
  };
}

export type TreeMember = {
  id: number;
  barcode: string;
  locationBarcode: string | null;
  activityId: number | null;
  activitySlug: string | null;
  held: boolean;
};

/** The asset and everything inside it (open ones), with where each is and whether it is held. */
export async function treeOf(db: Db, rootId: number): Promise<TreeMember[]> {
  const rows = await rowsOf<{
    id: number;
    barcode: string;
    location_barcode: string | null;
    activity_id: number | null;
    activity_slug: string | null;
    held: boolean;
  }>(
    db,
    sql`
    with recursive tree(id, depth) as (
      select ${rootId}::int, 0
      union
      select c.id, tree.depth + 1 from assets c join tree on c.parent_id = tree.id
       where tree.depth < 50 and c.closed_at is null
    )
    select a.id, a.barcode, l.barcode as location_barcode, a.activity_id, act.slug as activity_slug,
           exists (select 1 from asset_holds h where h.asset_id = a.id and h.status = 'active') as held
      from tree join assets a on a.id = tree.id
      left join locations l on l.id = a.location_id
      left join activities act on act.id = a.activity_id
     order by tree.depth, a.barcode`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    barcode: r.barcode,
    locationBarcode: r.location_barcode,
    activityId: r.activity_id === null ? null : Number(r.activity_id),
    activitySlug: r.activity_slug,
    held: r.held,
  }));
}

/** A warehouse's inventory activity (`<short name>-inventory`), made at start. */
export async function inventoryActivityOf(
  db: Db,
  warehouseId: number,
): Promise<{ id: number; slug: string } | undefined> {
  const [row] = await rowsOf<{ id: number; slug: string }>(
    db,
    sql`select id, slug from activities where type = 'inventory' and warehouse_id = ${warehouseId}
        order by id limit 1`,
  );
  return row ? { id: Number(row.id), slug: row.slug } : undefined;
}

/** Puts these assets at a location; the activity and stock type change only when given. */
export async function placeAssets(
  db: Db,
  ids: number[],
  change: { locationId: number; activityId?: number; stockType?: string | null },
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update assets
       set location_id = ${change.locationId},
           ${change.activityId !== undefined ? sql`activity_id = ${change.activityId},` : sql``}
           ${change.stockType !== undefined ? sql`stock_type = ${change.stockType},` : sql``}
           updated_at = now()
     where id = any(${sql.param(ids)}::int[])`);
}

type PutawayRow = {
  id: number;
  barcode: string;
  type: string;
  serial_number: string | null;
  activity_slug: string | null;
  account_name: string | null;
  product_name: string | null;
  contents_count: number;
  created_at: Date | string;
};

/**
 * A user's putaway list: top-level open assets they received on inbound loads with no location
 * yet, newest first (on assets_putaway_idx), with the total.
 */
export async function pagePutawayAssets(
  db: Db,
  userId: number,
  paging: { page: number; pageSize: number },
): Promise<{ rows: PutawayRow[]; total: number }> {
  const where = sql`a.created_by = ${userId} and a.location_id is null and a.closed_at is null
      and a.parent_id is null and act.type = 'inbound'`;
  const [rows, [count]] = await Promise.all([
    rowsOf<PutawayRow>(
      db,
      sql`
      select a.id, a.barcode, a.type, a.serial_number, act.slug as activity_slug, acc.name as account_name,
             (select pr.name from product_assets pa join products pr on pr.id = pa.product_id
               where pa.asset_id = a.id order by pa.position limit 1) as product_name,
             ${contentsCount(sql`a.id`)} as contents_count,
             a.created_at
        from assets a
        join activities act on act.id = a.activity_id
        left join accounts acc on acc.id = a.account_id
       where ${where}
       order by a.created_at desc, a.id desc
       limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from assets a join activities act on act.id = a.activity_id where ${where}`,
    ),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** How many open assets sit inside an asset, at any depth (a correlated subquery). */
export function contentsCount(assetId: SQL): SQL {
  return sql`(with recursive inside(id, depth) as (
        select c.id, 1 from assets c where c.parent_id = ${assetId} and c.closed_at is null
        union
        select c.id, inside.depth + 1 from assets c join inside on c.parent_id = inside.id
         where inside.depth < 50 and c.closed_at is null
      ) select count(*)::int from inside)`;
}
