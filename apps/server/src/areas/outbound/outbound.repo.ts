import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** The consignee of a load as the consignee rule reads it. */
export type Consignee = { id: number; name: string; type: string };

export async function consigneeById(db: Db, accountId: number): Promise<Consignee | null> {
  const [row] = await rowsOf<Consignee>(db, sql`select id, name, type from accounts where id = ${accountId}`);
  return row ?? null;
}

/** The consignee of an outbound load (null for another kind of activity or a load without one). */
export async function consigneeOfLoad(db: Db, loadId: number): Promise<Consignee | null> {
  const [row] = await rowsOf<Consignee>(
    db,
    sql`select c.id, c.name, c.type from activities a join accounts c on c.id = a.account_id
        where a.id = ${loadId} and a.type = 'outbound'`,
  );
  return row ?? null;
}

/** A few of the assets a client consignee may not receive, and how many there are in all. */
export type Strangers = { count: number; sample: { barcode: string; accountName: string | null }[] };

const SAMPLE = 5;

/**
 * Of the assets `source` selects (a subquery of asset ids), those outside the client
 * `consigneeId`'s family (the account itself and its children): at most five barcodes and the count.
 */
async function strangersAmong(db: Db, consigneeId: number, source: SQL): Promise<Strangers> {
  const rows = await rowsOf<{ barcode: string; accountName: string | null; total: number }>(
    db,
    sql`select a.barcode, o.name as "accountName", count(*) over ()::int as total
        from assets a left join accounts o on o.id = a.account_id
        where a.id in (${source})
          and (a.account_id is null or (a.account_id <> ${consigneeId} and o.parent_id is distinct from ${consigneeId}))
        order by a.barcode limit ${SAMPLE}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    sample: rows.map(({ barcode, accountName }) => ({ barcode, accountName })),
  };
}

/** Of these assets, those the client may not receive. */
export function strangersOf(db: Db, consigneeId: number, assetIds: number[]): Promise<Strangers> {
  if (assetIds.length === 0) return Promise.resolve({ count: 0, sample: [] });
  return strangersAmong(db, consigneeId, sql`select unnest(${sql.param(assetIds)}::int[])`);
}

/** Of what a load holds (assets on it, reserved or picked for it), those the client may not receive. */
export function strangersOnLoad(db: Db, consigneeId: number, loadId: number): Promise<Strangers> {
  return strangersAmong(
    db,
    consigneeId,
    sql`select id from assets where activity_id = ${loadId}
        union select asset_id from asset_reservations where activity_id = ${loadId} and status in ('reserved', 'picked')`,
  );
}

/** A reservation a canceled load gave back: the asset and where it stands now. */
export type Released = { barcode: string; activityId: number | null };

/** Releases the load's open reservations (the assets stay where they are, in stock). */
export async function releaseOpenReservations(db: Db, loadId: number, by: number): Promise<Released[]> {
  return rowsOf<Released>(
    db,
    sql`with released as (
          update asset_reservations set status = 'released', closed_by = ${by}, closed_at = now(),
                 note = coalesce(note, 'Load canceled')
          where activity_id = ${loadId} and status = 'reserved' returning asset_id)
        select a.barcode, a.activity_id as "activityId" from released r join assets a on a.id = r.asset_id
        order by a.barcode`,
  );
}

/** An asset a canceled load puts back, with where it goes. */
export type Returned = {
  id: number;
  barcode: string;
  rootBarcode: string;
  toActivityId: number | null;
  toActivitySlug: string | null;
  toLocationId: number | null;
  toLocationBarcode: string | null;
};

/**
 * The picked assets still on the load and everything inside them, with where each goes back:
 * the warehouse's inventory at the location it was picked from, or (cross-docked, never in
 * stock) the load it was received on. Locks the assets.
 */
export async function pickedToReturn(db: Db, loadId: number): Promise<Returned[]> {
  return rowsOf<Returned>(
    db,
    sql`with recursive roots as (
          select r.asset_id, r.location_id from asset_reservations r join assets a on a.id = r.asset_id
          where r.activity_id = ${loadId} and r.status = 'picked' and a.activity_id = ${loadId}),
        tree(id, root_id, location_id, depth) as (
          select asset_id, asset_id, location_id, 0 from roots
          union
          select c.id, tree.root_id, tree.location_id, tree.depth + 1 from assets c join tree on c.parent_id = tree.id
          where tree.depth < 50 and c.activity_id = ${loadId}),
        inv as (
          select i.id, i.slug from activities i join activities o on o.warehouse_id = i.warehouse_id
          where o.id = ${loadId} and i.type = 'inventory' order by i.id limit 1)
        select a.id, a.barcode, root.barcode as "rootBarcode",
               dest.id as "toActivityId", dest.slug as "toActivitySlug",
               tree.location_id as "toLocationId", l.barcode as "toLocationBarcode"
        from tree join assets a on a.id = tree.id join assets root on root.id = tree.root_id
        left join locations l on l.id = tree.location_id
        left join lateral (
          select id, slug from inv where tree.location_id is not null
          union all select x.id, x.slug from activities x where tree.location_id is null and x.id = a.receiving_activity_id
        ) dest on true
        order by tree.depth, a.id
        for update of a`,
  );
}

/** Puts returned assets back where `pickedToReturn` said, and closes their picked reservations. */
export async function putBack(db: Db, loadId: number, returned: Returned[], by: number): Promise<void> {
  if (returned.length === 0) return;
  const ids = returned.map((r) => r.id);
  const activityIds = returned.map((r) => r.toActivityId);
  const locationIds = returned.map((r) => r.toLocationId);
  await db.execute(
    sql`update assets a set activity_id = v.activity_id, location_id = v.location_id, updated_at = now()
        from unnest(${sql.param(ids)}::int[], ${sql.param(activityIds)}::int[], ${sql.param(locationIds)}::int[])
          as v(id, activity_id, location_id)
        where a.id = v.id`,
  );
  await db.execute(
    sql`update asset_reservations set status = 'released', closed_by = ${by}, closed_at = now(),
               note = coalesce(note, 'Load canceled after picking')
        where activity_id = ${loadId} and status = 'picked' and asset_id = any(${sql.param(ids)}::int[])`,
  );
}

/** Removes the load's shipping units (their packing lists go with them); answers their barcodes. */
export async function removeShippingUnits(db: Db, loadId: number): Promise<string[]> {
  const rows = await rowsOf<{ barcode: string }>(
    db,
    sql`delete from packing_lists where activity_id = ${loadId} returning barcode`,
  );
  return rows.map((r) => r.barcode).sort();
}

/** An outbound load as its price calls read it, locked when `lock` is set. */
export type PricedLoad = { id: number; slug: string; status: string; accountId: number | null };

export async function outboundLoadBySlug(db: Db, slug: string, lock = false): Promise<PricedLoad | null> {
  const [row] = await rowsOf<PricedLoad>(
    db,
    sql`select id, slug, status, account_id as "accountId" from activities
        where slug = ${slug} and type = 'outbound' ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** One product of a load: its figures, the price set on the load and the consignee's list price. */
export type ProductRow = {
  productId: number;
  productName: string;
  count: string | number;
  net: string | number;
  value: string | number;
  unit: "lbs" | "pieces" | null;
  unitPrice: string | null;
  setById: number | null;
  setByName: string | null;
  setAt: string | Date | null;
  listUnit: "lbs" | "pieces" | null;
  listPrice: string | null;
};

/**
 * The products of a load: those of the assets it holds (open reservations, and everything on it)
 * and those priced on it; with count, net lbs and the priced value (the stock's formula: the
 * entry's value plus the asset's own on its first entry), the price on the load, and the
 * consignee's newest outbound price list entry (per lb, else per piece). `only` narrows the products.
 */
export async function loadProducts(db: Db, load: PricedLoad, only?: number[]): Promise<ProductRow[]> {
  const narrow = only ? sql`and pa.product_id = any(${sql.param(only)}::int[])` : sql``;
  return rowsOf<ProductRow>(
    db,
    sql`with load_assets as (
          select asset_id as id from asset_reservations where activity_id = ${load.id} and status = 'reserved'
          union select id from assets where activity_id = ${load.id} and closed_at is null),
        figures as (
          select pa.product_id, sum(pa.quantity) as count, sum(coalesce(pa.net_weight, 0)) as net,
                 sum(coalesce(pa.value, 0) + case when a.value is null then 0
                     when pa.position = (select min(e.position) from product_assets e where e.asset_id = a.id)
                     then a.value else 0 end) as value
          from load_assets la join assets a on a.id = la.id join product_assets pa on pa.asset_id = a.id
          where true ${narrow}
          group by pa.product_id),
        list as (
          select id from price_lists where account_id = ${load.accountId} and type = 'outbound'
          order by version desc limit 1),
        prices as (
          select distinct on (pe.product_id) pe.product_id, pe.unit, pe.price
          from price_entries pe join list on list.id = pe.price_list_id
          where pe.product_id is not null and pe.unit in ('lbs', 'pieces')
          order by pe.product_id, (pe.unit = 'lbs') desc, pe.position),
        ids as (
          select product_id from figures
          union select product_id from outbound_products where activity_id = ${load.id}
            ${only ? sql`and product_id = any(${sql.param(only)}::int[])` : sql``}
          ${only ? sql`union select unnest(${sql.param(only)}::int[])` : sql``})
        select p.id as "productId", p.name as "productName", coalesce(f.count, 0) as count,
               coalesce(f.net, 0) as net, coalesce(f.value, 0) as value,
               op.unit, op.unit_price as "unitPrice", op.set_by as "setById",
               nullif(concat_ws(' ', u.first_name, u.last_name), '') as "setByName", op.updated_at as "setAt",
               pr.unit as "listUnit", pr.price as "listPrice"
        from ids join products p on p.id = ids.product_id
        left join figures f on f.product_id = p.id
        left join outbound_products op on op.activity_id = ${load.id} and op.product_id = p.id
        left join prices pr on pr.product_id = p.id
        left join users u on u.id = op.set_by
        order by p.name, p.id`,
  );
}

/** A price set by hand on a load. */
export type PriceWrite = {
  productId: number;
  unit: string;
  unitPrice: number;
  marginPercent: number | null;
  costValue: number;
};

/** Writes the prices of the load's products (one statement; a product priced before is updated). */
export async function upsertPrices(db: Db, loadId: number, list: PriceWrite[], by: number): Promise<void> {
  if (list.length === 0) return;
  const col = <T>(f: (r: PriceWrite) => T) => sql.param(list.map(f));
  await db.execute(sql`
    insert into outbound_products (activity_id, product_id, unit, unit_price, margin_percent, cost_value, set_by)
    select ${loadId}, p, u, price, margin, cost, ${by}
    from unnest(${col((r) => r.productId)}::int[], ${col((r) => r.unit)}::text[],
      ${col((r) => r.unitPrice)}::numeric[], ${col((r) => r.marginPercent)}::numeric[],
      ${col((r) => r.costValue)}::numeric[]) as t(p, u, price, margin, cost)
    on conflict (activity_id, product_id) do update
      set unit = excluded.unit, unit_price = excluded.unit_price, margin_percent = excluded.margin_percent,
          cost_value = excluded.cost_value, set_by = excluded.set_by, updated_at = now()`);
}
