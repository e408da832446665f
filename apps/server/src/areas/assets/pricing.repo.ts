import type { PricingType } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pricingRuns } from "../../db/schema";

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A list as one JSON parameter, however long (a list of values would hit the parameter cap). */
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const idList = (ids: number[]) => sql`(select jsonb_array_elements_text(${json(ids)})::int)`;

/** Locks the loads until the transaction ends, so two pricings of one load take turns. */
export async function lockActivities(db: Db, ids: number[]): Promise<void> {
  await db.execute(sql`select id from activities where id in ${idList(ids)} order by id for no key update`);
}

/** The products received on a load (any entry of its assets), by name. */
export async function productsOnLoad(db: Db, activityId: number): Promise<{ id: number; name: string }[]> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select p.id, p.name from products p
        where p.id in (select pa.product_id from product_assets pa join assets a on a.id = pa.asset_id
                       where a.receiving_activity_id = ${activityId})
        order by lower(p.name)`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/**
 * The account's current inbound prices per lb of a product (its newest price-list version),
 * as yield prices when no file is sent.
 */
export async function inboundLbsPrices(
  db: Db,
  accountId: number,
): Promise<{ productId: number; price: number }[]> {
  const rows = await rowsOf<{ product_id: number; price: string }>(
    db,
    sql`select e.product_id, e.price from price_entries e
        where e.price_list_id = (select id from price_lists where account_id = ${accountId} and type = 'inbound'
                                 order by version desc limit 1)
          and e.unit = 'lbs' and e.product_id is not null
        order by e.position`,
  );
  // Two entries for one product: the first (the list's order) wins, as on the prices screen.
  const seen = new Set<number>();
  return rows.flatMap((r) => {
    const productId = Number(r.product_id);
    if (seen.has(productId)) return [];
    seen.add(productId);
    return [{ productId, price: Number(r.price) }];
  });
}

export type AssetMatch = { id: number; barcode: string; serialNumber: string | null; activityId: number };

/** The assets received on these loads whose barcode or serial (any case) is one of those given. */
export async function assetsByRef(
  db: Db,
  activityIds: number[],
  barcodes: string[],
  serials: string[],
): Promise<AssetMatch[]> {
  if (!barcodes.length && !serials.length) return [];
  const upper = (list: string[]) =>
    sql`(select jsonb_array_elements_text(${json(list.map((v) => v.toUpperCase()))}))`;
  const rows = await rowsOf<{
    id: number;
    barcode: string;
    serial_number: string | null;
    activity_id: number;
  }>(
    db,
    sql`select id, barcode, serial_number, receiving_activity_id as activity_id from assets
        where receiving_activity_id in ${idList(activityIds)}
          and (barcode in ${upper(barcodes)} or upper(serial_number) in ${upper(serials)})`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    barcode: r.barcode,
    serialNumber: r.serial_number,
    activityId: Number(r.activity_id),
  }));
}

export type RunTotals = { activityId: number; priced: number; total: number };

/**
 * Prices the product entries of a load's assets in one statement: unit price and share from the
 * list, value from the entry (yield: net weight × price; consignment: quantity × sale price ×
 * share %). Each entry whose price or value changed gets a `priced` event on its asset.
 */
export async function priceProductEntries(
  db: Db,
  activityId: number,
  method: "yield" | "consignment",
  prices: { productId: number; unitPrice: number; share: number | null }[],
  userId: number,
): Promise<RunTotals> {
  const value =
    method === "yield"
      ? sql`round(pa.net_weight * p.unit_price, 2)`
      : sql`round(pa.quantity * p.unit_price * p.share / 100, 2)`;
  const label = method === "yield" ? "Yield pricing" : "Consignment pricing";
  const list = prices.map((p) => ({ product_id: p.productId, unit_price: p.unitPrice, share: p.share }));
  const [row] = await rowsOf<{ priced: number; total: string | null }>(
    db,
    sql`
    with p as (
      select * from jsonb_to_recordset(${json(list)}) as x(product_id int, unit_price numeric, share numeric)
    ), target as (
      select pa.id, a.barcode, pr.name as product, pa.unit_price as old_price, pa.value as old_value,
             p.unit_price, p.share, ${value} as value
      from product_assets pa
      join assets a on a.id = pa.asset_id
      join p on p.product_id = pa.product_id
      join products pr on pr.id = pa.product_id
      where a.receiving_activity_id = ${activityId}
    ), updated as (
      update product_assets pa set unit_price = t.unit_price, share = t.share, value = t.value, updated_at = now()
      from target t where pa.id = t.id
      returning pa.id
    ), logged as (
      insert into events (activity_id, barcode, action, message, changes, user_id)
      select ${activityId}, t.barcode, 'priced', ${label} || ': ' || t.product,
             jsonb_build_array(
               jsonb_build_object('field', 'unitPrice', 'from', t.old_price::float8, 'to', t.unit_price::float8),
               jsonb_build_object('field', 'value', 'from', t.old_value::float8, 'to', t.value::float8)),
             ${userId}
      from target t
      where t.old_price is distinct from t.unit_price or t.old_value is distinct from t.value
      returning 1
    )
    select (select count(*) from updated)::int as priced, (select sum(value) from target) as total`,
  );
  return { activityId, priced: Number(row?.priced ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * Sets one amount on each given asset (serial: `value`; fmv: `fmv`) in one statement; each
 * asset whose amount changed gets a `priced` event. Answers the totals per receiving load.
 */
export async function priceAssets(
  db: Db,
  column: "value" | "fmv",
  amounts: { id: number; amount: number }[],
  userId: number,
): Promise<RunTotals[]> {
  if (!amounts.length) return [];
  const target = sql.raw(column);
  const label = column === "value" ? "Serial pricing" : "Fair market value";
  const rows = await rowsOf<{ activity_id: number; priced: number; total: string | null }>(
    db,
    sql`
    with v as (
      select * from jsonb_to_recordset(${json(amounts)}) as x(id int, amount numeric)
    ), target as (
      select a.id, a.barcode, a.receiving_activity_id, a.${target} as old, round(v.amount, 2) as amount
      from assets a join v on v.id = a.id
    ), updated as (
      update assets a set ${target} = t.amount, updated_at = now() from target t where a.id = t.id returning a.id
    ), logged as (
      insert into events (activity_id, barcode, action, message, changes, user_id)
      select t.receiving_activity_id, t.barcode, 'priced', ${label},
             jsonb_build_array(jsonb_build_object('field', ${column}::text, 'from', t.old::float8, 'to', t.amount::float8)),
             ${userId}
      from target t where t.old is distinct from t.amount
      returning 1
    )
    select receiving_activity_id as activity_id, count(*)::int as priced, sum(amount) as total
    from target group by receiving_activity_id`,
  );
  return rows.map((r) => ({
    activityId: Number(r.activity_id),
    priced: Number(r.priced),
    total: Number(r.total ?? 0),
  }));
}

export async function insertRuns(
  db: Db,
  type: PricingType,
  fileName: string | null,
  runs: RunTotals[],
  userId: number,
): Promise<void> {
  if (!runs.length) return;
  await db.insert(pricingRuns).values(
    runs.map((r) => ({
      activityId: r.activityId,
      type,
      fileName,
      priced: r.priced,
      total: r.total,
      createdBy: userId,
    })),
  );
}
