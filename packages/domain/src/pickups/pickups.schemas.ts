// Pickup labels (issue 20, SPEC §3 "pickup label: barcode, warehouseId, loadDate"): printed in a
// batch for a warehouse and load date, assigned to an account and the pickup's inbound load,
// and checked in at the dock as assets with the same barcode.
import { z } from "zod";
import { ActivitySlug } from "../activities/activities.schemas";
import { idsOf } from "../enums/define";
import { PICKUP_LABEL_KINDS } from "../enums/parcels";
import { IsoDate, nullableText, UrlId } from "../platform/common.schemas";
import { exportQueryOf } from "../platform/exports.schemas";
import { LABEL_BATCH_MAX, LabelFormat } from "../platform/labels.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { PICKUP_BARCODE_MESSAGE, PICKUP_BARCODE_PATTERN } from "./pickup.rules";

export const PickupLabelKind = z.enum(idsOf(PICKUP_LABEL_KINDS));
export type PickupLabelKind = z.infer<typeof PickupLabelKind>;

/** A pickup label's barcode, upper-cased at the boundary (SPEC §5). */
export const PickupBarcode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PICKUP_BARCODE_PATTERN, PICKUP_BARCODE_MESSAGE);
export const PickupBarcodeParams = z.object({ barcode: PickupBarcode });

/** The pickup's date (SPEC §9: YYYY-MM-DD; another format answers 422 naming it). */
export const LoadDate = IsoDate;

const pickupWeight = z
  .number({ error: "Weight must be a number" })
  .min(0, "Weight cannot be negative")
  .max(100_000, "Weight is at most 100,000 lbs")
  .nullable();

/** One pickup label as the screens read it. */
export const PickupLabel = z.object({
  barcode: z.string(),
  kind: PickupLabelKind,
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  loadDate: z.string(),
  accountId: z.number().int().nullable(),
  accountName: z.string().nullable(),
  activitySlug: z.string().nullable(),
  activityStatus: z.string().nullable(),
  weight: z.number().nullable(),
  notes: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  /** The asset it became when checked in (same barcode), while it exists. */
  assetId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PickupLabel = z.infer<typeof PickupLabel>;

/** What the day's list shows: everything, or labels by their state. */
export const PICKUP_FILTERS = ["all", "unassigned", "assigned", "checked_in", "missing"] as const;

/** `GET /pickups?warehouseId=&loadDate=YYYY-MM-DD`: a warehouse's labels of one day. */
export const PickupsQuery = PageQuery.extend({
  warehouseId: UrlId,
  loadDate: LoadDate,
  status: z.enum(PICKUP_FILTERS).default("all"),
  sort: z.enum(["barcode", "accountName", "activitySlug", "checkedInAt"]).default("barcode"),
});
export type PickupsQuery = z.infer<typeof PickupsQuery>;
/** The day's list as a spreadsheet: the list's own query and xlsx or csv. */
export const PickupsExportQuery = exportQueryOf(PickupsQuery);
export type PickupsExportQuery = z.infer<typeof PickupsExportQuery>;

/**
 * The day's counts: every label, those assigned to a load, those checked in, and the missing
 * ones (assigned to a load but not checked in: the bins that did not arrive).
 */
export const PickupCounts = z.object({
  total: z.number().int(),
  assigned: z.number().int(),
  checkedIn: z.number().int(),
  missing: z.number().int(),
});
export type PickupCounts = z.infer<typeof PickupCounts>;

export const PickupList = paged(PickupLabel).extend({ counts: PickupCounts });
export type PickupList = z.infer<typeof PickupList>;

/** Who a label (or a batch) is for: an account, and the pickup's inbound load of that account. */
const assignment = {
  accountId: z.number().int().positive().nullable().default(null),
  activitySlug: ActivitySlug.nullable().default(null),
};

/** `POST /pickups/labels`: n new labels for a warehouse and day, answered as one PDF or ZPL file. */
export const CreatePickupLabelsBody = z.object({
  warehouseId: z.number().int().positive(),
  loadDate: LoadDate,
  count: z
    .number({ error: "Give how many labels" })
    .int("Give a whole number of labels")
    .min(1, "Print at least one label")
    .max(LABEL_BATCH_MAX, `At most ${LABEL_BATCH_MAX.toLocaleString("en-US")} labels at a time`),
  ...assignment,
  format: LabelFormat.default("pdf"),
});
export type CreatePickupLabelsBody = z.infer<typeof CreatePickupLabelsBody>;

/**
 * `POST /pickups/labels/print`: labels already made, again — a warehouse's day, or within it a
 * run of barcodes (`from`…`to`, one batch).
 */
export const PrintPickupLabelsBody = z.object({
  warehouseId: z.number().int().positive(),
  loadDate: LoadDate,
  from: PickupBarcode.nullable().default(null),
  to: PickupBarcode.nullable().default(null),
  format: LabelFormat.default("pdf"),
});
export type PrintPickupLabelsBody = z.infer<typeof PrintPickupLabelsBody>;

/** `POST /pickups`: one label or bin registered on its own (`bins/new`). */
export const CreatePickupBody = z.object({
  kind: PickupLabelKind.default("bin"),
  warehouseId: z.number().int().positive(),
  loadDate: LoadDate,
  ...assignment,
  weight: pickupWeight.default(null),
  notes: nullableText(1000, "Notes").default(null),
});
export type CreatePickupBody = z.infer<typeof CreatePickupBody>;

/** `PUT /pickups/{barcode}`: what changes (fields left out stay as they are). */
export const UpdatePickupBody = z.object({
  accountId: z.number().int().positive().nullable().optional(),
  activitySlug: ActivitySlug.nullable().optional(),
  weight: pickupWeight.optional(),
  notes: nullableText(1000, "Notes").optional(),
});
export type UpdatePickupBody = z.infer<typeof UpdatePickupBody>;

/** `POST /pickups/check_in`: the labels scanned at the dock. */
export const CheckInPickupsBody = z.object({
  barcodes: z
    .array(z.string().trim().toUpperCase().min(1, "Barcode cannot be empty string."))
    .min(1, "Scan at least one label")
    .max(LABEL_BATCH_MAX, `At most ${LABEL_BATCH_MAX.toLocaleString("en-US")} labels at a time`),
});
export type CheckInPickupsBody = z.infer<typeof CheckInPickupsBody>;

/** What check-in did: the labels now assets on their load, and the others with why not. */
export const CheckInPickupsResult = z.object({
  checkedIn: z.array(z.object({ barcode: z.string(), activitySlug: z.string() })),
  refused: z.array(z.object({ barcode: z.string(), reason: z.string() })),
});
export type CheckInPickupsResult = z.infer<typeof CheckInPickupsResult>;
