import type { AssetHold } from "@ops/domain";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { listOrder, paginate, prefixPattern } from "../../db/paging";
import { assetHolds, assets, programs, users } from "../../db/schema";
import type { AssetRow } from "./assets.repo";

const creator = alias(users, "creator");
const releaser = alias(users, "releaser");

const columns = {
  id: assetHolds.id,
  assetId: assetHolds.assetId,
  activityId: assets.activityId,
  barcode: assets.barcode,
  serialNumber: sql<string | null>`coalesce(${assetHolds.serialNumber}, ${assets.serialNumber})`,
  type: assetHolds.type,
  programId: assetHolds.programId,
  programName: programs.name,
  processingInstructions: assetHolds.processingInstructions,
  fileKey: assetHolds.fileKey,
  fileName: assetHolds.fileName,
  contentType: assetHolds.contentType,
  size: assetHolds.size,
  status: assetHolds.status,
  createdBy: sql<string | null>`${creator.firstName} || ' ' || ${creator.lastName}`,
  createdAt: assetHolds.createdAt,
  releasedBy: sql<string | null>`${releaser.firstName} || ' ' || ${releaser.lastName}`,
  releasedAt: assetHolds.releasedAt,
};

export type HoldRow = Omit<AssetHold, "type" | "status" | "createdAt" | "releasedAt"> & {
  assetId: number;
  activityId: number | null;
  type: string;
  status: string;
  fileKey: string | null;
  contentType: string | null;
  size: number | null;
  createdAt: Date;
  releasedAt: Date | null;
};

export function toHold({
  assetId: _a,
  activityId: _b,
  fileKey: _k,
  contentType: _c,
  size: _s,
  ...row
}: HoldRow): AssetHold {
  return {
    ...row,
    type: row.type as AssetHold["type"],
    status: row.status as AssetHold["status"],
    createdAt: row.createdAt.toISOString(),
    releasedAt: row.releasedAt?.toISOString() ?? null,
  };
}

function select(db: Db) {
  return db
    .select(columns)
    .from(assetHolds)
    .innerJoin(assets, eq(assets.id, assetHolds.assetId))
    .leftJoin(programs, eq(programs.id, assetHolds.programId))
    .leftJoin(creator, eq(creator.id, assetHolds.createdBy))
    .leftJoin(releaser, eq(releaser.id, assetHolds.releasedBy));
}

/** Up to `limit` assets carrying this serial number (upper-case compare, on its expression index). */
export async function assetsBySerial(db: Db, serial: string, limit = 2): Promise<AssetRow[]> {
  return db
    .select()
    .from(assets)
    .where(sql`upper(${assets.serialNumber}) = ${serial.toUpperCase()}`)
    .orderBy(asc(assets.id))
    .limit(limit);
}

/** Locks the asset row so two holds of one type cannot both pass the "no active hold" check. */
export async function lockAsset(db: Db, assetId: number): Promise<void> {
  await db.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId)).for("update");
}

export async function findProgram(
  db: Db,
  id: number,
): Promise<{ accountId: number; name: string } | undefined> {
  const [row] = await db
    .select({ accountId: programs.accountId, name: programs.name })
    .from(programs)
    .where(eq(programs.id, id))
    .limit(1);
  return row;
}

export async function hasActiveHold(db: Db, assetId: number, type: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assetHolds.id })
    .from(assetHolds)
    .where(and(eq(assetHolds.assetId, assetId), eq(assetHolds.type, type), eq(assetHolds.status, "active")))
    .limit(1);
  return row !== undefined;
}

export async function insertHold(db: Db, values: typeof assetHolds.$inferInsert): Promise<number> {
  const [row] = await db.insert(assetHolds).values(values).returning({ id: assetHolds.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** One hold; with `lock`, its row is locked for the rest of the transaction. */
export async function findHold(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<HoldRow | undefined> {
  const query = select(db).where(eq(assetHolds.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update", { of: assetHolds }) : await query;
  return row;
}

export async function releaseHold(db: Db, id: number, userId: number): Promise<void> {
  await db
    .update(assetHolds)
    .set({ status: "released", releasedBy: userId, releasedAt: new Date(), updatedAt: new Date() })
    .where(eq(assetHolds.id, id));
}

const SORTS = { createdAt: assetHolds.createdAt, barcode: assets.barcode, type: assetHolds.type } as const;

export type HoldsFilter = {
  status: "active" | "released";
  type?: string;
  search?: string;
  sort: keyof typeof SORTS;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
};

/** A page of holds with the total, in one statement; `search` matches the barcode or serial by prefix. */
export async function listHolds(db: Db, filter: HoldsFilter): Promise<{ rows: HoldRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(assetHolds.status, filter.status),
    filter.type ? eq(assetHolds.type, filter.type) : undefined,
  ];
  if (filter.search) {
    const prefix = prefixPattern(filter.search, "upper");
    conditions.push(
      or(
        ilike(assets.barcode, prefix),
        sql`upper(coalesce(${assetHolds.serialNumber}, ${assets.serialNumber})) like ${prefix}`,
      ),
    );
  }
  const order = listOrder(SORTS, filter.sort, filter.order, assetHolds.id, { tieBreak: "same" });
  const rows = await paginate(
    select(db)
      .where(and(...conditions))
      .orderBy(...order)
      .$dynamic(),
    filter,
  );
  if (rows.length > 0 && rows.length < filter.pageSize)
    return { rows, total: (filter.page - 1) * filter.pageSize + rows.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(assetHolds)
    .innerJoin(assets, eq(assets.id, assetHolds.assetId))
    .where(and(...conditions));
  return { rows, total: count?.total ?? 0 };
}
