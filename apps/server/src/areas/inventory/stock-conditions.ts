import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";

/** A list of ids as one `int[]` parameter. */
export const ints = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/**
 * What a read of stock entries is limited to: the inventory activities, and optionally accounts,
 * stock type, locations, the received range (`receivedBefore` exclusive), products and classes.
 */
export type StockEntryScope = {
  activityIds: readonly number[];
  accountIds?: readonly number[] | null;
  stockType?: string | null;
  locationIds?: readonly number[] | null;
  receivedFrom?: string | null;
  receivedBefore?: string | null;
  productIds?: readonly number[] | null;
  classIds?: readonly number[] | null;
};

/**
 * "The stock row `se` (a product entry of an in-stock asset, table stock_entries kept by triggers)
 * matches the scope"; the class filter needs its product as `p`.
 */
export function stockEntryConditions(s: StockEntryScope): SQL {
  const parts: SQL[] = [sql`se.activity_id = any(${ints(s.activityIds)})`];
  if (s.accountIds) parts.push(sql`se.account_id = any(${ints(s.accountIds)})`);
  if (s.stockType) parts.push(sql`se.stock_type = ${s.stockType}`);
  if (s.locationIds) parts.push(sql`se.location_id = any(${ints(s.locationIds)})`);
  if (s.receivedFrom) parts.push(sql`se.received_at >= ${s.receivedFrom}::date`);
  if (s.receivedBefore) parts.push(sql`se.received_at < ${s.receivedBefore}::date`);
  if (s.productIds) parts.push(sql`se.product_id = any(${ints(s.productIds)})`);
  if (s.classIds) parts.push(sql`p.class_id = any(${ints(s.classIds)})`);
  return sql.join(parts, sql` and `);
}

/** The stock entries summed by account × product and named. */
export type AccountProductSums = {
  accountId: number;
  accountName: string;
  productId: number;
  productName: string;
  classId: number | null;
  className: string | null;
  count: string | number;
  gross: string | number;
  net: string | number;
  value: string | number;
};

/**
 * The entries `se` that `options.where` keeps (`options.join` adds what it needs) summed by account × product:
 * aggregated first, then the few hundred groups named. `serializedClasses` names a product's class
 * only when the class is serialized.
 */
export function accountProductSums(
  db: Db,
  options: { join?: SQL; where: SQL; serializedClasses?: boolean },
): Promise<AccountProductSums[]> {
  return rowsOf<AccountProductSums>(
    db,
    sql`with sums as (
          select se.account_id, se.product_id,
                 sum(se.quantity) as count, sum(se.gross_weight) as gross,
                 sum(se.net_weight) as net, sum(se.value) as value
          from stock_entries se
          ${options.join ?? sql``}
          where ${options.where} and se.account_id is not null
          group by se.account_id, se.product_id
        )
        select s.account_id as "accountId", ac.name as "accountName", s.product_id as "productId",
               pr.name as "productName", pc.id as "classId", pc.name as "className",
               s.count, s.gross, s.net, s.value
        from sums s
        join accounts ac on ac.id = s.account_id
        join products pr on pr.id = s.product_id
        left join product_classes pc on pc.id = pr.class_id${options.serializedClasses ? sql` and pc.serialized` : sql``}`,
  );
}

/** A summed figure as a number (null: 0). */
export const num = (v: string | number | null) => (v === null ? 0 : Number(v));
