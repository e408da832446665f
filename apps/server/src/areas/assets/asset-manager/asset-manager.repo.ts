import { consolidatedNote, HOLD_TYPES } from "@ops/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { accounts, activities, assetHolds, assets, warehouses } from "../../../db/schema";

/** A container as the consolidation checks read it. */
export type ContainerRow = {
  id: number;
  barcode: string;
  type: string;
  parentId: number | null;
  activityId: number | null;
  activitySlug: string | null;
  accountId: number | null;
  accountName: string | null;
  locationId: number | null;
  warehouseId: number | null;
  /** Set when it was emptied into another container ("Emptied into BIN-DAL-000042"); null while open. */
  closedNote: string | null;
  childCount: number;
};

/**
 * These assets by barcode, with their activity, account and how many assets each holds;
 * `forUpdate` locks the rows (in id order, so two consolidations cannot deadlock).
 */
export async function containersByBarcodes(
  db: Db,
  barcodes: string[],
  forUpdate = false,
): Promise<Map<string, ContainerRow>> {
  if (barcodes.length === 0) return new Map();
  if (forUpdate)
    await db.execute(
      sql`select id from ${assets} where barcode = any(${sql.param(barcodes)}::text[]) order by id for update`,
    );
  const rows = await db
    .select({
      id: assets.id,
      barcode: assets.barcode,
      type: assets.type,
      parentId: assets.parentId,
      activityId: assets.activityId,
      activitySlug: sql<
        string | null
      >`(select x.slug from ${activities} x where x.id = ${assets.activityId})`,
      accountId: assets.accountId,
      accountName: sql<string | null>`(select n.name from ${accounts} n where n.id = ${assets.accountId})`,
      locationId: assets.locationId,
      warehouseId: assets.warehouseId,
      closedNote: assets.closedNote,
      // The outer row named in full: a bare column would be the subquery's own.
      childCount: sql<number>`(select count(*)::int from ${assets} c where c.parent_id = "assets"."id")`,
    })
    .from(assets)
    .where(sql`${assets.barcode} = any(${sql.param(barcodes)}::text[])`);
  return new Map(rows.map((r) => [r.barcode, { ...r, childCount: Number(r.childCount) }]));
}

/** The assets directly inside these containers; `forUpdate` locks them in id order. */
export async function childrenOf(
  db: Db,
  parentIds: number[],
  forUpdate = false,
): Promise<{ id: number; barcode: string; parentId: number; activityId: number | null }[]> {
  if (parentIds.length === 0) return [];
  const query = db
    .select({
      id: assets.id,
      barcode: assets.barcode,
      parentId: sql<number>`${assets.parentId}`,
      activityId: assets.activityId,
    })
    .from(assets)
    .where(sql`${assets.parentId} = any(${sql.param(parentIds)}::int[])`)
    .orderBy(assets.id);
  return forUpdate ? query.for("update") : query;
}

/** The ids of the containers this asset sits in, at any depth (its parent first). */
export async function ancestorsOf(db: Db, id: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive up(id, depth) as (
      select parent_id, 1 from ${assets} where id = ${id} and parent_id is not null
      union
      select a.parent_id, up.depth + 1 from ${assets} a join up on a.id = up.id
       where a.parent_id is not null and up.depth < 50
    )
    select id from up order by depth`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/** The active hold of each of these assets that has one ("legal hold"), by asset id. */
export async function activeHolds(db: Db, assetIds: number[]): Promise<Map<number, string>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .select({ assetId: assetHolds.assetId, type: assetHolds.type })
    .from(assetHolds)
    .where(
      sql`${assetHolds.assetId} = any(${sql.param(assetIds)}::int[]) and ${assetHolds.status} = 'active'`,
    );
  return new Map(rows.map((r) => [r.assetId, holdLabel(r.type)]));
}

/**
 * Moves these assets into the container in one statement; they take its location when it has
 * one, and what they hold goes with them (its own container is unchanged).
 */
export async function moveInto(
  db: Db,
  ids: number[],
  target: { id: number; locationId: number | null },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(assets)
    .set({
      parentId: target.id,
      locationId: sql`coalesce(${target.locationId}::int, ${assets.locationId})`,
      updatedAt: new Date(),
    })
    .where(sql`${assets.id} = any(${sql.param(ids)}::int[])`);
}

/**
 * The assets under an active hold anywhere inside these containers (at any depth), each with the
 * container it is in among `rootIds` and its hold's type.
 */
export async function heldInside(
  db: Db,
  rootIds: number[],
): Promise<{ barcode: string; rootId: number; type: string }[]> {
  if (rootIds.length === 0) return [];
  const result = (await db.execute(sql`
    with recursive tree(id, root_id, depth) as (
      select c.id, c.parent_id, 1 from ${assets} c where c.parent_id = any(${sql.param(rootIds)}::int[])
      union
      select c.id, tree.root_id, tree.depth + 1 from ${assets} c join tree on c.parent_id = tree.id
       where tree.depth < 50
    )
    select a.barcode, tree.root_id, h.type
      from tree
      join ${assets} a on a.id = tree.id
      join ${assetHolds} h on h.asset_id = tree.id and h.status = 'active'
     order by a.barcode`)) as unknown as { rows: { barcode: string; root_id: number; type: string }[] };
  return result.rows.map((r) => ({ barcode: r.barcode, rootId: Number(r.root_id), type: r.type }));
}

/** A hold type's label as a sentence names it ("legal hold", "leased hold"). */
export function holdLabel(type: string): string {
  const label = (HOLD_TYPES.find((t) => t.id === type)?.label ?? type).toLowerCase();
  return /hold$/.test(label) ? label : `${label} hold`;
}

/**
 * Marks emptied containers closed in their own columns (`closed_at`, `closed_note` "Emptied into
 * BIN-DAL-000042"), which no attribute edit rewrites; the asset's header shows them.
 */
export async function closeContainers(db: Db, ids: number[], into: string, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(assets)
    .set({ closedAt: at, closedNote: consolidatedNote(into), updatedAt: at })
    .where(sql`${assets.id} = any(${sql.param(ids)}::int[])`);
}

/**
 * Locks the warehouse's row so that one asset manager run at a time numbers its containers, and
 * answers its short name.
 */
export async function lockWarehouse(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ shortName: warehouses.shortName })
    .from(warehouses)
    .where(eq(warehouses.id, id))
    .for("update");
  return row?.shortName;
}

/**
 * The highest number among barcodes `<prefix><digits>` (0 when none): generated barcodes go on
 * from the next one. Run under `lockWarehouse`, so no other run takes the same numbers.
 */
export async function highestNumber(db: Db, prefix: string): Promise<number> {
  const pattern = `^${prefix.replace(/[^A-Z0-9]/g, (c) => `\\${c}`)}[0-9]{1,15}$`;
  const result = (await db.execute(sql`
    select coalesce(max(substr(barcode, ${prefix.length + 1})::bigint), 0)::text as n
      from ${assets}
     where barcode like ${`${prefix}%`} and barcode ~ ${pattern}`)) as unknown as {
    rows: { n: string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}
