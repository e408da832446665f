import type { WorkAsset, WorkAssetRole } from "@ops/domain";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  cappedCount,
  containsPattern,
  orderTerm,
  type PageWindow,
  paginate,
  stableOrder,
} from "../../db/paging";
import {
  activities,
  assetHolds,
  assets,
  binAssignments,
  productAssets,
  products,
  workAssets,
} from "../../db/schema";

export type WorkOrderRow = {
  id: number;
  slug: string;
  type: string;
  status: string;
  accountId: number | null;
  warehouseId: number | null;
};

/** The work order's row, locked in the caller's transaction: scans and creates of one order queue behind each other. */
export async function lockWorkOrder(db: Db, id: number): Promise<WorkOrderRow | undefined> {
  const [row] = await db
    .select({
      id: activities.id,
      slug: activities.slug,
      type: activities.type,
      status: activities.status,
      accountId: activities.accountId,
      warehouseId: activities.warehouseId,
    })
    .from(activities)
    .where(eq(activities.id, id))
    .for("update");
  return row;
}

export type ScanCandidate = {
  id: number;
  barcode: string;
  accountId: number | null;
  activityId: number | null;
  activitySlug: string | null;
  /** Set when the container was emptied into another and closed ("Emptied into BIN-DAL-000042"). */
  closedNote: string | null;
  /** The oldest active hold, if any. */
  holdId: number | null;
  holdType: string | null;
  /** Its row in the work order (null: not in it): role and whether complete. */
  role: string | null;
  completed: boolean;
};

/**
 * The assets carrying these (upper-cased) barcodes, locked for the scan, with what the scan
 * checks (their oldest active hold, their row in the work order) in the same statement.
 */
export async function lockAssetsByBarcode(
  db: Db,
  activityId: number,
  barcodes: string[],
): Promise<ScanCandidate[]> {
  if (barcodes.length === 0) return [];
  const id = sql.raw('"assets"."id"');
  const rows = await db
    .select({
      id: assets.id,
      barcode: assets.barcode,
      accountId: assets.accountId,
      activityId: assets.activityId,
      activitySlug: sql<
        string | null
      >`(select a.slug from ${activities} a where a.id = ${sql.raw('"assets"."activity_id"')})`,
      closedNote: assets.closedNote,
      hold: sql<string | null>`(select h.id || ':' || h.type from ${assetHolds} h
        where h.asset_id = ${id} and h.status = 'active' order by h.id limit 1)`,
      work: sql<
        string | null
      >`(select w.role || ':' || (w.completed_at is not null)::text from ${workAssets} w
        where w.activity_id = ${activityId} and w.asset_id = ${id})`,
    })
    .from(assets)
    .where(inArray(assets.barcode, barcodes))
    .for("update", { of: assets });
  return rows.map(({ hold, work, ...row }) => {
    const [holdId, holdType] = hold ? hold.split(":") : [null, null];
    const [role, completed] = work ? work.split(":") : [null, "false"];
    return {
      ...row,
      holdId: holdId ? Number(holdId) : null,
      holdType: holdType ?? null,
      role: role ?? null,
      completed: completed === "true",
    };
  });
}

export type WorkAssetRow = typeof workAssets.$inferSelect;

/** The work order's rows for these assets (any role). */
export async function workRowsOf(db: Db, activityId: number, assetIds: number[]): Promise<WorkAssetRow[]> {
  if (assetIds.length === 0) return [];
  return db
    .select()
    .from(workAssets)
    .where(and(eq(workAssets.activityId, activityId), inArray(workAssets.assetId, assetIds)));
}

/** Moves the assets onto the work order (their activity). */
export async function moveAssetsTo(db: Db, assetIds: number[], activityId: number): Promise<void> {
  if (assetIds.length === 0) return;
  await db.update(assets).set({ activityId, updatedAt: new Date() }).where(inArray(assets.id, assetIds));
}

export async function insertWorkAssets(
  db: Db,
  rows: {
    activityId: number;
    assetId: number;
    role: WorkAssetRole;
    sourceAssetId?: number | null;
    addedBy: number | null;
  }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(workAssets).values(rows).returning({ id: workAssets.id });
  return inserted.map((r) => r.id);
}

/** Sets the latest processing step of these work rows (`completedAt` when it completes them, else null). */
export async function setLastAction(
  db: Db,
  ids: number[],
  lastAction: string,
  completedAt: Date | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(workAssets)
    .set({ lastAction, completedAt, updatedAt: new Date() })
    .where(inArray(workAssets.id, ids));
}

/**
 * The inputs of the work order still in processing: not '100% Complete' and still on the order
 * (an input scanned into another order since has left this one), oldest scan first.
 */
export async function openInputs(
  db: Db,
  activityId: number,
): Promise<{ id: number; assetId: number; barcode: string }[]> {
  return db
    .select({ id: workAssets.id, assetId: workAssets.assetId, barcode: assets.barcode })
    .from(workAssets)
    .innerJoin(assets, eq(assets.id, workAssets.assetId))
    .where(
      and(
        eq(workAssets.activityId, activityId),
        eq(workAssets.role, "input"),
        isNull(workAssets.completedAt),
        eq(assets.activityId, activityId),
      ),
    )
    .orderBy(asc(workAssets.createdAt), asc(workAssets.id));
}

/** The inputs in processing among these barcodes: their work row, keyed by barcode. */
export async function openInputsByBarcode(
  db: Db,
  activityId: number,
  barcodes: string[],
  lock = false,
): Promise<Map<string, { id: number; assetId: number }>> {
  if (barcodes.length === 0) return new Map();
  const query = db
    .select({ id: workAssets.id, assetId: workAssets.assetId, barcode: assets.barcode })
    .from(workAssets)
    .innerJoin(assets, eq(assets.id, workAssets.assetId))
    .where(
      and(
        eq(workAssets.activityId, activityId),
        eq(workAssets.role, "input"),
        isNull(workAssets.completedAt),
        eq(assets.activityId, activityId),
        inArray(assets.barcode, barcodes),
      ),
    );
  const rows = lock ? await query.for("update", { of: workAssets }) : await query;
  return new Map(rows.map((r) => [r.barcode, { id: r.id, assetId: r.assetId }]));
}

// ---- the lists -------------------------------------------------------------------------------

const listColumns = {
  id: workAssets.id,
  assetId: workAssets.assetId,
  role: workAssets.role,
  barcode: assets.barcode,
  type: assets.type,
  serialNumber: assets.serialNumber,
  productId: sql<number | null>`e.product_id`,
  productName: sql<string | null>`(select p.name from ${products} p where p.id = e.product_id)`,
  quantity: sql<string | number | null>`e.quantity`,
  grossWeight: sql<string | number | null>`e.gross_weight`,
  netWeight: sql<string | number | null>`e.net_weight`,
  sourceBarcode: sql<
    string | null
  >`(select s.barcode from ${assets} s where s.id = ${sql.raw('"work_assets"."source_asset_id"')})`,
  lastAction: workAssets.lastAction,
  completedAt: workAssets.completedAt,
  addedBy: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = ${sql.raw('"work_assets"."added_by"')})`,
  addedAt: workAssets.createdAt,
};

/** The asset's first product entry (its product, quantity and weights), joined laterally. */
const firstEntry = sql`lateral (select pa.product_id, pa.quantity, pa.gross_weight, pa.net_weight
  from ${productAssets} pa where pa.asset_id = "work_assets"."asset_id"
  order by pa.position limit 1) e`;

type ListRow = {
  [K in keyof typeof listColumns]: unknown;
} & { completedAt: Date | null; addedAt: Date };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toWorkAsset(row: ListRow): WorkAsset {
  return {
    id: row.id as number,
    assetId: row.assetId as number,
    role: row.role as WorkAssetRole,
    barcode: row.barcode as string,
    type: row.type as WorkAsset["type"],
    serialNumber: (row.serialNumber as string | null) ?? null,
    productId: num(row.productId),
    productName: (row.productName as string | null) ?? null,
    quantity: num(row.quantity),
    grossWeight: num(row.grossWeight),
    netWeight: num(row.netWeight),
    sourceBarcode: (row.sourceBarcode as string | null) ?? null,
    lastAction: (row.lastAction as string | null) ?? null,
    completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
    addedBy: (row.addedBy as string | null) ?? null,
    addedAt: new Date(row.addedAt).toISOString(),
  };
}

/**
 * A list's search over a work row: its asset's barcode or serial number, or its source's barcode
 * (the bin it was made from), contains the text whatever its case. Each is a lookup by primary
 * key from the row, so the list still walks its own index and the cost stays that of the order's
 * rows, never of the assets table.
 */
function workSearchCondition(search: string): SQL {
  const like = containsPattern(search);
  return sql`(exists (select 1 from ${assets} a where a.id = ${sql.raw('"work_assets"."asset_id"')}
      and (lower(a.barcode) like ${like} or lower(a.serial_number) like ${like}))
    or exists (select 1 from ${assets} s where s.id = ${sql.raw('"work_assets"."source_asset_id"')}
      and lower(s.barcode) like ${like}))`;
}

/** Work rows in (created_at, id) order, ties in the same direction: what the list indexes read. */
export const workAssetOrder = (order: "asc" | "desc"): SQL[] =>
  stableOrder([orderTerm(workAssets.createdAt, order)], workAssets.id, { order, tieBreak: "same" });

/**
 * The ids of one page of the work rows matching `where`, in `order` (from {@link workAssetOrder}):
 * lists read the page's ids first and build their columns for that page only.
 */
export async function pageWorkAssetIds(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
): Promise<number[]> {
  const rows = await paginate(
    db
      .select({ id: workAssets.id })
      .from(workAssets)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    window,
  );
  return rows.map((r) => r.id);
}

/**
 * A page of the work order's processed (input) or created assets in (created_at, id) order, on
 * the list index; `search` keeps the rows whose barcode, serial number or source barcode contains
 * it. The count stops at `cap`. The page's ids come first so the product and user columns are
 * built for that page only.
 */
export async function pageWorkAssets(
  db: Db,
  activityId: number,
  query: { role: WorkAssetRole; page: number; pageSize: number; order: "asc" | "desc"; search?: string },
  cap: number,
): Promise<{ data: WorkAsset[]; total: number; more: boolean }> {
  const where = and(
    eq(workAssets.activityId, activityId),
    eq(workAssets.role, query.role),
    query.search ? workSearchCondition(query.search) : undefined,
  );
  const order = workAssetOrder(query.order);
  const [ids, count] = await Promise.all([
    pageWorkAssetIds(db, where, order, query),
    cappedCount(db, workAssets, where, cap),
  ]);
  const data = ids.length === 0 ? [] : await workAssetsWhere(db, inArray(workAssets.id, ids), order);
  return { data, ...count };
}

/** The list rows of these work rows, in the order given (default: as written). */
export async function workAssetsWhere(db: Db, where: SQL, order?: SQL[]): Promise<WorkAsset[]> {
  const rows = await db
    .select(listColumns)
    .from(workAssets)
    .innerJoin(assets, eq(assets.id, workAssets.assetId))
    .leftJoin(firstEntry, sql`true`)
    .where(where)
    .orderBy(...(order ?? [asc(workAssets.id)]));
  return (rows as ListRow[]).map(toWorkAsset);
}

/** The work order's rows of these assets, as list rows, in the order of `assetIds`. */
export async function workAssetsOf(db: Db, activityId: number, assetIds: number[]): Promise<WorkAsset[]> {
  if (assetIds.length === 0) return [];
  const rows = await workAssetsWhere(
    db,
    and(eq(workAssets.activityId, activityId), inArray(workAssets.assetId, assetIds)) as SQL,
  );
  const byAsset = new Map(rows.map((r) => [r.assetId, r]));
  return assetIds.flatMap((id) => byAsset.get(id) ?? []);
}

// ---- the scanning queue ------------------------------------------------------------------------

export type QueueEntry = {
  barcode: string;
  type: string;
  productName: string | null;
  lastAction: string | null;
  since: Date;
  waiting: number;
};

const productNameOf = (assetId: SQL | string) =>
  sql<string | null>`(select p.name from ${productAssets} pa join ${products} p on p.id = pa.product_id
    where pa.asset_id = ${typeof assetId === "string" ? sql.raw(assetId) : assetId} order by pa.position, pa.id limit 1)`;

/** The oldest bin assigned to the work order and not in it yet, with how many such wait. */
export async function oldestAssignedNotScanned(db: Db, activityId: number): Promise<QueueEntry | undefined> {
  const waiting = and(
    eq(binAssignments.activityId, activityId),
    sql`not exists (select 1 from ${workAssets} w where w.activity_id = ${activityId} and w.asset_id = ${binAssignments.assetId})`,
  );
  const [row] = await db
    .select({
      barcode: assets.barcode,
      type: assets.type,
      productName: productNameOf('"bin_assignments"."asset_id"'),
      since: binAssignments.createdAt,
      waiting: sql<number>`(count(*) over ())::int`,
    })
    .from(binAssignments)
    .innerJoin(assets, eq(assets.id, binAssignments.assetId))
    .where(waiting)
    .orderBy(asc(binAssignments.createdAt), asc(binAssignments.id))
    .limit(1);
  return row ? { ...row, lastAction: null, waiting: Number(row.waiting) } : undefined;
}

/** The oldest input of the work order still in processing, with how many such wait. */
export async function oldestOpenInput(db: Db, activityId: number): Promise<QueueEntry | undefined> {
  const [row] = await db
    .select({
      barcode: assets.barcode,
      type: assets.type,
      productName: productNameOf('"work_assets"."asset_id"'),
      lastAction: workAssets.lastAction,
      since: workAssets.createdAt,
      waiting: sql<number>`(count(*) over ())::int`,
    })
    .from(workAssets)
    .innerJoin(assets, eq(assets.id, workAssets.assetId))
    .where(
      and(
        eq(workAssets.activityId, activityId),
        eq(workAssets.role, "input"),
        isNull(workAssets.completedAt),
        eq(assets.activityId, activityId),
      ),
    )
    .orderBy(asc(workAssets.createdAt), asc(workAssets.id))
    .limit(1);
  return row ? { ...row, waiting: Number(row.waiting) } : undefined;
}

// ---- the processing list of the assets area ----------------------------------------------------

/** The latest step of these assets in the work order, keyed by asset id. */
export async function lastActionsOf(
  db: Db,
  activityId: number,
  assetIds: number[],
): Promise<Map<number, string | null>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .select({ assetId: workAssets.assetId, lastAction: workAssets.lastAction })
    .from(workAssets)
    .where(and(eq(workAssets.activityId, activityId), inArray(workAssets.assetId, assetIds)));
  return new Map(rows.map((r) => [r.assetId, r.lastAction]));
}
