import {
  ERASURE_IMPORT_COLUMNS,
  type ErasureImportResult,
  type ErasureRowValues,
  type FieldErrors,
  parseErasureRow,
} from "@ops/domain";
import { AppError, fieldError } from "../../platform/app-error";
import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { readSheet } from "../../platform/spreadsheets";
import type { UploadedFile } from "../../platform/uploads";
import { type ActivityRow, findActivity } from "../activities/activity-scope";
import { addRowError, rowErrorsMessage } from "../activities/asn-rows";
import * as repo from "./sanitization.repo";
import { erasureMessage, routeFailedToDestruction } from "./sanitization.service";
import { sanitizationFactsOf, serialIdsOfLoad } from "./sanitization-state";

/** A tool's report covers a load of 10,000 serials at most in one file. */
const MAX_ROWS = 10_000;

/** The serials an import may name: a load's (received on it, parts included), else those on the order. */
async function candidateIds(ctx: ServiceContext, activity: ActivityRow): Promise<number[]> {
  return activity.type === "inbound"
    ? serialIdsOfLoad(ctx.db, activity.id)
    : repo.serialIdsOnActivity(ctx.db, activity.id);
}

type Accepted = { row: number; assetId: number; values: ErasureRowValues };

/**
 * `POST /activities/{slug}/erasures/import`: every row is checked (method, result, date not in
 * the future, a data-bearing serial of this activity, not twice in the file) and every error comes
 * back at once as 422 on `rows.<row>.<column>`; nothing is written unless all rows pass. Then the
 * records, their events and the failed erasures' routing to destruction are written set-based in
 * one transaction. A tool's report is its own verification: passed rows are stored verified.
 */
export async function importErasures(
  ctx: ServiceContext,
  slug: string,
  file: UploadedFile | undefined,
): Promise<ErasureImportResult> {
  const activity = await findActivity(ctx, slug);
  if (!file) throw fieldError("file", "Choose the erasure report (.xlsx or .csv)");
  const rows = await readSheet(file, { required: ERASURE_IMPORT_COLUMNS, maxRows: MAX_ROWS });
  if (rows.length === 0) throw fieldError("file", "The file has no erasure rows");
  const where = activity.type === "inbound" ? "this load" : activity.slug;

  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const bySerial = new Map<string, { id: number; barcode: string }>();
    for (const s of await repo.serialsOf(tx, await candidateIds(t, activity)))
      if (!bySerial.has(s.serialNumber)) bySerial.set(s.serialNumber, s);
    const facts = await sanitizationFactsOf(
      tx,
      [...bySerial.values()].map((s) => s.id),
    );

    const now = new Date();
    const errors: FieldErrors = {};
    const firstRowOf = new Map<string, number>();
    const accepted: Accepted[] = [];
    for (const row of rows) {
      const { values, errors: cellErrors } = parseErasureRow(row.cells, now);
      for (const [column, message] of Object.entries(cellErrors))
        addRowError(errors, row.rowNumber, column, message);
      // A serial given twice is named even when its other row has errors of its own.
      const serial = (row.cells.serial ?? "").trim().toUpperCase();
      const earlier = serial ? firstRowOf.get(serial) : undefined;
      if (serial && earlier === undefined) firstRowOf.set(serial, row.rowNumber);
      if (!serial) continue;
      const asset = bySerial.get(serial);
      if (!asset) addRowError(errors, row.rowNumber, "serial", `Unknown serial ${serial} on ${where}`);
      else if (!facts.get(asset.id)?.dataBearing)
        addRowError(
          errors,
          row.rowNumber,
          "serial",
          `${serial} (${asset.barcode}) bears no data: there is nothing to erase`,
        );
      else if (earlier !== undefined)
        addRowError(errors, row.rowNumber, "serial", `Serial ${serial} is also on row ${earlier}`);
      else if (values) accepted.push({ row: row.rowNumber, assetId: asset.id, values });
    }
    if (Object.keys(errors).length > 0) throw new AppError(422, rowErrorsMessage(errors), errors);

    const ids = accepted.map((a) => a.assetId);
    const assets = new Map((await repo.lockAssetsForRouting(tx, ids)).map((a) => [a.id, a]));
    await repo.insertRecords(
      tx,
      accepted.map(({ assetId, values }) => ({
        assetId,
        kind: "erasure",
        method: values.method,
        tool: values.tool,
        passes: null,
        result: values.result,
        verified: values.result === "passed",
        startedAt: null,
        finishedAt: values.finishedAt,
        // The tool's report names no operator of ours; who imported it is created_by.
        operatorId: null,
        batchId: null,
        source: "import",
        createdBy: ctx.actor.id,
      })),
    );
    const events: EventInput[] = accepted.map(({ assetId, values }) => ({
      activityId: assets.get(assetId)?.activityId ?? null,
      barcode: assets.get(assetId)?.barcode ?? null,
      action: "Erasure recorded",
      message: `${erasureMessage({ ...values, passes: null, verified: values.result === "passed" })} (imported)`,
      changes: [],
      userId: ctx.actor.id,
    }));
    await recordEvents(tx, events);
    const failedIds = accepted.filter((a) => a.values.result === "failed").map((a) => a.assetId);
    const routed = await routeFailedToDestruction(tx, failedIds, ctx.actor.id);
    return {
      imported: accepted.length,
      passed: accepted.length - failedIds.length,
      failed: failedIds.length,
      routedToDestruction: routed.length,
    };
  });
}
