import type { LoadBuilderAsset, LoadBuilderFigures, LoadBuilderPriceUnit } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import * as picking from "../inventory/picking.service";
import * as stock from "../inventory/stock.service";

const { ints, num } = stock;

/**
 * Where the load builder reads: the warehouse's inventory activities, the received range
 * (`receivedBefore` exclusive), optionally some accounts and products.
 */
export type BuilderScope = {
  activityIds: number[];
  receivedFrom: string | null;
  receivedBefore: string | null;
  accountIds?: readonly number[] | null;
  productIds?: readonly number[] | null;
};

/**
 * "The stock entry `se` is available to build a load from": in the scope, of an account, its asset
 * neither reserved for anything nor on an active hold.
 */
function available(s: BuilderScope): SQL {
  const parts: SQL[] = [stock.stockEntryConditions(s), sql`se.account_id is not null`];
  // The few reserved or held assets as one hashed set: a probe per entry, where a correlated
  // anti-join per entry took seconds over a warehouse's 200,000 entries (bench/load-builder.ts).
  parts.push(sql`se.asset_id not in (
    select r.asset_id from asset_reservations r where r.status in ('reserved', 'listed')
    union all select h.asset_id from asset_holds h where h.status = 'active')`);
  return sql.join(parts, sql` and `);
}

export type FigureRow = {
  account: { id: number; name: string };
  product: { id: number; name: string; serialProductClass: { id: number; name: string } | null };
  figures: LoadBuilderFigures;
};

/** Available stock by account × product: aggregated first (stock_entries), then named. */
export async function availableFigures(db: Db, s: BuilderScope): Promise<FigureRow[]> {
  if (s.activityIds.length === 0) return [];
  const rows = await stock.accountProductSums(db, { where: available(s), serializedClasses: true });
  return rows.map((r) => ({
    account: { id: r.accountId, name: r.accountName },
    product: {
      id: r.productId,
      name: r.productName,
      serialProductClass: r.classId === null ? null : { id: r.classId, name: r.className ?? "" },
    },
    figures: {
      count: num(r.count),
      gross: num(r.gross),
      net: num(r.net),
      value: Math.round(num(r.value) * 100) / 100,
    },
  }));
}

export type BuyerPrice = { unit: LoadBuilderPriceUnit; unitPrice: number };

/**
 * The buyer's outbound prices of these products: from the newest version of its outbound price
 * list, the entry per lb, else per piece (the first of them by position).
 */
export async function buyerPrices(
  db: Db,
  buyerAccountId: number,
  productIds: readonly number[] | null,
): Promise<Map<number, BuyerPrice>> {
  const rows = await rowsOf<{ productId: number; unit: LoadBuilderPriceUnit; price: string }>(
    db,
    sql`with list as (
          select id from price_lists where account_id = ${buyerAccountId} and type = 'outbound'
          order by version desc limit 1
        )
        select distinct on (pe.product_id) pe.product_id as "productId", pe.unit, pe.price
        from price_entries pe join list on list.id = pe.price_list_id
        where pe.product_id is not null and pe.unit in ('lbs', 'pieces')
          ${productIds ? sql`and pe.product_id = any(${ints(productIds)})` : sql``}
        order by pe.product_id, (pe.unit = 'lbs') desc, pe.position`,
  );
  return new Map(rows.map((r) => [r.productId, { unit: r.unit, unitPrice: Number(r.price) }]));
}

/** An account's type (active = client, dsvs = downstream vendor / buyer); undefined: none. */
export async function accountTypeOf(db: Db, id: number): Promise<{ type: string; name: string } | undefined> {
  const [row] = await rowsOf<{ type: string; name: string }>(
    db,
    sql`select type, name from accounts where id = ${id}`,
  );
  return row;
}

type RawAsset = {
  id: number;
  barcode: string;
  serialNumber: string | null;
  accountId: number | null;
  productId: number;
  productName: string;
  className: string | null;
  grade: string | null;
  count: string | number;
  gross: string | number;
  net: string | number;
  value: string | number;
  attributes: Record<string, unknown> | string | null;
};

const attributeValue = (v: unknown): string | number | boolean | null =>
  v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean"
    ? v
    : JSON.stringify(v);

/**
 * The available assets of the scope's products, one line per asset (its first entry of those
 * products), barcode order, at most `limit`.
 */
export async function availableAssets(db: Db, s: BuilderScope, limit: number): Promise<LoadBuilderAsset[]> {
  if (s.activityIds.length === 0) return [];
  const rows = await rowsOf<RawAsset>(
    db,
    sql`with entries as (
          select distinct on (se.asset_id) se.asset_id, se.account_id, se.product_id, se.quantity,
                 se.gross_weight, se.net_weight, se.value
          from stock_entries se
          where ${available(s)}
          order by se.asset_id, se.entry_id
        )
        select a.id, a.barcode, a.serial_number as "serialNumber", e.account_id as "accountId",
               e.product_id as "productId", pr.name as "productName", pc.name as "className", a.grade,
               e.quantity as count, e.gross_weight as gross, e.net_weight as net, e.value, a.attributes
        from entries e
        join assets a on a.id = e.asset_id
        join products pr on pr.id = e.product_id
        left join product_classes pc on pc.id = pr.class_id
        order by a.barcode
        limit ${limit}`,
  );
  return rows.map((r) => {
    const raw = typeof r.attributes === "string" ? JSON.parse(r.attributes) : (r.attributes ?? {});
    const attributes: LoadBuilderAsset["attributes"] = {};
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) attributes[k] = attributeValue(v);
    return {
      id: r.id,
      barcode: r.barcode,
      serialNumber: r.serialNumber,
      accountId: r.accountId,
      productId: r.productId,
      productName: r.productName,
      className: r.className,
      grade: r.grade,
      count: num(r.count),
      gross: num(r.gross),
      net: num(r.net),
      value: Math.round(num(r.value) * 100) / 100,
      attributes,
    };
  });
}

/** What confirm checks of an asset, read after locking it. */
export type ConfirmCandidate = {
  id: number;
  barcode: string;
  accountId: number | null;
  locationId: number | null;
  inStock: boolean;
  held: boolean;
  reservedFor: string | null;
  /** Its available figures summed over the entries of the chosen products (null: none). */
  productIds: number[];
};

/**
 * Locks the assets (in id order, so two confirms sharing assets queue instead of deadlocking) and
 * reads what confirm checks: in stock at the inventory activity, held, reserved, and the chosen
 * products they hold.
 */
export async function lockConfirmCandidates(
  db: Db,
  assetIds: readonly number[],
  inventoryId: number,
  productIds: readonly number[],
): Promise<ConfirmCandidate[]> {
  await db.execute(sql`select id from assets where id = any(${ints(assetIds)}) order by id for update`);
  return rowsOf<ConfirmCandidate>(
    db,
    sql`select a.id, a.barcode, a.account_id as "accountId", a.location_id as "locationId",
          (a.closed_at is null and a.activity_id = ${inventoryId}) as "inStock",
          exists (select 1 from asset_holds h where h.asset_id = a.id and h.status = 'active') as held,
          ${picking.reservationHolder(sql`a.id`)} as "reservedFor",
          coalesce((select array_agg(distinct pa.product_id) from product_assets pa
            where pa.asset_id = a.id and pa.product_id = any(${ints(productIds)})), '{}') as "productIds"
        from assets a where a.id = any(${ints(assetIds)})`,
  );
}

/** Count, net weight and the stock's priced value (the cost) per chosen product of these assets. */
export async function figuresOf(
  db: Db,
  assetIds: readonly number[],
  productIds: readonly number[],
): Promise<Map<number, { count: number; net: number; value: number }>> {
  const rows = await rowsOf<{
    productId: number;
    count: string | number;
    net: string | number;
    value: string | number;
  }>(
    db,
    sql`select se.product_id as "productId", sum(se.quantity) as count, sum(se.net_weight) as net,
          sum(se.value) as value
        from stock_entries se
        where se.asset_id = any(${ints(assetIds)}) and se.product_id = any(${ints(productIds)})
        group by se.product_id`,
  );
  return new Map(
    rows.map((r) => [
      r.productId,
      { count: num(r.count), net: num(r.net), value: Math.round(num(r.value) * 100) / 100 },
    ]),
  );
}

export type OutboundProductRow = {
  productId: number;
  unit: LoadBuilderPriceUnit;
  unitPrice: number;
  marginPercent: number | null;
  costValue: number | null;
};

/** The load's products with their prices, one statement. */
export async function insertOutboundProducts(
  db: Db,
  activityId: number,
  list: OutboundProductRow[],
  userId: number,
): Promise<void> {
  if (list.length === 0) return;
  const col = <T>(f: (r: OutboundProductRow) => T) => sql.param(list.map(f));
  await db.execute(sql`
    insert into outbound_products (activity_id, product_id, unit, unit_price, margin_percent, cost_value, set_by)
    select ${activityId}, p, u, price, margin, cost, ${userId}
    from unnest(${col((r) => r.productId)}::int[], ${col((r) => r.unit)}::text[],
      ${col((r) => r.unitPrice)}::numeric[], ${col((r) => r.marginPercent)}::numeric[],
      ${col((r) => r.costValue)}::numeric[]) as t(p, u, price, margin, cost)`);
}

/** The units of each product when no price list names one: per lb when the product is weighed. */
export async function weighedProducts(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from products where id = any(${ints(productIds)}) and type <> 'serialized'`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Those of the product ids that exist. */
export async function existingProducts(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from products where id = any(${ints(productIds)})`,
  );
  return new Set(rows.map((r) => r.id));
}
