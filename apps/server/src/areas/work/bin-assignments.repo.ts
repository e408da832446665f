import type { BinAssignment } from "@ops/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exactCount, paginate, prefixPattern } from "../../db/paging";
import { accounts, assets, binAssignments, productAssets, products, users } from "../../db/schema";

/** The assets with these barcodes (upper-case), for the assignment checks. */
export async function assetsByBarcodes(db: Db, barcodes: string[]) {
  if (barcodes.length === 0) return [];
  return db
    .select({
      id: assets.id,
      barcode: assets.barcode,
      type: assets.type,
      accountId: assets.accountId,
      closedNote: assets.closedNote,
    })
    .from(assets)
    .where(inArray(assets.barcode, barcodes));
}

/** Which of these assets are assigned to the order already. */
export async function assignedAmong(db: Db, activityId: number, assetIds: number[]): Promise<Set<number>> {
  if (assetIds.length === 0) return new Set();
  const rows = await db
    .select({ assetId: binAssignments.assetId })
    .from(binAssignments)
    .where(and(eq(binAssignments.activityId, activityId), inArray(binAssignments.assetId, assetIds)));
  return new Set(rows.map((r) => r.assetId));
}

/** Assigns the assets in one multi-row insert; answers the new ids in the order given. */
export async function insertAssignments(
  db: Db,
  activityId: number,
  assetIds: number[],
  userId: number,
): Promise<number[]> {
  const rows = await db
    .insert(binAssignments)
    .values(assetIds.map((assetId) => ({ activityId, assetId, assignedBy: userId })))
    .returning({ id: binAssignments.id, assetId: binAssignments.assetId });
  const byAsset = new Map(rows.map((r) => [r.assetId, r.id]));
  return assetIds.flatMap((id) => {
    const row = byAsset.get(id);
    return row === undefined ? [] : [row];
  });
}

/** The assignment of the order with this id, with its asset's barcode; undefined when none. */
export async function findAssignment(db: Db, activityId: number, id: number) {
  const [row] = await db
    .select({ id: binAssignments.id, barcode: assets.barcode })
    .from(binAssignments)
    .innerJoin(assets, eq(assets.id, binAssignments.assetId))
    .where(and(eq(binAssignments.activityId, activityId), eq(binAssignments.id, id)));
  return row;
}

export async function deleteAssignment(db: Db, id: number): Promise<void> {
  await db.delete(binAssignments).where(eq(binAssignments.id, id));
}

/** The assignment as screens read it: the asset, its first product and weights, its account. */
const columns = {
  id: binAssignments.id,
  barcode: assets.barcode,
  assetType: assets.type,
  productName: sql<string | null>`(
    select ${products.name} from ${productAssets}
    join ${products} on ${products.id} = ${productAssets.productId}
    where ${productAssets.assetId} = ${assets.id}
    order by ${productAssets.position} limit 1)`,
  grossWeight: sql<string | number | null>`coalesce(${assets.inboundGrossWeight}, (
    select sum(${productAssets.grossWeight}) from ${productAssets} where ${productAssets.assetId} = ${assets.id}))`,
  netWeight: sql<string | number | null>`coalesce(${assets.inboundNetWeight}, (
    select sum(${productAssets.netWeight}) from ${productAssets} where ${productAssets.assetId} = ${assets.id}))`,
  accountId: assets.accountId,
  accountName: sql<
    string | null
  >`(select ${accounts.name} from ${accounts} where ${accounts.id} = ${assets.accountId})`,
  assignedBy: sql<
    string | null
  >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${binAssignments.assignedBy})`,
  createdAt: binAssignments.createdAt,
};

type Row = { [K in keyof typeof columns]: unknown } & { createdAt: Date };

function toAssignment(r: Row): BinAssignment {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: r.id as number,
    barcode: r.barcode as string,
    assetType: r.assetType as string,
    productName: (r.productName as string | null) ?? null,
    grossWeight: num(r.grossWeight),
    netWeight: num(r.netWeight),
    accountId: (r.accountId as number | null) ?? null,
    accountName: (r.accountName as string | null) ?? null,
    assignedBy: (r.assignedBy as string | null) ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** One page of the order's assignments, newest first, and how many there are. */
export async function listAssignments(
  db: Db,
  activityId: number,
  paging: { page: number; pageSize: number; search?: string },
): Promise<{ data: BinAssignment[]; total: number }> {
  const where = and(
    eq(binAssignments.activityId, activityId),
    paging.search
      ? sql`${binAssignments.assetId} in (select a.id from ${assets} a where a.barcode like ${prefixPattern(paging.search, "upper")})`
      : undefined,
  );
  const query = db
    .select(columns)
    .from(binAssignments)
    .innerJoin(assets, eq(assets.id, binAssignments.assetId))
    .where(where)
    .orderBy(desc(binAssignments.createdAt), desc(binAssignments.id))
    .$dynamic();
  const [rows, total] = await Promise.all([paginate(query, paging), exactCount(db, binAssignments, where)]);
  return { data: rows.map(toAssignment), total };
}

/** The assignments with these ids, in the order given. */
export async function assignmentsByIds(db: Db, ids: number[]): Promise<BinAssignment[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(binAssignments)
    .innerJoin(assets, eq(assets.id, binAssignments.assetId))
    .where(inArray(binAssignments.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toAssignment(r)]));
  return ids.flatMap((id) => {
    const a = byId.get(id);
    return a ? [a] : [];
  });
}
