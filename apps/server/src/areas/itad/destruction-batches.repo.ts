import { batchNumber, type DestructionBatch, type DestructionBatchesQuery } from "@ops/domain";
import { count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, listOrder, paginate, rowsOf } from "../../db/paging";
import { destructionBatches, sanitizationRecords, users, warehouses } from "../../db/schema";
import { firstProductOfA } from "./sanitization-state";

const recordCount = sql<number>`(select count(*)::int from ${sanitizationRecords} where ${sanitizationRecords.batchId} = ${destructionBatches.id})`;

const columns = {
  id: destructionBatches.id,
  warehouseId: destructionBatches.warehouseId,
  method: destructionBatches.method,
  machine: destructionBatches.machine,
  witness: destructionBatches.witness,
  destroyedAt: destructionBatches.destroyedAt,
  notes: destructionBatches.notes,
  photoKey: destructionBatches.photoKey,
  count: recordCount,
  createdById: destructionBatches.createdBy,
  createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: destructionBatches.createdAt,
};

type BatchRow = {
  id: number;
  warehouseId: number | null;
  method: string;
  machine: string;
  witness: string;
  destroyedAt: Date;
  notes: string | null;
  photoKey: string | null;
  count: number;
  createdById: number | null;
  createdByName: string | null;
  createdAt: Date;
};

function toBatch(row: BatchRow): DestructionBatch {
  return {
    id: row.id,
    number: batchNumber(row.id),
    warehouseId: row.warehouseId,
    method: row.method as DestructionBatch["method"],
    machine: row.machine,
    witness: row.witness,
    destroyedAt: row.destroyedAt.toISOString(),
    notes: row.notes,
    hasPhoto: row.photoKey !== null,
    count: Number(row.count),
    createdBy:
      row.createdById !== null && row.createdByName !== null
        ? { id: row.createdById, name: row.createdByName }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a list's search matches: the number (`DB-000042` or `42`), the machine or the witness. */
function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const number = /^(?:DB-?)?0*(\d{1,9})$/i.exec(search)?.[1];
  const pattern = containsPattern(search);
  return or(
    number ? eq(destructionBatches.id, Number(number)) : undefined,
    ilike(destructionBatches.machine, pattern),
    ilike(destructionBatches.witness, pattern),
  );
}

/** A page of batches, newest first by default. */
export async function listBatches(
  db: Db,
  query: DestructionBatchesQuery,
): Promise<{ data: DestructionBatch[]; total: number }> {
  const where = searchWhere(query.search);
  const sorts = { destroyedAt: destructionBatches.destroyedAt, id: destructionBatches.id };
  const [rows, [total]] = await Promise.all([
    paginate(
      db
        .select(columns)
        .from(destructionBatches)
        .leftJoin(users, eq(users.id, destructionBatches.createdBy))
        .where(where)
        .orderBy(...listOrder(sorts, query.sort, query.order, destructionBatches.id))
        .$dynamic(),
      query,
    ),
    db.select({ n: count() }).from(destructionBatches).where(where),
  ]);
  return { data: rows.map(toBatch), total: total?.n ?? 0 };
}

export async function batchById(db: Db, id: number): Promise<DestructionBatch | undefined> {
  const [row] = await db
    .select(columns)
    .from(destructionBatches)
    .leftJoin(users, eq(users.id, destructionBatches.createdBy))
    .where(eq(destructionBatches.id, id));
  return row ? toBatch(row) : undefined;
}

/** The serials destroyed in a batch, by barcode: product, account and the load they came on. */
export function batchAssets(
  db: Db,
  batchId: number,
): Promise<
  {
    barcode: string;
    serialNumber: string | null;
    product: string | null;
    accountName: string | null;
    loadSlug: string | null;
  }[]
> {
  return rowsOf(
    db,
    sql`
    select a.barcode, a.serial_number as "serialNumber", p.name as product,
      acc.name as "accountName", load.slug as "loadSlug"
    from sanitization_records r
    join assets a on a.id = r.asset_id
    ${firstProductOfA}
    left join accounts acc on acc.id = a.account_id
    left join activities load on load.id = a.receiving_activity_id
    where r.batch_id = ${batchId}
    order by a.barcode`,
  );
}

export type NewBatch = {
  warehouseId: number | null;
  method: string;
  machine: string;
  witness: string;
  destroyedAt: Date;
  notes: string | null;
  createdBy: number;
};

export async function insertBatch(db: Db, batch: NewBatch): Promise<number> {
  const [row] = await db.insert(destructionBatches).values(batch).returning({ id: destructionBatches.id });
  if (!row) throw new Error("no destruction batch inserted");
  return row.id;
}

export async function warehouseExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id));
  return row !== undefined;
}

/**
 * The assets these scans name: by barcode first, then by serial number (upper-cased) for those no
 * barcode matched. Answers each scan's asset, when one matched.
 */
export async function assetsOfScans(
  db: Db,
  scans: string[],
): Promise<
  Map<string, { id: number; barcode: string; serialNumber: string | null; activityId: number | null }>
> {
  type Hit = { id: number; barcode: string; serialNumber: string | null; activityId: number | null };
  const byBarcode = await rowsOf<Hit>(
    db,
    sql`select id, barcode, serial_number as "serialNumber", activity_id as "activityId"
        from assets where barcode = any(${sql.param(scans)}::text[])`,
  );
  const found = new Map<string, Hit>(byBarcode.map((r) => [r.barcode, r]));
  const rest = scans.filter((s) => !found.has(s));
  if (rest.length > 0) {
    const bySerial = await rowsOf<Hit & { key: string }>(
      db,
      sql`select id, barcode, serial_number as "serialNumber", activity_id as "activityId",
            upper(serial_number) as key
          from assets where upper(serial_number) = any(${sql.param(rest)}::text[]) order by id`,
    );
    for (const r of bySerial) if (!found.has(r.key)) found.set(r.key, r);
  }
  return found;
}

/** The stored photo of a batch (key, name, type, size), if it has one. */
export async function photoOf(
  db: Db,
  id: number,
): Promise<{ fileKey: string; fileName: string; contentType: string; size: number } | null | undefined> {
  const [row] = await db
    .select({
      fileKey: destructionBatches.photoKey,
      fileName: destructionBatches.photoName,
      contentType: destructionBatches.photoContentType,
      size: destructionBatches.photoSize,
    })
    .from(destructionBatches)
    .where(eq(destructionBatches.id, id));
  if (!row) return undefined;
  if (!row.fileKey || !row.fileName || !row.contentType) return null;
  return { fileKey: row.fileKey, fileName: row.fileName, contentType: row.contentType, size: row.size ?? 0 };
}

/** Sets (replaces) the photo of a batch, locked; answers the key it replaced. */
export async function setPhoto(
  db: Db,
  id: number,
  photo: { fileKey: string; fileName: string; contentType: string; size: number },
): Promise<string | null> {
  const [old] = await db
    .select({ key: destructionBatches.photoKey })
    .from(destructionBatches)
    .where(eq(destructionBatches.id, id))
    .for("update");
  await db
    .update(destructionBatches)
    .set({
      photoKey: photo.fileKey,
      photoName: photo.fileName,
      photoContentType: photo.contentType,
      photoSize: photo.size,
      updatedAt: new Date(),
    })
    .where(eq(destructionBatches.id, id));
  return old?.key ?? null;
}
