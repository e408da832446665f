import type { SanitizationRecord } from "@ops/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { assets, sanitizationRecords, users } from "../../db/schema";

/** A record as written: erasures by hand or import, destructions by a batch. */
export type NewRecord = {
  assetId: number;
  kind: "erasure" | "destruction";
  method: string;
  tool: string | null;
  passes: number | null;
  result: "passed" | "failed";
  verified: boolean;
  startedAt: Date | null;
  finishedAt: Date;
  operatorId: number | null;
  batchId: number | null;
  source: "manual" | "import" | "batch";
  createdBy: number;
};

const recordColumns = {
  id: sanitizationRecords.id,
  kind: sanitizationRecords.kind,
  method: sanitizationRecords.method,
  tool: sanitizationRecords.tool,
  passes: sanitizationRecords.passes,
  result: sanitizationRecords.result,
  verified: sanitizationRecords.verified,
  startedAt: sanitizationRecords.startedAt,
  finishedAt: sanitizationRecords.finishedAt,
  operatorId: sanitizationRecords.operatorId,
  operatorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  batchId: sanitizationRecords.batchId,
  source: sanitizationRecords.source,
  createdAt: sanitizationRecords.createdAt,
};

type RecordRow = {
  id: number;
  kind: string;
  method: string;
  tool: string | null;
  passes: number | null;
  result: string;
  verified: boolean;
  startedAt: Date | null;
  finishedAt: Date;
  operatorId: number | null;
  operatorName: string | null;
  batchId: number | null;
  source: string;
  createdAt: Date;
};

function toRecord(row: RecordRow): SanitizationRecord {
  return {
    id: row.id,
    kind: row.kind as SanitizationRecord["kind"],
    method: row.method,
    tool: row.tool,
    passes: row.passes,
    result: row.result as SanitizationRecord["result"],
    verified: row.verified,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt.toISOString(),
    operator:
      row.operatorId !== null && row.operatorName !== null
        ? { id: row.operatorId, name: row.operatorName }
        : null,
    batchId: row.batchId,
    source: row.source as SanitizationRecord["source"],
    createdAt: row.createdAt.toISOString(),
  };
}

/** An asset's records, newest first (the order that decides its state). */
export async function recordsOfAsset(db: Db, assetId: number): Promise<SanitizationRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(sanitizationRecords)
    .leftJoin(users, eq(users.id, sanitizationRecords.operatorId))
    .where(eq(sanitizationRecords.assetId, assetId))
    .orderBy(desc(sanitizationRecords.finishedAt), desc(sanitizationRecords.id));
  return rows.map(toRecord);
}

/** One record by id, as the API shows it. */
export async function recordById(db: Db, id: number): Promise<SanitizationRecord> {
  const [row] = await db
    .select(recordColumns)
    .from(sanitizationRecords)
    .leftJoin(users, eq(users.id, sanitizationRecords.operatorId))
    .where(eq(sanitizationRecords.id, id));
  if (!row) throw new Error(`sanitization record ${id} not found`);
  return toRecord(row);
}

/** Inserts one record and answers its id. */
export async function insertRecord(db: Db, record: NewRecord): Promise<number> {
  const [row] = await db.insert(sanitizationRecords).values(record).returning({ id: sanitizationRecords.id });
  if (!row) throw new Error("no sanitization record inserted");
  return row.id;
}

/**
 * Inserts many records in one statement: each column goes as one array parameter, so 5,000 rows
 * bind 13 parameters, not 65,000 (PostgreSQL's limit is 65,535).
 */
export async function insertRecords(db: Db, records: NewRecord[]): Promise<void> {
  if (records.length === 0) return;
  const column = <T>(value: (r: NewRecord) => T) => sql.param(records.map(value));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  await db.execute(sql`
    insert into sanitization_records
      (asset_id, kind, method, tool, passes, result, verified, started_at, finished_at, operator_id, batch_id, source, created_by)
    select * from unnest(
      ${column((r) => r.assetId)}::int[], ${column((r) => r.kind)}::text[], ${column((r) => r.method)}::text[],
      ${column((r) => r.tool)}::text[], ${column((r) => r.passes)}::int[], ${column((r) => r.result)}::text[],
      ${column((r) => r.verified)}::boolean[], ${column((r) => iso(r.startedAt))}::timestamptz[],
      ${column((r) => iso(r.finishedAt))}::timestamptz[], ${column((r) => r.operatorId)}::int[],
      ${column((r) => r.batchId)}::int[], ${column((r) => r.source)}::text[], ${column((r) => r.createdBy)}::int[]
    )`);
}

/** Whether this user is an active operator (an erasure's operator is staff, never a client). */
export async function isOperatorUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.type, "operator")));
  return row !== undefined;
}

/** The asset's r2 classification and current activity, locked until the transaction ends. */
export async function lockAssetsForRouting(
  db: Db,
  ids: number[],
): Promise<{ id: number; barcode: string; activityId: number | null; r2Classification: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: assets.id,
      barcode: assets.barcode,
      activityId: assets.activityId,
      r2Classification: assets.r2Classification,
    })
    .from(assets)
    .where(inArray(assets.id, ids))
    .orderBy(assets.id)
    .for("update");
}

/** Sets the R2 classification of these assets (one statement). */
export async function setR2Classification(db: Db, ids: number[], r2Classification: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(assets).set({ r2Classification, updatedAt: new Date() }).where(inArray(assets.id, ids));
}

/** Serial assets by upper-cased serial number among these ids (an import's candidates). */
export async function serialsOf(
  db: Db,
  ids: number[],
): Promise<{ id: number; barcode: string; serialNumber: string }[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    db,
    sql`select id, barcode, upper(serial_number) as "serialNumber" from assets
        where id = any(${sql.param(ids)}::int[]) and serial_number is not null`,
  );
}

/** The serial assets on an order (shop order, ITAD job…): on it or inside its bins, which are on it too. */
export async function serialIdsOnActivity(db: Db, activityId: number): Promise<number[]> {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.activityId, activityId), eq(assets.type, "serial")));
  return rows.map((r) => r.id);
}
