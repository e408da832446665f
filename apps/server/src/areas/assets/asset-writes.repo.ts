import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assets, productAssets } from "../../db/schema";
import type { AssetInsert, ProductAssetInsert } from "./assets.repo";

/** Inserts assets in multi-row statements (chunked under the bind-parameter limit). */
export async function insertAssets(db: Db, rows: AssetInsert[]): Promise<{ id: number; barcode: string }[]> {
  const out: { id: number; barcode: string }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    out.push(
      ...(await db.insert(assets).values(chunk).returning({ id: assets.id, barcode: assets.barcode })),
    );
  }
  return out;
}

export async function insertProductAssets(db: Db, rows: ProductAssetInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000) await db.insert(productAssets).values(rows.slice(i, i + 2000));
}

/** Sets parents from (child id, parent id) pairs in one statement. */
export async function setParents(db: Db, pairs: { id: number; parentId: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(sql`
    update ${assets} a set parent_id = v.parent_id, updated_at = now()
      from unnest(${sql.param(pairs.map((p) => p.id))}::int[], ${sql.param(pairs.map((p) => p.parentId))}::int[])
           as v(id, parent_id)
     where a.id = v.id`);
}

export async function updateAssets(db: Db, ids: number[], values: Partial<AssetInsert>): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(assets)
    .set({ ...values, updatedAt: new Date() })
    .where(sql`${assets.id} = any(${sql.param(ids)}::int[])`);
}

/** The product entry at position 0 (the asset's product), if any. */
export async function firstProductAsset(db: Db, assetId: number) {
  const [row] = await db
    .select()
    .from(productAssets)
    .where(and(eq(productAssets.assetId, assetId), eq(productAssets.position, 0)))
    .limit(1);
  return row;
}

export async function saveFirstProductAsset(
  db: Db,
  assetId: number,
  values: { productId: number; quantity: number; grossWeight: number | null; netWeight: number | null },
): Promise<void> {
  await db
    .insert(productAssets)
    .values({ assetId, position: 0, ...values })
    .onConflictDoUpdate({
      target: [productAssets.assetId, productAssets.position],
      set: { ...values, updatedAt: new Date() },
    });
}

export async function deleteFirstProductAsset(db: Db, assetId: number): Promise<void> {
  await db
    .delete(productAssets)
    .where(and(eq(productAssets.assetId, assetId), eq(productAssets.position, 0)));
}

export async function deleteAsset(db: Db, id: number): Promise<void> {
  await db.delete(assets).where(eq(assets.id, id));
}

/**
 * Moves assets and everything inside them to another activity in one statement: the owner
 * follows the activity (an activity without account keeps the asset's), a location in another
 * warehouse is cleared, and a moved asset leaves a container that does not move with it.
 * Answers each moved asset with the activity it came from.
 */
export async function moveTrees(
  db: Db,
  rootIds: number[],
  target: { id: number; accountId: number | null; warehouseId: number },
): Promise<{ id: number; barcode: string; fromActivityId: number | null }[]> {
  if (rootIds.length === 0) return [];
  const result = (await db.execute(sql`
    with recursive tree(id, depth) as (
      select id, 0 from ${assets} where id = any(${sql.param(rootIds)}::int[])
      union
      select c.id, tree.depth + 1 from ${assets} c join tree on c.parent_id = tree.id where tree.depth < 50
    ),
    old as (select a.id, a.activity_id from ${assets} a where a.id in (select id from tree))
    update ${assets} a
       set activity_id = ${target.id},
           account_id = coalesce(${target.accountId}::int, a.account_id),
           warehouse_id = ${target.warehouseId},
           location_id = case when a.warehouse_id = ${target.warehouseId} then a.location_id end,
           parent_id = case when a.parent_id in (select id from tree) then a.parent_id end,
           updated_at = now()
      from old
     where a.id = old.id
    returning a.id, a.barcode, old.activity_id as from_activity_id`)) as unknown as {
    rows: { id: number; barcode: string; from_activity_id: number | null }[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    barcode: r.barcode,
    fromActivityId: r.from_activity_id,
  }));
}
