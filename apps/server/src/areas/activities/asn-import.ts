import { ASN_SYNC_ROW_LIMIT, type AsnField, AsnMapping, type FieldErrors, MAX_ASN_ROWS } from "@ops/domain";
import { z } from "zod";

import { AppError, fieldError } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import type { FileStore } from "../../platform/files";
import { defineJob, enqueue, runContext } from "../../platform/jobs";
import { headerText, readSheet, type SheetRow } from "../../platform/spreadsheets";
import type { UploadedFile } from "../../platform/uploads";
import { productsByName } from "../catalogue/products.service";
import { type ColumnPlan, planColumns } from "./asn-reconcile";
import { type AsnRowValues, addRowError, parseAsnRow, rowErrorsMessage } from "./asn-rows";
import * as repo from "./asns.repo";
import { type ActivityRow, findActivity } from "./core/activity-scope";
import * as relationshipsRepo from "./field-relationships.repo";

type Progress = (progress: number) => void;

/**
 * Reads an ASN upload: every non-blank row with its spreadsheet row number, keyed by the column
 * headers as the client wrote them (the screen shows them, and reconcile compares them normalised).
 */
export async function readAsnSheet(file: UploadedFile): Promise<SheetRow[]> {
  const rows = await readSheet(file, { required: [], maxRows: MAX_ASN_ROWS, keyOf: headerText });
  if (rows.length === 0) throw fieldError("file", "The file has no ASN rows under its header row");
  return rows;
}

/** The columns of a sheet, in order (`readSheet` gives every row every column). */
export const headersOf = (rows: SheetRow[]) => Object.keys(rows[0]?.cells ?? {});

/** What a long ASN import queues: the load, the stored upload (its key in the file store) and the mapping. */
const AsnImportPayload = z.object({
  slug: z.string().min(1),
  fileKey: z.string().min(1),
  fileName: z.string().min(1),
  mapping: AsnMapping,
});

/**
 * Imports a long ASN file that was stored when queued: read again, columns planned again (with
 * the rules saved by then), then checked and written all or none; the stored upload is removed
 * once the import is over. The result is `{inserted}`, a failure the same 422 a short file gets.
 * A second run is harmless: a run that died rolled back whole, and once one committed the job is
 * over (a finished job is not run again).
 */
export const asnImportJob = defineJob({
  name: "asn_import",
  payload: AsnImportPayload,
  async handler({ slug, fileKey, fileName, mapping }, run) {
    const ctx = runContext(run);
    const load = await findActivity(ctx, slug);
    const chunks: Buffer[] = [];
    for await (const chunk of await run.files.read(fileKey)) chunks.push(chunk as Buffer);
    const rows = await readAsnSheet({ bytes: Buffer.concat(chunks), fileName });
    const saved = await relationshipsRepo.relationshipMap(ctx.db, load.accountId);
    const { plan, toSave } = planColumns(headersOf(rows), saved, mapping);
    // Progress is not awaited where it is reported: on the embedded database a write outside the
    // open transaction waits for it to end, so awaiting it there would never return. The writes
    // are awaited once the work is over, so none lands after the job's final state.
    const reports = new Set<Promise<void>>();
    const progress: Progress = (p) => {
      const write = run.report(p).catch(() => {});
      reports.add(write);
      void write.finally(() => reports.delete(write));
    };
    try {
      const inserted = await writeAsn(ctx, load, fileName, rows, plan, toSave, progress);
      await run.files.remove(fileKey);
      return { inserted };
    } catch (error) {
      // The caller's fault is final; anything else is retried and needs the file again.
      if (error instanceof AppError && error.status < 500) await run.files.remove(fileKey);
      throw error;
    } finally {
      await Promise.allSettled([...reports]);
    }
  },
});

/** The extension a stored upload keeps (the sheet reader looks at the bytes and the original name). */
const extensionOf = (fileName: string) => /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? "bin";

/**
 * Imports an ASN file into a load (SPEC §3 Reconcile). Columns are reconciled first (saved rules,
 * then names, the mapping overriding) and a column problem answers 422 at once. Up to
 * ASN_SYNC_ROW_LIMIT rows are checked and written in this request (201); a larger file is stored
 * and imported by a job (202) whose error, if any, is the same 422 body.
 */
export async function importAsn(
  ctx: ServiceContext,
  load: ActivityRow,
  file: UploadedFile,
  mapping: AsnMapping,
  files?: FileStore,
): Promise<{ inserted: number } | { jobId: string }> {
  const rows = await readAsnSheet(file);
  const saved = await relationshipsRepo.relationshipMap(ctx.db, load.accountId);
  const { plan, toSave } = planColumns(headersOf(rows), saved, mapping);
  if (rows.length <= ASN_SYNC_ROW_LIMIT)
    return { inserted: await writeAsn(ctx, load, file.fileName, rows, plan, toSave, () => {}) };
  if (!files) throw new Error("a long ASN file is imported by a job, which needs the file store");
  const fileKey = await files.put(file.bytes, extensionOf(file.fileName));
  const jobId = await enqueue(ctx, asnImportJob, {
    slug: load.slug,
    fileKey,
    fileName: file.fileName,
    mapping,
  });
  return { jobId };
}

/** Every row is checked (all errors at once); only a wholly valid file is written, in one transaction. */
async function writeAsn(
  ctx: ServiceContext,
  load: ActivityRow,
  fileName: string,
  rows: SheetRow[],
  plan: ColumnPlan[],
  toSave: { oldField: string; newField: AsnField }[],
  progress: Progress,
): Promise<number> {
  // Reading the file came first (in the request); checking is the first 40 %, writing the rest.
  const errors: FieldErrors = {};
  const valid: AsnRowValues[] = [];
  const firstRowOfSerial = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    if (index % 5000 === 0) progress((0.3 * index) / rows.length);
    const { values, ok } = parseAsnRow(row, plan, errors);
    // A serial counts as taken even on a row with other errors, so its repeats are reported too.
    let unique = true;
    if (values.serialNumber) {
      const key = values.serialNumber.toUpperCase();
      const first = firstRowOfSerial.get(key);
      if (first === undefined) firstRowOfSerial.set(key, row.rowNumber);
      else {
        unique = false;
        addRowError(
          errors,
          row.rowNumber,
          "serialNumber",
          `Serial number ${values.serialNumber} is also in row ${first}`,
        );
      }
    }
    if (ok && unique) valid.push(values);
  }

  const names = [...new Set(valid.flatMap((v) => (v.productName ? [v.productName.toLowerCase()] : [])))];
  const products = await productsByName(ctx, names);
  for (const values of valid) {
    const product = values.productName ? products.get(values.productName.toLowerCase()) : undefined;
    // An unknown product stays as the client wrote it; receiving reconciles it (docs/decisions.md).
    if (product) Object.assign(values, { productId: product.id, productName: product.name });
  }
  progress(0.35);

  return ctx.db.transaction(async (tx) => {
    await repo.lockLoad(tx, load.id);
    const taken = await repo.serialsOnLoad(tx, load.id, [...firstRowOfSerial.keys()]);
    for (const values of valid) {
      if (values.serialNumber && taken.has(values.serialNumber.toUpperCase()))
        addRowError(
          errors,
          values.row,
          "serialNumber",
          `Serial number ${values.serialNumber} is already on this load's ASN`,
        );
    }
    if (Object.keys(errors).length > 0) throw new AppError(422, rowErrorsMessage(errors), errors);
    progress(0.4);

    const before = await repo.countItems(tx, load.id);
    const inserted = await repo.insertItems(tx, load.id, valid, (done) =>
      progress(0.4 + (0.58 * done) / valid.length),
    );
    if (load.accountId !== null) await relationshipsRepo.upsertRelationships(tx, load.accountId, toSave);
    await recordEvents(tx, [
      {
        activityId: load.id,
        action: "asn_imported",
        message: `${inserted.toLocaleString("en-US")} ASN row${inserted === 1 ? "" : "s"} imported from ${fileName}`,
        changes: [{ field: "asnItemCount", from: before, to: before + inserted }],
        userId: ctx.actor.id,
      },
    ]);
    return inserted;
  });
}
