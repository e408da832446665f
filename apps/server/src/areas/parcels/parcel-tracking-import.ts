import {
  MAX_TRACKING_IMPORT_ROWS,
  parseCarrierDateTime,
  TRACKING_IMPORT_SYNC_ROWS,
  type TrackingImportResult,
  TrackingNumber,
  trackingTypeOfCarrierStatus,
} from "@ops/domain";
import { z } from "zod";
import { AppError, fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import type { FileStore } from "../../platform/files";
import { defineJob, enqueue, runContext } from "../../platform/jobs";
import { readSheet, type SheetRow } from "../../platform/spreadsheets";
import type { UploadedFile } from "../../platform/uploads";
import { findProject } from "./parcel-scope";
import * as repo from "./parcel-tracking.repo";

/** The names carriers' exports give each column (keys as `columnKey` makes them). */
const COLUMNS = {
  trackingNumber: ["tracking_number", "tracking", "tracking_no", "tracking_#", "tracking_id", "awb"],
  reference: ["reference", "reference_id", "reference_number", "ref"],
  status: ["status", "event", "activity", "description", "scan_event"],
  date: ["date_time", "date/time", "datetime", "date", "timestamp", "scan_date", "event_date"],
  time: ["time", "scan_time", "event_time"],
  location: ["location", "city", "scan_location"],
} as const;

const pick = (cells: Record<string, string>, names: readonly string[]) => {
  for (const name of names) if (cells[name]) return cells[name] as string;
  return "";
};

type ParsedRow = {
  row: number;
  trackingNumber: string | null;
  reference: string | null;
  type: string;
  at: Date;
  location: string | null;
};

/** Reads a tracking export and checks its columns: a status, a date, and a tracking number or reference. */
async function readTrackingSheet(file: UploadedFile): Promise<SheetRow[]> {
  const rows = await readSheet(file, { required: [], maxRows: MAX_TRACKING_IMPORT_ROWS });
  if (rows.length === 0) throw fieldError("file", "The file has no tracking rows under its header row");
  const keys = new Set(Object.keys(rows[0]?.cells ?? {}));
  const has = (names: readonly string[]) => names.some((n) => keys.has(n));
  const missing = [
    has(COLUMNS.trackingNumber) || has(COLUMNS.reference) ? null : "tracking number (or reference)",
    has(COLUMNS.status) ? null : "status",
    has(COLUMNS.date) ? null : "date",
  ].filter(Boolean);
  if (missing.length > 0)
    throw fieldError("file", `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`);
  return rows;
}

/** One row's values, or why it cannot be imported. */
function parseRow(row: SheetRow): ParsedRow | string {
  const rawTracking = pick(row.cells, COLUMNS.trackingNumber);
  const reference = pick(row.cells, COLUMNS.reference).toUpperCase() || null;
  const tracking = rawTracking ? TrackingNumber.safeParse(rawTracking) : null;
  if (tracking && !tracking.success)
    return `Tracking number ${rawTracking}: ${tracking.error.issues[0]?.message}`;
  if (!tracking && !reference) return "No tracking number or reference";
  const status = pick(row.cells, COLUMNS.status);
  const type = trackingTypeOfCarrierStatus(status);
  if (!type) return status ? `Unknown status "${status}"` : "No status";
  const date = pick(row.cells, COLUMNS.date);
  const at = parseCarrierDateTime(date, pick(row.cells, COLUMNS.time));
  if (!at) return date ? `Unreadable date "${date}"` : "No date";
  return {
    row: row.rowNumber,
    trackingNumber: tracking?.data ?? null,
    reference,
    type,
    at,
    location: pick(row.cells, COLUMNS.location).slice(0, 200) || null,
  };
}

/**
 * Imports a carrier's tracking rows into a project's requests: a row names its request by tracking
 * number (or by reference, which then gives a request without one its tracking number). Rows that
 * name no request of the project, an unknown status or a bad date are reported by row and skipped;
 * the rest are written in one transaction, set-based, and an entry already there (the same file
 * imported again) is not added twice.
 */
async function writeImport(
  ctx: ServiceContext,
  projectPrefix: string,
  rows: SheetRow[],
  progress: (p: number) => void,
): Promise<TrackingImportResult> {
  const problems: TrackingImportResult["problems"] = [];
  const parsed: ParsedRow[] = [];
  for (const row of rows) {
    const result = parseRow(row);
    if (typeof result === "string") problems.push({ row: row.rowNumber, message: result });
    else parsed.push(result);
  }
  progress(0.3);
  return ctx.db.transaction(async (tx) => {
    const project = await findProject({ ...ctx, db: tx }, projectPrefix, { forUpdate: true });
    const numbers = [...new Set(parsed.flatMap((p) => (p.trackingNumber ? [p.trackingNumber] : [])))];
    const references = [...new Set(parsed.flatMap((p) => (p.reference ? [p.reference] : [])))];
    const requests = await repo.requestsOfProject(tx, project.id, numbers, references);
    const byTracking = new Map(
      requests.flatMap((r) => (r.trackingNumber ? [[r.trackingNumber, r] as const] : [])),
    );
    const byReference = new Map(requests.map((r) => [r.referenceId, r] as const));
    const elsewhere = await repo.trackingNumbersElsewhere(tx, project.id, numbers);
    const fills = new Map<number, string>();
    const entries: (repo.EntryValues & { requestId: number })[] = [];
    for (const p of parsed) {
      let request = p.trackingNumber ? byTracking.get(p.trackingNumber) : undefined;
      if (!request && p.reference) {
        request = byReference.get(p.reference);
        if (request && p.trackingNumber) {
          const current = request.trackingNumber ?? fills.get(request.id);
          if (elsewhere.has(p.trackingNumber) || (current && current !== p.trackingNumber)) {
            problems.push({
              row: p.row,
              message: `Tracking number ${p.trackingNumber} is on another request`,
            });
            continue;
          }
          if (!current) fills.set(request.id, p.trackingNumber);
        }
      }
      if (!request) {
        problems.push({
          row: p.row,
          message: p.trackingNumber
            ? `No request of ${project.projectPrefix} has tracking number ${p.trackingNumber}`
            : `No request ${p.reference} in ${project.projectPrefix}`,
        });
        continue;
      }
      entries.push({
        requestId: request.id,
        type: p.type,
        occurredAt: p.at,
        trackingNumber: p.trackingNumber ?? request.trackingNumber,
        location: p.location,
        note: null,
      });
    }
    progress(0.5);
    await repo.fillTrackingNumbers(
      tx,
      [...fills].map(([id, trackingNumber]) => ({ id, trackingNumber })),
    );
    const imported = await repo.insertImportedEntries(tx, entries, ctx.actor.id);
    problems.sort((a, b) => a.row - b.row);
    return { rows: rows.length, imported, alreadyImported: entries.length - imported, problems };
  });
}

const TrackingImportPayload = z.object({
  projectPrefix: z.string().min(1),
  fileKey: z.string().min(1),
  fileName: z.string().min(1),
});

/** A long tracking export, stored when queued; removed once imported (or refused for good). */
export const trackingImportJob = defineJob({
  name: "parcel_tracking_import",
  payload: TrackingImportPayload,
  async handler({ projectPrefix, fileKey, fileName }, run) {
    const ctx = runContext(run);
    const chunks: Buffer[] = [];
    for await (const chunk of await run.files.read(fileKey)) chunks.push(chunk as Buffer);
    try {
      const rows = await readTrackingSheet({ bytes: Buffer.concat(chunks), fileName });
      const result = await writeImport(ctx, projectPrefix, rows, () => {});
      await run.files.remove(fileKey);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) await run.files.remove(fileKey);
      throw error;
    }
  },
});

const extensionOf = (fileName: string) => /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? "bin";

/**
 * `POST /parcel_projects/{prefix}/tracking/import`: up to TRACKING_IMPORT_SYNC_ROWS rows in the
 * request (201 with what was imported and each refused row), a longer file as a job (202).
 */
export async function importTracking(
  ctx: ServiceContext,
  projectPrefix: string,
  file: UploadedFile | undefined,
  files: FileStore,
): Promise<TrackingImportResult | { jobId: string }> {
  const project = await findProject(ctx, projectPrefix);
  if (!file) throw fieldError("file", "Choose the carrier's tracking export (.xlsx or .csv)");
  const rows = await readTrackingSheet(file);
  if (rows.length <= TRACKING_IMPORT_SYNC_ROWS)
    return writeImport(ctx, project.projectPrefix, rows, () => {});
  const fileKey = await files.put(file.bytes, extensionOf(file.fileName));
  const jobId = await enqueue(ctx, trackingImportJob, {
    projectPrefix: project.projectPrefix,
    fileKey,
    fileName: file.fileName,
  });
  return { jobId };
}
