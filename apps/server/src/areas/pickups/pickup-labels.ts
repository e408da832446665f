import { LABEL_BATCH_MAX, PrintPickupLabelsBody } from "@ops/domain";
import { fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { labelJob } from "../../platform/documents/label-batch";
import type { LabelDefinition, LabelRecord } from "../../platform/documents/label-definitions";
import * as repo from "./pickups.repo";

/**
 * A pickup label, 4 × 2 in (the common thermal stock): the barcode the dock scans, the barcode
 * in words, the pickup's day and warehouse, and (when assigned before printing) account and load.
 */
export const PICKUP_LABEL: LabelDefinition = {
  name: "pickup",
  unit: "in",
  width: 4,
  height: 2,
  barcode: { kind: "code128", key: "barcode", x: 0.2, y: 0.12, height: 0.72, maxWidth: 3.6 },
  fields: [
    { key: "barcode", x: 0.2, y: 0.92, size: 0.24, bold: true },
    { key: "day", caption: "Pickup ", x: 0.2, y: 1.22, size: 0.15 },
    { key: "account", x: 0.2, y: 1.42, size: 0.15 },
    { key: "load", caption: "Load ", x: 0.2, y: 1.62, size: 0.13 },
  ],
};

function recordOf(row: repo.PrintRow): LabelRecord {
  return {
    barcode: row.barcode,
    day: `${row.loadDate} · ${row.warehouse}`,
    account: row.account,
    load: row.load,
  };
}

/**
 * The labels of a warehouse's day, within `from`…`to` when given (a batch), in barcode order:
 * what both the direct answer and the job print. None found answers 422.
 */
export async function pickupLabelRecords(
  ctx: ServiceContext,
  q: PrintPickupLabelsBody,
): Promise<{ records: LabelRecord[]; baseName: string }> {
  const rows = await repo.labelsToPrint(ctx.db, q, LABEL_BATCH_MAX + 1);
  if (rows.length === 0) throw fieldError("loadDate", `No pickup labels for ${q.loadDate} in this warehouse`);
  if (rows.length > LABEL_BATCH_MAX)
    throw fieldError(
      "from",
      `More than ${LABEL_BATCH_MAX.toLocaleString("en-US")} labels; print a run of barcodes (from, to)`,
    );
  const range = q.from || q.to ? `-${rows[0]?.barcode}-${rows.at(-1)?.barcode}` : "";
  return { records: rows.map(recordOf), baseName: `pickup-labels-${q.loadDate}${range}` };
}

/**
 * Prints pickup labels (made before it is queued, in the request's transaction) as PDF or ZPL:
 * the payload names the day and the batch's barcodes, so a second run prints the same labels
 * again and creates nothing.
 */
export const pickupLabelsJob = labelJob({
  name: "pickup_labels",
  payload: PrintPickupLabelsBody,
  def: PICKUP_LABEL,
  read: pickupLabelRecords,
});
