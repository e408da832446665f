import type { UserAsset } from "@ops/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exactCount } from "../../db/paging";
import {
  activities,
  activityAssignments,
  assets,
  productAssets,
  products,
  users,
  workAssets,
} from "../../db/schema";
import { pageWorkAssetIds, workAssetOrder } from "./work-assets.repo";

export async function userExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}

/** The product of an asset: its first entry's (lowest position). */
const productName = sql<string | null>`(select ${products.name} from ${productAssets}
  join ${products} on ${products.id} = ${productAssets.productId}
  where ${productAssets.assetId} = ${workAssets.assetId}
  order by ${productAssets.position}, ${productAssets.id} limit 1)`;

const ROLE_OF = { processed: "input", created: "created" } as const;

/**
 * A page of the work assets a person added (scanned in: processed; made: created), on the
 * (added_by, created_at) index; the page's ids first, then their columns.
 */
export async function pageUserAssets(
  db: Db,
  userId: number,
  query: { type: "all" | "processed" | "created"; page: number; pageSize: number; order: "asc" | "desc" },
): Promise<{ data: UserAsset[]; total: number }> {
  const where: SQL | undefined = and(
    eq(workAssets.addedBy, userId),
    query.type === "all" ? undefined : eq(workAssets.role, ROLE_OF[query.type]),
  );
  const order = workAssetOrder(query.order);
  const [ids, total] = await Promise.all([
    pageWorkAssetIds(db, where, order, query),
    exactCount(db, workAssets, where),
  ]);
  if (ids.length === 0) return { data: [], total };
  const rows = await db
    .select({
      workAssetId: workAssets.id,
      assetId: workAssets.assetId,
      barcode: assets.barcode,
      assetType: assets.type,
      productName,
      role: workAssets.role,
      activitySlug: activities.slug,
      activityType: activities.type,
      lastAction: workAssets.lastAction,
      completedAt: workAssets.completedAt,
      addedAt: workAssets.createdAt,
    })
    .from(workAssets)
    .innerJoin(assets, eq(assets.id, workAssets.assetId))
    .innerJoin(activities, eq(activities.id, workAssets.activityId))
    .where(inArray(workAssets.id, ids))
    .orderBy(...order);
  return {
    data: rows.map(({ role, completedAt, addedAt, ...r }) => ({
      ...r,
      kind: role === "created" ? ("created" as const) : ("processed" as const),
      completedAt: completedAt ? completedAt.toISOString() : null,
      addedAt: addedAt.toISOString(),
    })),
    total,
  };
}

/** The roles a person is assigned to an activity in (none: not assigned). */
export async function assignmentRoles(db: Db, activityId: number, userId: number): Promise<string[]> {
  const rows = await db
    .select({ role: activityAssignments.role })
    .from(activityAssignments)
    .where(and(eq(activityAssignments.activityId, activityId), eq(activityAssignments.userId, userId)))
    .orderBy(activityAssignments.role);
  return rows.map((r) => r.role);
}
