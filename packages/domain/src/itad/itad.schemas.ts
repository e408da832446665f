// The bodies and answers of the IT asset disposition calls (SPEC §2): serial lists, bulk-created
// serials, harvested components, LPN packing, bulk routing and a device's locks.
import { z } from "zod";
import {
  Asset,
  AssetBarcode,
  Disposition,
  Grade,
  LockType,
  R2Classification,
} from "../assets/assets.schemas";
import { QueryFlag } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { ScannedBarcode } from "../work/work-assets.schemas";
import { SERIAL_LINE_PROBLEMS, SERIAL_LIST_MAX_LINES } from "./serial-lines.rules";

/** `GET /activities/mobility?warehouseId=`: the user's own warehouse when absent. */
export const MobilityQuery = z.object({ warehouseId: z.coerce.number().int().positive().optional() });
export type MobilityQuery = z.infer<typeof MobilityQuery>;

/**
 * `GET /activities/{slug}/serials`: the order's serial assets (on it, or inside its bins), by
 * barcode or serial containing `search`, narrowed by grade, disposition or packed (inside an LPN).
 */
export const SerialsQuery = PageQuery.extend({
  sort: z.enum(["barcode", "serialNumber", "createdAt"]).default("barcode"),
  grade: Grade.optional(),
  disposition: Disposition.optional(),
  packed: QueryFlag.optional(),
});
export type SerialsQuery = z.infer<typeof SerialsQuery>;
export const SerialList = paged(Asset);
export type SerialList = z.infer<typeof SerialList>;

/** A pasted list: about 66 characters a line at most, for SERIAL_LIST_MAX_LINES lines. */
const SerialText = z
  .string({ error: "Paste or scan at least one serial" })
  .max(
    SERIAL_LIST_MAX_LINES * 66,
    `At most ${SERIAL_LIST_MAX_LINES.toLocaleString("en-US")} serials at once`,
  );

/** `POST /activities/{slug}/serials/check`: what a list would create in the bin, nothing written. */
export const SerialCheckBody = z.object({ binBarcode: ScannedBarcode, text: SerialText });
export type SerialCheckBody = z.infer<typeof SerialCheckBody>;

export const SerialLineResult = z.object({
  line: z.number().int(),
  serial: z.string(),
  problem: z.enum(SERIAL_LINE_PROBLEMS).nullable(),
});
export const SerialCheckResult = z.object({
  lines: z.array(SerialLineResult),
  /** Serials in the list (lines left once trailing blank ones are dropped). */
  count: z.number().int(),
  /** Lines with a problem. */
  problems: z.number().int(),
});
export type SerialCheckResult = z.infer<typeof SerialCheckResult>;

/** `POST /activities/{slug}/serials/bulk`: one serial asset of the product per line, all or none. */
export const BulkSerialsBody = SerialCheckBody.extend({
  productId: z.number({ error: "Choose a product" }).int().positive("Choose a product"),
  /** Sent again on a retry: the serials the first call made are answered, nothing is made twice. */
  requestKey: z.string().trim().min(1, "A request key is needed").max(100),
});
export type BulkSerialsBody = z.infer<typeof BulkSerialsBody>;
export const BulkSerialsResult = z.object({ created: z.number().int(), barcodes: z.array(z.string()) });
export type BulkSerialsResult = z.infer<typeof BulkSerialsResult>;

/** Most parts one harvest call makes. */
export const COMPONENTS_MAX = 200;

/** `POST /assets/{barcode}/components`: parts harvested from the device, each an asset of its own. */
export const ComponentsBody = z.object({
  components: z
    .array(
      z.object({
        productId: z.number({ error: "Choose a product" }).int().positive("Choose a product"),
        serialNumber: z
          .string()
          .trim()
          .max(100, "Serial number is at most 100 characters")
          .transform((v) => (v === "" ? null : v.toUpperCase()))
          .nullable()
          .optional(),
        /** A bin of the work order to put it in; left loose on the order when absent. */
        binBarcode: ScannedBarcode.optional(),
      }),
    )
    .min(1, "Add at least one component")
    .max(COMPONENTS_MAX, `At most ${COMPONENTS_MAX} components at once`),
  /** Sent again on a retry: the parts the first call made are answered, nothing is made twice. */
  requestKey: z.string().trim().min(1).max(100).optional(),
});
export type ComponentsBody = z.infer<typeof ComponentsBody>;
export const ComponentsResult = z.object({ components: z.array(Asset) });
export type ComponentsResult = z.infer<typeof ComponentsResult>;
export const ComponentsQuery = PageQuery.extend({
  /** Only the parts harvested from this device (its barcode). */
  harvestedFrom: z
    .string()
    .trim()
    .max(64)
    .transform((v) => v.toUpperCase())
    .optional(),
  sort: z.enum(["barcode", "createdAt"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type ComponentsQuery = z.infer<typeof ComponentsQuery>;

/** Most serials one pack call moves. */
export const LPN_PACK_MAX = 1_000;

/**
 * `POST /activities/{slug}/lpns`: serials packed into a container (a pallet) whose barcode is the
 * LPN: an existing pallet of the order, a new LPN barcode, or a generated one when absent.
 */
export const PackLpnBody = z.object({
  lpnBarcode: AssetBarcode.optional(),
  barcodes: z
    .array(ScannedBarcode)
    .min(1, "Scan at least one serial")
    .max(LPN_PACK_MAX, `At most ${LPN_PACK_MAX.toLocaleString("en-US")} serials at once`),
});
export type PackLpnBody = z.infer<typeof PackLpnBody>;

/** A packed container: `updated` when its contents changed after it was packed. */
export const Lpn = z.object({
  barcode: z.string(),
  count: z.number().int(),
  packedAt: z.string().nullable(),
  contentsChangedAt: z.string().nullable(),
  updated: z.boolean(),
});
export type Lpn = z.infer<typeof Lpn>;
export const LpnsQuery = PageQuery.extend({
  updated: QueryFlag.optional(),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type LpnsQuery = z.infer<typeof LpnsQuery>;
export const LpnList = paged(Lpn);
export type LpnList = z.infer<typeof LpnList>;

/** Most serials one bulk routing names. */
export const ROUTING_MAX = 10_000;

/** Which serials of the order a filter routing takes (all of them when empty). */
export const RoutingFilter = z.object({
  grade: Grade.optional(),
  disposition: Disposition.optional(),
  r2Classification: R2Classification.optional(),
  search: z.string().trim().max(200).optional(),
});
export type RoutingFilter = z.infer<typeof RoutingFilter>;

/**
 * `POST /activities/{slug}/routing`: the same disposition (and R2 classification, routing) on
 * many serials, named by barcode or by a filter, all or none.
 */
export const RoutingBody = z
  .object({
    barcodes: z
      .array(ScannedBarcode)
      .min(1, "Scan at least one serial")
      .max(ROUTING_MAX, `At most ${ROUTING_MAX.toLocaleString("en-US")} serials at once`)
      .optional(),
    filter: RoutingFilter.optional(),
    disposition: Disposition,
    r2Classification: R2Classification.nullable().optional(),
    routingId: z.number().int().positive().nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.barcodes === undefined && v.filter === undefined)
      ctx.addIssue({ code: "custom", path: ["barcodes"], message: "Scan serials or choose a filter" });
    if (v.barcodes !== undefined && v.filter !== undefined)
      ctx.addIssue({ code: "custom", path: ["barcodes"], message: "Send serials or a filter, not both" });
  });
export type RoutingBody = z.infer<typeof RoutingBody>;
export const RoutingResult = z.object({ updated: z.number().int() });
export type RoutingResult = z.infer<typeof RoutingResult>;

/** One lock of a device, with who found it and when (read from the event that added it). */
export const AssetLock = z.object({
  type: LockType,
  label: z.string(),
  foundBy: z.string().nullable(),
  foundAt: z.string().nullable(),
});
export type AssetLock = z.infer<typeof AssetLock>;
export const AssetLocks = z.array(AssetLock);
