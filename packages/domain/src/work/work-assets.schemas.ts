import { z } from "zod";
import { AssetType } from "../assets/assets.schemas";
import { EVENT_REASON_CODES } from "../enums/activities";
import { idsOf } from "../enums/define";
import { EMPTY_BARCODE_MESSAGE } from "../inventory/locations.schemas";
import { PageQuery } from "../platform/paging.schemas";

/**
 * A scanned barcode: trimmed and upper-cased (SPEC §5); an empty one is refused with the spec's
 * own words. No pattern: a barcode no asset carries is refused as unknown, by the server.
 */
export const ScannedBarcode = z
  .string({ error: EMPTY_BARCODE_MESSAGE })
  .trim()
  .min(1, EMPTY_BARCODE_MESSAGE)
  .max(64, "Barcode is at most 64 characters")
  .transform((v) => v.toUpperCase());

/** How an asset belongs to a work order: scanned in (`input`, its processed list) or made in it. */
export const WORK_ASSET_ROLES = ["input", "created"] as const;
export const WorkAssetRole = z.enum(WORK_ASSET_ROLES);
export type WorkAssetRole = z.infer<typeof WorkAssetRole>;

/** Most barcodes one scan call takes (the bulk form). */
export const WORK_SCAN_MAX = 1_000;
/** Most assets one create call makes out of a source. */
export const WORK_CREATE_MAX = 500;
/** Most assets one bulk processing step changes. */
export const PROCESSING_BULK_MAX = 1_000;

/**
 * `POST /activities/{slug}/work_assets`: scan one asset in (`barcode`) or several at once
 * (`barcodes`, all or none: errors keyed `barcodes.<i>`).
 */
export const WorkScanBody = z
  .object({
    barcode: ScannedBarcode.optional(),
    barcodes: z
      .array(ScannedBarcode)
      .min(1, "Scan at least one barcode")
      .max(WORK_SCAN_MAX, `At most ${WORK_SCAN_MAX.toLocaleString("en-US")} barcodes at once`)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.barcode === undefined && v.barcodes === undefined)
      ctx.addIssue({ code: "custom", path: ["barcode"], message: EMPTY_BARCODE_MESSAGE });
    if (v.barcode !== undefined && v.barcodes !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["barcodes"],
        message: "Send a barcode or a list of barcodes, not both",
      });
  });
export type WorkScanBody = z.infer<typeof WorkScanBody>;

/** One asset of a work order's processed (input) or created list. */
export const WorkAsset = z.object({
  id: z.number().int(),
  assetId: z.number().int(),
  role: WorkAssetRole,
  barcode: z.string(),
  type: AssetType,
  serialNumber: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  quantity: z.number().nullable(),
  grossWeight: z.number().nullable(),
  netWeight: z.number().nullable(),
  /** The input it was made out of (created ones). */
  sourceBarcode: z.string().nullable(),
  /** The latest processing step's action name. */
  lastAction: z.string().nullable(),
  /** When its latest step became '100% Complete' (SPEC §4): out of the job since. */
  completedAt: z.string().nullable(),
  addedBy: z.string().nullable(),
  addedAt: z.string(),
});
export type WorkAsset = z.infer<typeof WorkAsset>;

/** What a scan or a create answers: the work order's rows for the assets it took or made. */
export const WorkAssetsResult = z.object({ count: z.number().int(), data: z.array(WorkAsset) });
export type WorkAssetsResult = z.infer<typeof WorkAssetsResult>;

/**
 * `GET /activities/{slug}/work_assets?role=input|created`: newest first (the list index); `search`
 * keeps the rows whose barcode, serial number or source barcode contains it, whatever its case.
 * The count stops at WORK_ASSET_COUNT_CAP: `more` says there are more rows than `total`.
 */
export const WorkAssetsQuery = PageQuery.extend({
  role: WorkAssetRole.default("input"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type WorkAssetsQuery = z.infer<typeof WorkAssetsQuery>;
export const WorkAssetList = z.object({
  data: z.array(WorkAsset),
  total: z.number().int(),
  more: z.boolean(),
});
export type WorkAssetList = z.infer<typeof WorkAssetList>;
export const WORK_ASSET_COUNT_CAP = 10_000;

const weight = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} is at most 100,000 lbs`);

/** One asset to make out of a source: barcode generated when absent. */
export const CreatedWorkItem = z
  .object({
    type: AssetType,
    barcode: z
      .string()
      .trim()
      .max(64, "Barcode is at most 64 characters")
      .transform((v) => v.toUpperCase())
      .pipe(
        z
          .string()
          .regex(
            /^([A-Z0-9][A-Z0-9._/-]*)?$/,
            "Barcode may contain letters, digits and . _ / - (starting with a letter or digit)",
          ),
      )
      .nullish()
      .transform((v) => v || null),
    productId: z.number({ error: "Choose a product" }).int().positive("Choose a product"),
    grossWeight: weight("Gross weight"),
    netWeight: weight("Net weight"),
    serialNumber: z
      .string()
      .trim()
      .max(100, "Serial number is at most 100 characters")
      .nullish()
      .transform((v) => v || null),
    quantity: z
      .number({ error: "Quantity must be a number" })
      .positive("Quantity must be more than 0")
      .default(1),
  })
  .superRefine((v, ctx) => {
    if (v.netWeight > v.grossWeight)
      ctx.addIssue({
        code: "custom",
        path: ["netWeight"],
        message: "Net weight cannot be more than gross weight",
      });
  });
export type CreatedWorkItem = z.infer<typeof CreatedWorkItem>;

/**
 * `POST /activities/{slug}/work_assets/created`: new assets made out of an input of this work
 * order, all or none (errors keyed `items.<i>.<field>`). A retry with the same `requestKey`
 * answers the assets the first call made instead of making them again.
 */
export const CreateWorkAssetsBody = z.object({
  sourceBarcode: ScannedBarcode,
  items: z
    .array(CreatedWorkItem)
    .min(1, "Add at least one asset")
    .max(WORK_CREATE_MAX, `At most ${WORK_CREATE_MAX} assets at once`),
  requestKey: z.string().trim().min(1).max(100).optional(),
});
export type CreateWorkAssetsBody = z.infer<typeof CreateWorkAssetsBody>;

/** The `type=processing` query of the processing asset calls (other types may come later). */
export const ProcessingQuery = z.object({
  type: z.literal("processing", { error: "type must be processing" }),
});

const ActionName = z
  .string({ error: "Action is required" })
  .trim()
  .min(1, "Action is required")
  .max(100, "Action is at most 100 characters");
const ReasonCode = z.enum(idsOf(EVENT_REASON_CODES)).nullable().default(null);

/** `PUT /activities/{slug}/assets/{barcode}?type=processing`: one processing step, written as an event. */
export const ProcessingStepBody = z.object({
  actionName: ActionName,
  reasonCode: ReasonCode,
  message: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || null),
});
export type ProcessingStepBody = z.infer<typeof ProcessingStepBody>;

/** `PUT /activities/{slug}/assets?type=processing`: the same step for several assets, all or none. */
export const BulkProcessingStepBody = ProcessingStepBody.extend({
  barcodes: z
    .array(ScannedBarcode)
    .min(1, "Select at least one asset")
    .max(PROCESSING_BULK_MAX, `At most ${PROCESSING_BULK_MAX.toLocaleString("en-US")} assets at once`),
});
export type BulkProcessingStepBody = z.infer<typeof BulkProcessingStepBody>;
export const ProcessingStepResult = z.object({ count: z.number().int() });

/**
 * `GET /activities/{slug}/events/next`: the next asset waiting in the order's scanning queue,
 * and why: a bin assigned to the order and not scanned in yet (oldest assignment first), else an
 * input not yet complete (oldest scan first). 204 when nothing waits.
 */
export const NEXT_WORK_REASONS = ["assigned", "in_progress"] as const;
export const NextWorkAsset = z.object({
  barcode: z.string(),
  type: AssetType,
  productName: z.string().nullable(),
  reason: z.enum(NEXT_WORK_REASONS),
  /** The reason in words, for the scan screen. */
  message: z.string(),
  lastAction: z.string().nullable(),
  /** When it was assigned (assigned) or scanned in (in_progress). */
  since: z.string(),
  /** How many wait of that reason, this one included. */
  waiting: z.number().int(),
});
export type NextWorkAsset = z.infer<typeof NextWorkAsset>;

/** What the "complete all" job answers (SPEC §7 activity events complete). */
export const CompleteAllResult = z.object({ count: z.number().int(), message: z.string() });
export type CompleteAllResult = z.infer<typeof CompleteAllResult>;
/** How long the screen polls the "complete all" job (SPEC §9). */
export const COMPLETE_ALL_POLL_TIMEOUT_MS = 100_000;
