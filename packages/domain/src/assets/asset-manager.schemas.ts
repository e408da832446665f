// The asset manager (SPEC §7 "Asset manager create and consolidate"): many containers made at
// once with generated barcodes, and several bins emptied into one. Both run as jobs, polled up to
// ASSET_MANAGER_POLL_TIMEOUT_MS (SPEC §9).
import { z } from "zod";
import { ActivitySlug } from "../activities/activities.schemas";
import { AssetBarcode } from "./assets.schemas";

/** How long the screen waits for a create or consolidate job (SPEC §9: 300,000 ms). */
export const ASSET_MANAGER_POLL_TIMEOUT_MS = 300_000;

/** At most this many containers in one create. */
export const ASSET_MANAGER_CREATE_MAX = 1_000;
/** At most this many bins emptied in one consolidation. */
export const ASSET_MANAGER_SOURCES_MAX = 200;

/** The container types the asset manager makes, with the prefix of their generated barcodes. */
export const ASSET_MANAGER_TYPES = [
  { id: "bin", label: "Bin", prefix: "BIN" },
  { id: "pallet", label: "Pallet", prefix: "PAL" },
  { id: "tray", label: "Tray", prefix: "TRY" },
  { id: "serial_bin", label: "Serial bin", prefix: "SBN" },
] as const;
export const AssetManagerType = z.enum(["bin", "pallet", "tray", "serial_bin"], {
  error: "Choose bin, pallet, tray or serial bin",
});
export type AssetManagerType = z.infer<typeof AssetManagerType>;

/**
 * The barcode the asset manager gives the n-th container of a type in a warehouse:
 * `<type prefix>-<warehouse short name>-<n, at least 6 digits>`, e.g. `BIN-DAL-000042`.
 */
export function assetManagerBarcode(type: AssetManagerType, warehouse: string, n: number): string {
  const prefix = ASSET_MANAGER_TYPES.find((t) => t.id === type)?.prefix ?? "BIN";
  return `${prefix}-${warehouse.toUpperCase()}-${String(n).padStart(6, "0")}`;
}

/** What a container emptied into another carries in `closedNote` ("Emptied into BIN-DAL-000042"). */
export function consolidatedNote(into: string): string {
  return `Emptied into ${into}`;
}

/**
 * Why a closed container is refused (consolidation, scanning into a work order, assigning it as a
 * bin): "BIN-DAL-000007 is closed (emptied into BIN-DAL-000042)".
 */
export function closedRefusal(barcode: string, closedNote: string): string {
  return `${barcode} is closed (${closedNote.charAt(0).toLowerCase()}${closedNote.slice(1)})`;
}

/**
 * The key the screen sends with a request it may send again (a lost answer, a second click):
 * the same key answers the job already queued instead of queueing another.
 */
export const RequestKey = z
  .string({ error: "A request key is required so that a retried request is not run twice" })
  .trim()
  .min(1, "A request key is required so that a retried request is not run twice")
  .max(100, "A request key is at most 100 characters");

const weight = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} is at most 100,000 lbs`)
    .nullable()
    .default(null);

/**
 * `POST /asset_manager/create`: `count` containers of one type, each with the product (and the
 * weights, when given, on its product entry) at the location, on the activity they belong to
 * (a shop order, a load, a warehouse's inventory). All or none.
 */
export const AssetManagerCreateBody = z
  .object({
    count: z
      .number({ error: "Enter how many to create" })
      .int("Enter a whole number")
      .min(1, "Create at least 1")
      .max(ASSET_MANAGER_CREATE_MAX, `At most ${ASSET_MANAGER_CREATE_MAX.toLocaleString("en-US")} at a time`),
    type: AssetManagerType,
    productId: z.number({ error: "Choose a product" }).int().positive("Choose a product"),
    locationId: z.number({ error: "Choose a location" }).int().positive("Choose a location"),
    activitySlug: ActivitySlug,
    grossWeight: weight("Gross weight"),
    netWeight: weight("Net weight"),
    requestKey: RequestKey,
  })
  .superRefine((body, ctx) => {
    if (body.grossWeight !== null && body.netWeight !== null && body.netWeight > body.grossWeight)
      ctx.addIssue({
        code: "custom",
        path: ["netWeight"],
        message: "Net weight cannot be more than gross weight",
      });
  });
export type AssetManagerCreateBody = z.infer<typeof AssetManagerCreateBody>;
export type AssetManagerCreateInput = z.input<typeof AssetManagerCreateBody>;

/** What a create job answers: how many, the first and last barcode, and every barcode (for labels). */
export const AssetManagerCreateResult = z.object({
  count: z.number().int(),
  activitySlug: z.string(),
  /** The first and the last barcode made (consecutive numbers). */
  range: z.tuple([z.string(), z.string()]),
  barcodes: z.array(z.string()),
});
export type AssetManagerCreateResult = z.infer<typeof AssetManagerCreateResult>;

/**
 * `POST /asset_manager/consolidate`: the contents of each source bin move into the target, and
 * the emptied sources are closed. All or none; refused (422 on the field) before anything is
 * queued when a bin is unknown, of another account or activity, held, closed, not a container,
 * or the target itself.
 */
export const AssetManagerConsolidateBody = z
  .object({
    targetBarcode: AssetBarcode,
    sourceBarcodes: z
      .array(AssetBarcode, { error: "Scan the bins to empty" })
      .min(1, "Scan at least one bin to empty into the target")
      .max(ASSET_MANAGER_SOURCES_MAX, `At most ${ASSET_MANAGER_SOURCES_MAX} bins at a time`),
    requestKey: RequestKey,
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.sourceBarcodes.forEach((barcode, i) => {
      if (barcode === body.targetBarcode)
        ctx.addIssue({
          code: "custom",
          path: ["sourceBarcodes", i],
          message: "A bin cannot be consolidated into itself",
        });
      else if (seen.has(barcode))
        ctx.addIssue({
          code: "custom",
          path: ["sourceBarcodes", i],
          message: `${barcode} is in the list twice`,
        });
      seen.add(barcode);
    });
  });
export type AssetManagerConsolidateBody = z.infer<typeof AssetManagerConsolidateBody>;
export type AssetManagerConsolidateInput = z.input<typeof AssetManagerConsolidateBody>;

/** What a consolidation answers: the assets moved and the bins closed. */
export const AssetManagerConsolidateResult = z.object({
  targetBarcode: z.string(),
  moved: z.number().int(),
  closed: z.array(z.string()),
});
export type AssetManagerConsolidateResult = z.infer<typeof AssetManagerConsolidateResult>;

/**
 * `GET /asset_manager/containers/{barcode}`: a bin as the consolidate panel shows it when scanned
 * (what it holds, so the confirmation can say how many assets will move). Refusals answer 422
 * with the reason, as the consolidation would.
 */
export const AssetManagerContainer = z.object({
  barcode: z.string(),
  type: z.string(),
  activitySlug: z.string().nullable(),
  accountName: z.string().nullable(),
  childCount: z.number().int(),
});
export type AssetManagerContainer = z.infer<typeof AssetManagerContainer>;

/** Which bin a scanned container is checked as: the target, or a source emptied into `targetBarcode`. */
export const AssetManagerContainerQuery = z.object({
  targetBarcode: AssetBarcode.optional(),
});
