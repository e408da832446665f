import type { ActivityAssetsQuery, Asset, AssetsQuery, Paged } from "@ops/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { assets, workAssets } from "../../db/schema";
import { assetFilterConditions, searchCondition } from "./asset-filters";
import { assetSelect, pageAssets } from "./assets.repo";

/** The condition "the asset is visible to the actor" of a list; none when every asset is. */
export type AssetScope = SQL | undefined;

/** The scope of an actor who sees the assets of these accounts only. */
export function assetsOfAccounts(accountIds: number[]): SQL {
  if (accountIds.length === 0) return sql`false`;
  return sql`${assets.accountId} = any(${sql.param(accountIds)}::int[])`;
}

/** The asset with this (upper-cased) barcode within the scope, as a list of at most one. */
export function assetsWithBarcode(db: Db, scope: AssetScope, barcode: string): Promise<Asset[]> {
  return assetSelect(db, and(scope, eq(assets.barcode, barcode)), { limit: 1 });
}

/**
 * A page of the assets list within the scope: by serial (any case) and activity when given,
 * then the list's search and the assets screen's filters (a bad received range is a 422).
 */
export function pageAssetList(
  db: Db,
  filter: { scope: AssetScope; serial?: string; activityId?: number },
  query: AssetsQuery,
  /** Count at most this many (and say whether there are more). */
  countCap?: number,
): Promise<{ data: Asset[]; total: number; more?: boolean }> {
  const conditions: (SQL | undefined)[] = [filter.scope];
  if (filter.serial !== undefined)
    conditions.push(sql`upper(${assets.serialNumber}) = upper(${filter.serial})`);
  if (filter.activityId !== undefined) conditions.push(eq(assets.activityId, filter.activityId));
  if (query.search) conditions.push(searchCondition(query.search));
  conditions.push(...assetFilterConditions(query));
  return pageAssets(db, and(...conditions), query, countCap);
}

/** The assets directly inside a container, in barcode order, up to `limit`. */
export function childrenOf(db: Db, parentId: number, limit: number): Promise<Asset[]> {
  return assetSelect(db, eq(assets.parentId, parentId), { sort: "barcode", limit });
}

/** Reservation lists by their condition on `r`: not released; still to pick; picked. */
const RESERVATION_LISTS = {
  reserved: sql`r.status <> 'released'`,
  pick_list: sql`r.status = 'reserved'`,
  completed: sql`r.status = 'picked'`,
} as const;

/**
 * Stock the order or outbound load could still take: top-level assets on its warehouse's
 * inventory activity, open, not reserved for anything, not on an active hold, and — an outbound
 * load to a client (account type active) — of that client's account family.
 */
function availableTo(activityId: number): SQL {
  return sql`${assets.parentId} is null and ${assets.closedAt} is null
    and ${assets.activityId} = (select i.id from activities o join activities i
      on i.type = 'inventory' and i.warehouse_id = o.warehouse_id where o.id = ${activityId} order by i.id limit 1)
    and not exists (select 1 from asset_reservations r where r.asset_id = ${assets.id} and r.status in ('reserved', 'listed'))
    and not exists (select 1 from asset_holds h where h.asset_id = ${assets.id} and h.status = 'active')
    and not exists (select 1 from activities o join accounts c on c.id = o.account_id
      where o.id = ${activityId} and o.type = 'outbound' and c.type = 'active'
        and (${assets.accountId} is null or (${assets.accountId} <> c.id
          and not exists (select 1 from accounts f where f.id = ${assets.accountId} and f.parent_id = c.id))))`;
}

/**
 * A page of an activity's assets: all on it, those received on it, those with a duplicate serial,
 * or (a work order) its inputs still in processing (SPEC §4: not '100% Complete') with their
 * latest step as `lastAction`.
 */
export async function pageActivityAssets(
  db: Db,
  activityId: number,
  query: z.infer<typeof ActivityAssetsQuery>,
): Promise<Paged<Asset>> {
  if (query.type === "processing") {
    // On the job now (an input scanned into another order since has left it) and not complete.
    const inProcessing = and(
      eq(assets.activityId, activityId),
      sql`exists (select 1 from ${workAssets} w
        where w.asset_id = ${assets.id} and w.activity_id = ${activityId}
          and w.role = 'input' and w.completed_at is null)`,
    ) as SQL;
    const page = await pageAssets(
      db,
      query.search ? and(inProcessing, searchCondition(query.search)) : inProcessing,
      query,
    );
    const ids = page.data.map((a) => a.id);
    const steps =
      ids.length === 0
        ? []
        : await db
            .select({ assetId: workAssets.assetId, lastAction: workAssets.lastAction })
            .from(workAssets)
            .where(and(eq(workAssets.activityId, activityId), inArray(workAssets.assetId, ids)));
    const lastAction = new Map(steps.map((s) => [s.assetId, s.lastAction]));
    return { ...page, data: page.data.map((a) => ({ ...a, lastAction: lastAction.get(a.id) ?? null })) };
  }
  const where =
    query.type === "created"
      ? eq(assets.receivingActivityId, activityId)
      : query.type === "duplicates"
        ? and(
            eq(assets.activityId, activityId),
            sql`${assets.serialNumber} is not null and exists (
              select 1 from ${assets} d
               where upper(d.serial_number) = upper(${assets.serialNumber}) and d.id <> ${assets.id})`,
          )
        : query.type in RESERVATION_LISTS
          ? // Stock reserved for the order or load (asset_reservations, issues 17 and 18).
            sql`exists (select 1 from asset_reservations r where r.asset_id = ${assets.id} and r.activity_id = ${activityId}
              and ${RESERVATION_LISTS[query.type as keyof typeof RESERVATION_LISTS]})`
          : query.type === "unreserved"
            ? sql`exists (select 1 from asset_reservations r where r.asset_id = ${assets.id} and r.activity_id = ${activityId}
                and r.status = 'released')
              and not exists (select 1 from asset_reservations r where r.asset_id = ${assets.id} and r.activity_id = ${activityId}
                and r.status <> 'released')`
            : query.type === "available_to"
              ? availableTo(activityId)
              : eq(assets.activityId, activityId);
  return pageAssets(db, query.search ? and(where, searchCondition(query.search)) : where, query);
}
