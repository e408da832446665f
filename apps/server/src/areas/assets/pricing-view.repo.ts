import type { PricingType } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "./pricing.repo";

export type PricingLineRow = {
  key: string;
  product_name: string | null;
  barcode: string | null;
  serial_number: string | null;
  count: string | number;
  gross_weight: string | null;
  net_weight: string | null;
  unit_price: string | null;
  share: string | null;
  value: string | null;
};

/**
 * Yield and consignment: one line per product received on the load, with its count and weights
 * summed over the product entries; a unit price or share shows when every entry has the same.
 */
export function productLines(db: Db, activityId: number): Promise<PricingLineRow[]> {
  return rowsOf<PricingLineRow>(
    db,
    sql`
    select 'product-' || p.id as key, p.name as product_name, null as barcode, null as serial_number,
           sum(pa.quantity) as count, sum(pa.gross_weight) as gross_weight, sum(pa.net_weight) as net_weight,
           case when count(pa.unit_price) = count(*) and min(pa.unit_price) = max(pa.unit_price)
                then min(pa.unit_price) end as unit_price,
           case when count(pa.share) = count(*) and min(pa.share) = max(pa.share) then min(pa.share) end as share,
           sum(pa.value) as value
    from product_assets pa
    join assets a on a.id = pa.asset_id
    join products p on p.id = pa.product_id
    where a.receiving_activity_id = ${activityId}
    group by p.id, p.name
    order by lower(p.name), p.id`,
  );
}

/**
 * Serial and fmv: one line per serialized asset received on the load (and any other asset that
 * was given the amount by barcode), with its first product and inbound weights.
 */
export function assetLines(db: Db, activityId: number, type: "serial" | "fmv"): Promise<PricingLineRow[]> {
  const amount = type === "serial" ? sql`a.value` : sql`a.fmv`;
  return rowsOf<PricingLineRow>(
    db,
    sql`
    select 'asset-' || a.id as key, p.name as product_name, a.barcode, a.serial_number,
           coalesce(pa.quantity, 1) as count, a.inbound_gross_weight as gross_weight,
           a.inbound_net_weight as net_weight,
           ${type === "serial" ? sql`a.value` : sql`null::numeric`} as unit_price, null::numeric as share,
           ${amount} as value
    from assets a
    left join lateral (select product_id, quantity from product_assets where asset_id = a.id
                       order by position limit 1) pa on true
    left join products p on p.id = pa.product_id
    where a.receiving_activity_id = ${activityId} and (a.serial_number is not null or ${amount} is not null)
    order by a.barcode`,
  );
}

/** The newest pricing run of this type on the load: when and by whom. */
export async function lastRun(
  db: Db,
  activityId: number,
  type: PricingType,
): Promise<{ createdAt: Date; createdBy: string | null } | undefined> {
  const [row] = await rowsOf<{ created_at: string | Date; created_by: string | null }>(
    db,
    sql`
    select r.created_at, u.first_name || ' ' || u.last_name as created_by
    from pricing_runs r left join users u on u.id = r.created_by
    where r.activity_id = ${activityId} and r.type = ${type}
    order by r.created_at desc, r.id desc limit 1`,
  );
  return row ? { createdAt: new Date(row.created_at), createdBy: row.created_by } : undefined;
}
