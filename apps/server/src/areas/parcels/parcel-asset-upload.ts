import {
  AssetBarcode,
  type FieldErrors,
  PARCEL_ASSET_UPLOAD_MAX_ROWS,
  PARCEL_ASSET_UPLOAD_SYNC_ROWS,
  type ParcelAssetUploadResult,
  ReferenceId,
  SERIAL_REQUIRED_MESSAGE,
} from "@ops/domain";
import { z } from "zod";
import { AppError, fieldError } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import type { FileStore } from "../../platform/files";
import { defineJob, enqueue, runContext } from "../../platform/jobs";
import { readSheet, type SheetRow } from "../../platform/spreadsheets";
import type { UploadedFile } from "../../platform/uploads";
import { receiveAssets } from "../assets/use-cases/create-assets";
import { productsByName } from "../catalogue/products.service";
import * as repo from "./parcel-receiving.repo";
import { deviceAsset, loadOfProject } from "./parcel-receiving.service";
import { findProject } from "./parcel-scope";

type Progress = (progress: number) => void;

/** The sheet's column an asset field's refusal belongs to. */
const COLUMN_OF: Record<string, string> = {
  barcode: "barcode",
  serialNumber: "serial_number",
  productId: "product",
  grossWeight: "weight",
};

type Row = {
  rowNumber: number;
  referenceId: string;
  barcode: string;
  serialNumber: string;
  productName: string | null;
  weight: number | null;
};

function addError(errors: FieldErrors, row: number, column: string, message: string) {
  const key = `rows.${row}.${column}`;
  errors[key] = [...(errors[key] ?? []), message];
}

/** A row's own values, each refusal added under `rows.<row>.<column>`; null when any cell is bad. */
function parseRow(row: SheetRow, errors: FieldErrors): Row | null {
  const cells = row.cells;
  let ok = true;
  const refuse = (column: string, message: string) => {
    addError(errors, row.rowNumber, column, message);
    ok = false;
  };
  const reference = ReferenceId.safeParse(cells.reference_id ?? "");
  if (!reference.success) refuse("reference_id", reference.error.issues[0]?.message ?? "Not a reference");
  const barcode = AssetBarcode.safeParse(cells.barcode ?? "");
  if (!barcode.success) refuse("barcode", barcode.error.issues[0]?.message ?? "Not a barcode");
  const serial = (cells.serial_number ?? "").trim();
  if (!serial) refuse("serial_number", SERIAL_REQUIRED_MESSAGE);
  else if (serial.length > 100) refuse("serial_number", "Serial number is at most 100 characters");
  const product = (cells.product ?? "").trim();
  const weightText = (cells.weight ?? "").trim();
  const weight = weightText === "" ? null : Number(weightText);
  if (weight !== null && (!Number.isFinite(weight) || weight < 0 || weight > 100_000))
    refuse("weight", "Weight is a number of lbs from 0 to 100,000");
  if (!ok || !reference.success || !barcode.success) return null;
  return {
    rowNumber: row.rowNumber,
    referenceId: reference.data,
    barcode: barcode.data,
    serialNumber: serial,
    productName: product || null,
    weight,
  };
}

const rowsMessage = (errors: FieldErrors) => {
  const rows = new Set(Object.keys(errors).map((k) => k.split(".")[1])).size;
  return `${rows.toLocaleString("en-US")} ${rows === 1 ? "row needs" : "rows need"} attention; nothing was received`;
};

/**
 * Receives an upload's rows, all or none, in one transaction: every row is checked first (its
 * reference must be a request of the project, its barcode new or already received from that same
 * request, its product known) and every bad row answers in one 422 with its row number; then the
 * assets area's receiving writes the assets on the project's load and each request is marked
 * received. Rows already received from their request are skipped, so a file uploaded twice
 * creates nothing the second time.
 */
async function writeUpload(
  ctx: ServiceContext,
  projectPrefix: string,
  fileName: string,
  sheet: SheetRow[],
  progress: Progress,
): Promise<ParcelAssetUploadResult> {
  return ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    const project = await findProject(c, projectPrefix, { forUpdate: true });
    const slug = await loadOfProject(c, project, "file");
    const errors: FieldErrors = {};
    const rows: Row[] = [];
    const firstRowOf = new Map<string, number>();
    for (const sheetRow of sheet) {
      const row = parseRow(sheetRow, errors);
      if (!row) continue;
      const first = firstRowOf.get(row.barcode);
      if (first !== undefined) {
        addError(errors, row.rowNumber, "barcode", `Barcode ${row.barcode} is also in row ${first}`);
        continue;
      }
      firstRowOf.set(row.barcode, row.rowNumber);
      rows.push(row);
    }
    progress(0.1);
    const [requests, owners, products] = await Promise.all([
      repo.requestIdsOf(tx, project.id, [...new Set(rows.map((r) => r.referenceId))]),
      repo.parcelOfBarcodes(
        tx,
        rows.map((r) => r.barcode),
      ),
      productsByName(c, [
        ...new Set(rows.flatMap((r) => (r.productName ? [r.productName.toLowerCase()] : []))),
      ]),
    ]);
    const fresh: { row: Row; requestId: number; productId: number | null; employee: string }[] = [];
    let alreadyReceived = 0;
    for (const row of rows) {
      const request = requests.get(row.referenceId);
      let ok = true;
      if (!request) {
        addError(
          errors,
          row.rowNumber,
          "reference_id",
          `${row.referenceId} is not a request of ${project.projectPrefix}`,
        );
        ok = false;
      }
      const product = row.productName ? products.get(row.productName.toLowerCase()) : undefined;
      if (row.productName && !product) {
        addError(errors, row.rowNumber, "product", `No product is named ${row.productName}`);
        ok = false;
      }
      const owner = owners.get(row.barcode);
      if (request && owner && owner.requestId === request.id) {
        alreadyReceived++;
        continue;
      }
      if (owner?.referenceId) {
        addError(
          errors,
          row.rowNumber,
          "barcode",
          `Barcode ${row.barcode} was received from ${owner.referenceId}`,
        );
        ok = false;
      }
      if (ok && request)
        fresh.push({
          row,
          requestId: request.id,
          productId: product?.id ?? null,
          employee: request.employeeName,
        });
    }
    if (Object.keys(errors).length > 0) throw new AppError(422, rowsMessage(errors), errors);
    progress(0.3);
    const created =
      fresh.length === 0
        ? []
        : await receiveAssets(
            c,
            fresh.map(({ row, productId, employee }) =>
              deviceAsset(
                slug,
                { barcode: row.barcode, serialNumber: row.serialNumber, productId, grossWeight: row.weight },
                `Parcel ${row.referenceId} from ${employee}`,
              ),
            ),
            (i, field) => `rows.${fresh[i]?.row.rowNumber ?? 0}.${COLUMN_OF[field] ?? field}`,
          );
    progress(0.85);
    const requestOf = new Map(fresh.map((f) => [f.row.barcode, f.requestId]));
    await repo.recordReceipts(
      tx,
      created.map((a) => ({ requestId: requestOf.get(a.barcode) ?? 0, assetId: a.id })),
      ctx.actor.id,
    );
    const requestCount = new Set(fresh.map((f) => f.requestId)).size;
    if (created.length > 0)
      await recordEvents(tx, [
        {
          activityId: project.activityId,
          action: "parcel_assets_uploaded",
          message: `${created.length.toLocaleString("en-US")} ${created.length === 1 ? "device" : "devices"} of ${requestCount} ${requestCount === 1 ? "parcel" : "parcels"} received from ${fileName}`,
          userId: ctx.actor.id,
        },
      ]);
    return { created: created.length, alreadyReceived, requests: requestCount };
  });
}

async function readUpload(file: UploadedFile): Promise<SheetRow[]> {
  const rows = await readSheet(file, {
    required: ["reference_id", "barcode", "serial_number"],
    maxRows: PARCEL_ASSET_UPLOAD_MAX_ROWS,
  });
  if (rows.length === 0) throw fieldError("file", "The file has no rows under its header row");
  return rows;
}

const UploadPayload = z.object({
  projectPrefix: z.string().min(1),
  fileKey: z.string().min(1),
  fileName: z.string().min(1),
});

/**
 * Receives a large upload that was stored when queued, all or none (the same 422 a short file gets);
 * the stored file is removed once the upload is over. A second run is harmless: a run that died
 * rolled back whole, and rows already received from their request are skipped.
 */
export const parcelAssetUploadJob = defineJob({
  name: "parcel_asset_upload",
  payload: UploadPayload,
  async handler({ projectPrefix, fileKey, fileName }, run) {
    const ctx = runContext(run);
    const chunks: Buffer[] = [];
    for await (const chunk of await run.files.read(fileKey)) chunks.push(chunk as Buffer);
    const rows = await readUpload({ bytes: Buffer.concat(chunks), fileName });
    // Progress is reported without waiting (on the embedded database a write outside the open
    // transaction waits for it to end); the writes are awaited once the work is over.
    const reports = new Set<Promise<void>>();
    const progress: Progress = (p) => {
      const write = run.report(p).catch(() => {});
      reports.add(write);
      void write.finally(() => reports.delete(write));
    };
    try {
      const result = await writeUpload(ctx, projectPrefix, fileName, rows, progress);
      await run.files.remove(fileKey);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) await run.files.remove(fileKey);
      throw error;
    } finally {
      await Promise.allSettled([...reports]);
    }
  },
});

const extensionOf = (fileName: string) => /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? "bin";

/**
 * Receives devices of many parcels of a project from a spreadsheet (SPEC §7 asset upload by
 * xls): up to PARCEL_ASSET_UPLOAD_SYNC_ROWS rows in the request (201), more by a job (202) whose
 * error, if any, is the same 422.
 */
export async function uploadParcelAssets(
  ctx: ServiceContext,
  projectPrefix: string,
  file: UploadedFile,
  files: FileStore,
): Promise<ParcelAssetUploadResult | { jobId: string }> {
  const project = await findProject(ctx, projectPrefix);
  const rows = await readUpload(file);
  if (rows.length <= PARCEL_ASSET_UPLOAD_SYNC_ROWS)
    return writeUpload(ctx, project.projectPrefix, file.fileName, rows, () => {});
  const fileKey = await files.put(file.bytes, extensionOf(file.fileName));
  return {
    jobId: await enqueue(ctx, parcelAssetUploadJob, {
      projectPrefix: project.projectPrefix,
      fileKey,
      fileName: file.fileName,
    }),
  };
}
