import { z } from "zod";
import { ActivitySlug } from "../activities/activities.schemas";
import { DISPOSITIONS } from "../enums/activities";
import {
  ASSET_SOURCES,
  ASSET_TYPE_IDS,
  HOLD_TYPES,
  LOCK_TYPES,
  NEW_IN_BOX,
  R2_CLASSIFICATIONS,
  STOCK_TYPES,
} from "../enums/assets";
import { PRODUCT_GRADE_IDS } from "../enums/catalogue";
import { idsOf } from "../enums/define";
import { MISSING_BARCODE_MESSAGE } from "../inventory/locations.schemas";
import { IdParams, IsoDate, nullableText, QueryIds, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

export const AssetType = z.enum(ASSET_TYPE_IDS);
export type AssetType = z.infer<typeof AssetType>;
export const StockType = z.enum(idsOf(STOCK_TYPES));
export const AssetSource = z.enum(idsOf(ASSET_SOURCES));
export const LockType = z.enum(idsOf(LOCK_TYPES));
export const Grade = z.enum(PRODUCT_GRADE_IDS);
export type Grade = z.infer<typeof Grade>;
export const Disposition = z.enum(idsOf(DISPOSITIONS));
export type Disposition = z.infer<typeof Disposition>;
export const R2Classification = z.enum(idsOf(R2_CLASSIFICATIONS));
export type R2Classification = z.infer<typeof R2Classification>;
export const NewInBox = z.enum(idsOf(NEW_IN_BOX));
export type NewInBox = z.infer<typeof NewInBox>;

export const ASSET_BARCODE_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

/**
 * An asset barcode: trimmed and upper-cased on every path (SPEC §5), so lookups ignore case;
 * an empty one is refused saying what to do (the event API keeps the spec's own message).
 */
export const AssetBarcode = z
  .string({ error: MISSING_BARCODE_MESSAGE })
  .trim()
  .min(1, MISSING_BARCODE_MESSAGE)
  .max(64, "Barcode is at most 64 characters")
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        ASSET_BARCODE_PATTERN,
        "Barcode may contain letters, digits and . _ / - (starting with a letter or digit)",
      ),
  );
export const BarcodeParams = z.object({ barcode: AssetBarcode });
export const AssetIdParams = IdParams;

/** Types that hold other assets (serials in a bin, bins on a pallet). */
export const CONTAINER_ASSET_TYPES = [
  "bin",
  "serial_bin",
  "pallet",
  "virtual",
  "virtual_serial_bin",
  "tray",
] as const;
/** Types that are one serialized unit. */
export const SERIAL_ASSET_TYPES = ["serial"] as const;

const weight = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} is at most 100,000 lbs`)
    .nullable();

/** What an asset holds of a product (the first entry carries the asset's product, SPEC §3). */
export const ProductAsset = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number(),
  grossWeight: z.number().nullable(),
  netWeight: z.number().nullable(),
  value: z.number().nullable(),
});
export type ProductAsset = z.infer<typeof ProductAsset>;

export const Asset = z.object({
  id: z.number().int(),
  barcode: z.string(),
  type: AssetType,
  serialNumber: z.string().nullable(),
  parentBarcode: z.string().nullable(),
  childCount: z.number().int(),
  activitySlug: z.string().nullable(),
  /** The inbound load it was received on. */
  receivingActivitySlug: z.string().nullable(),
  accountId: z.number().int().nullable(),
  accountName: z.string().nullable(),
  warehouseId: z.number().int().nullable(),
  locationId: z.number().int().nullable(),
  locationBarcode: z.string().nullable(),
  stockType: StockType.nullable(),
  source: AssetSource.nullable(),
  productAssets: z.array(ProductAsset),
  inboundGrossWeight: z.number().nullable(),
  inboundNetWeight: z.number().nullable(),
  value: z.number().nullable(),
  fmv: z.number().nullable(),
  /** The attributes of the account's asset form variant (SPEC §3 client-specific). */
  attributes: z.record(z.string(), z.unknown()),
  notes: z.string().nullable(),
  locks: z.array(LockType),
  /** When an emptied container was closed (consolidated into another); null while in use. */
  closedAt: z.string().nullable(),
  /** Why and into what it was closed, in words ("Emptied into BIN-DAL-000042"); null while in use. */
  closedNote: z.string().nullable(),
  /** IT asset disposition: the grades of its latest test result (A–F); null until tested. */
  grade: Grade.nullable(),
  cosmeticGrade: Grade.nullable(),
  functionalGrade: Grade.nullable(),
  /** Where the device goes (suggested by its test, set by a person or bulk routing). */
  disposition: Disposition.nullable(),
  r2Classification: R2Classification.nullable(),
  /** The eCommerce cutline of its class and grade: the lowest price it may be listed at. */
  floorPrice: z.number().nullable(),
  routingId: z.number().int().nullable(),
  newInBox: NewInBox.nullable(),
  /** A harvested component: the device it came out of. */
  harvestedFromBarcode: z.string().nullable(),
  /** A container packed as an LPN: when it was last packed, and when its contents last changed. */
  packedAt: z.string().nullable(),
  contentsChangedAt: z.string().nullable(),
  /** Active holds (a held asset cannot leave its activity or be sold). */
  holds: z.array(z.object({ id: z.number().int(), type: z.string() })),
  /** Another asset carries the same serial number. */
  duplicateSerial: z.boolean(),
  /** In a processing job's list (`type=processing`): the latest processing step's action name. */
  lastAction: z.string().nullable().optional(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof Asset>;

/**
 * `POST /assets`: receive an asset on an activity (normally an inbound load). A product with
 * its quantity and weights makes the first product entry; `parentBarcode` puts it in a bin or
 * on a pallet of the same activity.
 */
export const AssetBody = z.object({
  activitySlug: ActivitySlug,
  barcode: AssetBarcode,
  type: AssetType,
  serialNumber: nullableText(100, "Serial number").default(null),
  parentBarcode: AssetBarcode.nullable().default(null),
  productId: z.number().int().positive().nullable().default(null),
  quantity: z
    .number({ error: "Quantity must be a number" })
    .positive("Quantity must be more than 0")
    .default(1),
  grossWeight: weight("Gross weight").default(null),
  netWeight: weight("Net weight").default(null),
  locationId: z.number().int().positive().nullable().default(null),
  stockType: StockType.nullable().default(null),
  source: AssetSource.nullable().default(null),
  attributes: z.record(z.string(), z.unknown()).default({}),
  notes: nullableText(4000, "Notes").default(null),
  locks: z.array(LockType).default([]),
});
export type AssetBody = z.infer<typeof AssetBody>;
export type AssetInput = z.input<typeof AssetBody>;

/** `PUT /assets/{id}`: only the fields sent change. Moving to another activity is refused while held. */
export const AssetUpdate = z
  .object({
    activitySlug: ActivitySlug,
    type: AssetType,
    serialNumber: nullableText(100, "Serial number"),
    parentBarcode: AssetBarcode.nullable(),
    productId: z.number().int().positive().nullable(),
    quantity: z.number().positive("Quantity must be more than 0"),
    grossWeight: weight("Gross weight"),
    netWeight: weight("Net weight"),
    locationId: z.number().int().positive().nullable(),
    stockType: StockType.nullable(),
    source: AssetSource.nullable(),
    attributes: z.record(z.string(), z.unknown()),
    notes: nullableText(4000, "Notes"),
    locks: z.array(LockType),
    /** Routing a device (IT asset disposition): a held device is not routed to resale or reuse (409). */
    disposition: Disposition.nullable(),
    r2Classification: R2Classification.nullable(),
    routingId: z.number().int().positive().nullable(),
    newInBox: NewInBox.nullable(),
  })
  .partial();
export type AssetUpdate = z.infer<typeof AssetUpdate>;

/** `POST /assets/bulk`: several assets received at once, all or none (errors keyed `assets.<i>.<field>`). */
export const BulkAssetBody = z.object({ assets: z.array(AssetBody).min(1).max(10_000) });
/** `PUT /assets/bulk`: the same change to every named asset, all or none. */
export const BulkAssetUpdateBody = z.object({
  barcodes: z.array(AssetBarcode).min(1, "Select at least one asset").max(50_000),
  changes: AssetUpdate.pick({
    activitySlug: true,
    locationId: true,
    stockType: true,
    parentBarcode: true,
    source: true,
    disposition: true,
    r2Classification: true,
    routingId: true,
    newInBox: true,
  }),
});
export const BulkAssetResult = z.object({ count: z.number().int() });
/** Above this many assets the bulk calls answer 202 with a job. */
export const ASSET_BULK_SYNC_LIMIT = 500;

/** `GET /assets?find=`: by barcode (exact, any case), serial number, or `can_be_checked_in`. */
const queryId = UrlId.max(2_147_483_647);

/** What the assets screen filters by (`GET /assets` without `find`). */
export const ASSET_HOLD_FILTERS = ["held", "not_held", ...idsOf(HOLD_TYPES)] as const;

export const AssetsQuery = PageQuery.extend({
  find: z.enum(["barcode", "serial", "can_be_checked_in"]).optional(),
  barcode: z.string().trim().max(64).optional(),
  serial: z.string().trim().max(100).optional(),
  activitySlug: ActivitySlug.optional(),
  accountIds: QueryIds.optional(),
  locationId: queryId.optional(),
  productId: queryId.optional(),
  classId: queryId.optional(),
  /** Held (any active hold), not held, or held by one hold type. */
  hold: z.enum(ASSET_HOLD_FILTERS).optional(),
  stockType: StockType.optional(),
  /** Received on or after this day (UTC). */
  receivedFrom: IsoDate.optional(),
  /** Received on or before this day (UTC). */
  receivedTo: IsoDate.optional(),
  sort: z.enum(["barcode", "createdAt", "serialNumber"]).default("createdAt"),
});
export const RECEIVED_RANGE_MESSAGE = "The last day cannot be before the first";
export type AssetsQuery = z.infer<typeof AssetsQuery>;
/**
 * A list of assets. Across all loads the count stops at ASSET_COUNT_CAP: `more` says there are
 * more rows than `total` (the screen says "10,000+" and asks for a filter).
 */
export const AssetList = paged(Asset).extend({ more: z.boolean().optional() });
export const ASSET_COUNT_CAP = 10_000;

/** Whether an asset can be checked in (received) on a load now, and why not. */
export const CheckInEligibility = z.object({
  barcode: z.string(),
  eligible: z.boolean(),
  reason: z.string().nullable(),
});

/** `GET /assets/duplicate-serial?serial=`: the assets already carrying this serial number. */
export const DuplicateSerialQuery = z.object({
  serial: z.string().trim().min(1).max(100),
  excludeBarcode: z.string().optional(),
});
export const DuplicateSerialResult = z.object({
  duplicate: z.boolean(),
  assets: z.array(
    z.object({
      barcode: z.string(),
      activitySlug: z.string().nullable(),
      accountName: z.string().nullable(),
    }),
  ),
});

/**
 * Activity asset lists that apply so far (SPEC §3): everything, received here, duplicate serials,
 * (a processing job or shop order) its inputs still in processing with their `lastAction`, or
 * (an order or outbound load) the stock reserved for it — `reserved`: to pick, picked or short;
 * `pick_list`: still to pick; `completed`: picked; `unreserved`: released from it (and not
 * reserved for it again); `available_to`: stock it could still take — in stock at its warehouse,
 * not reserved for anything, not held, and (an outbound load to a client) of the client's own
 * account family.
 */
export const ActivityAssetsQuery = PageQuery.extend({
  type: z
    .enum([
      "all",
      "created",
      "duplicates",
      "processing",
      "reserved",
      "pick_list",
      "completed",
      "unreserved",
      "available_to",
    ])
    .default("all"),
  sort: z.enum(["barcode", "createdAt", "serialNumber"]).default("createdAt"),
});

/** Where an asset came from (SPEC §7 source_info). */
export const SourceInfo = z.object({
  barcode: z.string(),
  source: AssetSource.nullable(),
  accountName: z.string().nullable(),
  receivingActivitySlug: z.string().nullable(),
  receivedAt: z.string(),
  receivedBy: z.string().nullable(),
  clientRef: z.string().nullable(),
  asnItem: z
    .object({
      row: z.number().int(),
      serialNumber: z.string().nullable(),
      assetTag: z.string().nullable(),
      palletId: z.string().nullable(),
    })
    .nullable(),
});

/**
 * `GET /activities/{slug}/asset_deltas?type=product|serial`: what was received against what the
 * ASN announced.
 */
export const AssetDeltasQuery = z.object({ type: z.enum(["product", "serial"]).default("product") });
export const ProductDelta = z.object({
  productId: z.number().int().nullable(),
  productName: z.string(),
  expectedQuantity: z.number(),
  receivedQuantity: z.number(),
  expectedWeight: z.number(),
  receivedNetWeight: z.number(),
  /** received − expected: negative is a shortage, positive an extra. */
  quantityDelta: z.number(),
});
export const SerialDelta = z.object({
  serialNumber: z.string(),
  expected: z.boolean(),
  received: z.boolean(),
  barcode: z.string().nullable(),
  /** The serial was received on another activity as well. */
  receivedElsewhere: z.string().nullable(),
});
export const AssetDeltas = z.object({
  type: z.enum(["product", "serial"]),
  products: z.array(ProductDelta),
  serials: z.array(SerialDelta),
  totals: z.object({
    expectedQuantity: z.number(),
    receivedQuantity: z.number(),
    expectedSerials: z.number().int(),
    receivedSerials: z.number().int(),
    missingSerials: z.number().int(),
    extraSerials: z.number().int(),
  }),
});
export type AssetDeltas = z.infer<typeof AssetDeltas>;

/** The suites an asset was tested with: the suite, the version its result was taken with, its grade. */
export const AssetTestSuite = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  completedAt: z.string().nullable(),
  resultId: z.number().int(),
  grade: Grade.nullable(),
});
