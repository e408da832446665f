import type { ShipmentConsigneeFacts, ShipmentRuleFacts } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { firstProductOfA } from "../itad/sanitization-state";

/** An outbound load as the shipment check reads it. */
export type ShipmentLoadRow = {
  id: number;
  slug: string;
  type: string;
  status: string;
  accountId: number | null;
  warehouseId: number | null;
  scheduledDate: string | null;
};

export async function loadBySlug(db: Db, slug: string): Promise<ShipmentLoadRow | null> {
  const [row] = await rowsOf<ShipmentLoadRow>(
    db,
    sql`select id, slug, type, status, account_id as "accountId", warehouse_id as "warehouseId",
               scheduled_date::text as "scheduledDate"
        from activities where slug = ${slug}`,
  );
  return row ?? null;
}

export async function consigneeOf(db: Db, accountId: number | null): Promise<ShipmentConsigneeFacts | null> {
  if (accountId === null) return null;
  const [row] = await rowsOf<ShipmentConsigneeFacts>(
    db,
    sql`select id, name, type, status from accounts where id = ${accountId}`,
  );
  return row ?? null;
}

/** Every vendor rule of one vendor (active or not: the rule keeps the active ones). */
export async function vendorRulesOf(db: Db, vendorId: number): Promise<ShipmentRuleFacts[]> {
  return rowsOf<ShipmentRuleFacts>(
    db,
    sql`select id, name, vendor_account_id as "vendorAccountId", material_types as "materialTypes",
               classifications, warehouse_ids as "warehouseIds", priority, active
        from vendor_rules where vendor_account_id = ${vendorId} order by priority, id`,
  );
}

export type LoadAssetRow = {
  id: number;
  barcode: string;
  accountId: number | null;
  r2Classification: string | null;
  onHold: boolean;
};

/**
 * The material on a load: its open assets that carry a product (a container without one is
 * packaging, not material), with their R2 classification and whether a hold is active on them.
 * One statement (assets_activity_idx, asset_holds_asset_idx).
 */
export async function materialOnLoad(db: Db, loadId: number): Promise<LoadAssetRow[]> {
  const rows = await rowsOf<LoadAssetRow>(
    db,
    sql`select a.id, a.barcode, a.account_id as "accountId", a.r2_classification as "r2Classification",
               exists (select 1 from asset_holds h where h.asset_id = a.id and h.status = 'active') as "onHold"
        from assets a
        ${firstProductOfA}
        where a.activity_id = ${loadId} and a.closed_at is null and p.id is not null
        order by a.barcode`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * The `shipped` event of every open asset on the load (containers and contents alike), in one
 * insert … select: the evidence chain and the certificate of recycling read them.
 */
export async function insertShippedEvents(
  db: Db,
  load: { id: number; slug: string },
  consigneeName: string,
  userId: number | null,
): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`with written as (
          insert into events (activity_id, barcode, asset_id, action, message, user_id)
          select ${load.id}, a.barcode, a.id, 'shipped', ${`Shipped on ${load.slug} to ${consigneeName}`}, ${userId}::int
          from assets a where a.activity_id = ${load.id} and a.closed_at is null
          order by a.barcode
          returning 1)
        select count(*)::int as n from written`,
  );
  return Number(row?.n ?? 0);
}
