import { z } from "zod";
import { type EnumOption, idsOf } from "../enums/define";
import { IsoDate, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { ActivitiesQuery, Activity, ActivitySlug } from "./activities.schemas";

/** A load: an inbound or outbound activity with what its ASNs announce. */
export const Load = Activity.extend({
  asnItemCount: z.number().int(),
  asnQuantity: z.number(),
  asnWeight: z.number(),
});
export type Load = z.infer<typeof Load>;
export const LoadList = paged(Load);
/** `GET /loads`: the activity filters; type is inbound or outbound (both when absent). */
export const LoadsQuery = ActivitiesQuery.extend({ type: z.enum(["inbound", "outbound"]).optional() });
export type LoadsQuery = z.infer<typeof LoadsQuery>;
/** `POST /loads`: the loads of these accounts (a long id list does not fit a query string). */
export const LoadsByAccountsBody = z.object({
  accountIds: z.array(z.number().int().positive()).min(1, "Choose at least one account").max(2000),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(25),
  status: z.array(z.string()).optional(),
});
/** `GET /loads/bulk?activity_slugs[]=`: a short summary of each named load. */
export const LoadsBulkQuery = z.object({
  activity_slugs: z
    .union([ActivitySlug, z.array(ActivitySlug).max(500)])
    .transform((v) => (Array.isArray(v) ? v : [v])),
});
export const LoadSummary = z.object({
  slug: z.string(),
  status: z.string(),
  accountName: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  asnItemCount: z.number().int(),
  asnQuantity: z.number(),
  asnWeight: z.number(),
});
export const LoadSummaries = z.array(LoadSummary);

/**
 * The fields an ASN row can fill (SPEC §3 Reconcile). A column is matched by a saved field
 * relationship of the account first, then by one of these names (case and spacing ignored).
 */
export const ASN_FIELDS = [
  {
    id: "serialNumber",
    label: "Serial number",
    names: ["serial", "serial number", "serial no", "sn", "serial_number"],
  },
  { id: "assetTag", label: "Asset tag", names: ["asset tag", "tag", "asset_tag", "asset id"] },
  { id: "manufacturer", label: "Manufacturer", names: ["manufacturer", "make", "brand", "mfr"] },
  { id: "model", label: "Model", names: ["model", "model number", "model no"] },
  {
    id: "product",
    label: "Product",
    names: ["product", "product name", "item", "sku", "part number", "mpn"],
  },
  { id: "description", label: "Description", names: ["description", "desc"] },
  { id: "quantity", label: "Quantity", names: ["quantity", "qty", "count", "units"] },
  { id: "weight", label: "Weight (lbs)", names: ["weight", "weight lbs", "lbs", "gross weight"] },
  { id: "unitPrice", label: "Unit price", names: ["unit price", "price"] },
  { id: "palletId", label: "Pallet id", names: ["pallet", "pallet id", "pallet_id", "pallet number"] },
  {
    id: "clientRef",
    label: "Client reference",
    names: ["client ref", "client reference", "reference", "po", "po number"],
  },
] as const satisfies readonly (EnumOption & { names: readonly string[] })[];
export const AsnField = z.enum(idsOf(ASN_FIELDS));
export type AsnField = z.infer<typeof AsnField>;
/** A column mapped to "ignore" is read past. */
export const IGNORE_COLUMN = "ignore";

/** How a header is compared with field names and saved relationships. */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]+/g, " ");
}

export const AsnItem = z.object({
  id: z.number().int(),
  row: z.number().int(),
  serialNumber: z.string().nullable(),
  assetTag: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  description: z.string().nullable(),
  quantity: z.number(),
  weight: z.number().nullable(),
  palletId: z.string().nullable(),
  clientRef: z.string().nullable(),
  createdAt: z.string(),
});
export type AsnItem = z.infer<typeof AsnItem>;
export const AsnItemsQuery = PageQuery.extend({
  sort: z.enum(["row", "serialNumber", "productName", "palletId"]).default("row"),
});
export const AsnItemList = paged(AsnItem);

/** `POST /loads/{slug}/asns/preview`: the file's columns and how each would be read. */
export const AsnColumn = z.object({
  header: z.string(),
  field: AsnField.nullable(),
  /** saved: the account's field relationship; name: a known column name; null: unmapped. */
  source: z.enum(["saved", "name"]).nullable(),
  samples: z.array(z.string()),
});
export const AsnPreview = z.object({ columns: z.array(AsnColumn), rowCount: z.number().int() });
export type AsnPreview = z.infer<typeof AsnPreview>;

/**
 * The multipart `mapping` field of `POST /loads/{slug}/asns`: header → ASN field or "ignore",
 * for the columns the reconcile left open (and any the user changed). Saved for the account.
 */
export const AsnMapping = z.record(z.string(), z.union([AsnField, z.literal(IGNORE_COLUMN)]));
export type AsnMapping = z.infer<typeof AsnMapping>;
/** Up to this many rows the import answers at once (201); a larger file runs as a job (202). */
export const ASN_SYNC_ROW_LIMIT = 2000;
export const MAX_ASN_ROWS = 100_000;
export const AsnImportResult = z.object({ inserted: z.number().int() });
export const AsnDeleteResult = z.object({ deleted: z.number().int() });

/** A saved reconcile rule of an account: a column header (old field) read as an ASN field (new field). */
export const FieldRelationship = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  oldField: z.string(),
  newField: AsnField,
  updatedAt: z.string(),
});
export type FieldRelationship = z.infer<typeof FieldRelationship>;
export const FieldRelationshipBody = z.object({
  accountId: z.number().int().positive(),
  oldField: z.string().trim().min(1, "Column name is required").max(200),
  newField: AsnField,
});
export const FieldRelationshipsQuery = z.object({ accountId: UrlId });

/** A day a warehouse's dock is closed; no load is scheduled on it. */
export const ClosedDate = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  warehouseShortName: z.string(),
  date: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ClosedDate = z.infer<typeof ClosedDate>;
export const ClosedDateBody = z.object({
  warehouseId: z.number({ error: "Warehouse is required" }).int().positive("Warehouse is required"),
  date: IsoDate,
  reason: z.string().trim().max(200, "Reason is at most 200 characters").nullable().default(null),
});
export type ClosedDateBody = z.infer<typeof ClosedDateBody>;
/** `GET /datatables/closed-dates`: paged, by warehouse and date range (inclusive). */
export const ClosedDatesQuery = PageQuery.extend({
  warehouseId: UrlId.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  sort: z.enum(["date"]).default("date"),
});
export const ClosedDateList = paged(ClosedDate);

/** `GET /vendor/self`: the vendor user and the vendor accounts they act for. */
export const VendorSelf = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  accounts: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
/** `GET /vendor/loads`: the vendor's scheduled loads in a date range (the dock schedule). */
export const VendorLoadsQuery = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});

/** What the ASN announces of one kind of material on a load (by product, else description). */
export const VendorLoadMaterial = z.object({
  name: z.string(),
  items: z.number().int(),
  quantity: z.number(),
  weight: z.number(),
});
/**
 * `GET /vendor/loads/{slug}`: a load the vendor comes to the dock for, read-only, without the
 * client's details: the dock date, what the ASN announces and, once received, the weights.
 */
export const VendorLoad = Load.pick({
  slug: true,
  type: true,
  status: true,
  warehouseShortName: true,
  scheduledDate: true,
  scheduledTime: true,
  shipmentSize: true,
  transportType: true,
  carrierName: true,
  vendorAccountName: true,
  asnItemCount: true,
  asnQuantity: true,
  asnWeight: true,
}).extend({
  /** The largest kinds of material first; at most VENDOR_LOAD_MATERIALS of them. */
  materials: z.array(VendorLoadMaterial),
  /** What was received on the load; null before anything was. */
  received: z
    .object({ assetCount: z.number().int(), grossWeight: z.number(), netWeight: z.number() })
    .nullable(),
});
export type VendorLoad = z.infer<typeof VendorLoad>;
/** The most kinds of material a vendor's load lists. */
export const VENDOR_LOAD_MATERIALS = 50;
/** The longest date range of the vendor's dock schedule, in days (both ends included). */
export const VENDOR_SCHEDULE_MAX_DAYS = 92;

/**
 * What is wrong with a dock-schedule date range, on the field to fix (the screen and the
 * server say the same); null when the range is fine. Both dates are YYYY-MM-DD.
 */
export function vendorRangeError(
  startDate: string,
  endDate: string,
): { field: "startDate" | "endDate"; message: string } | null {
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  if (Number.isNaN(days)) return null;
  if (days < 0) return { field: "endDate", message: "The end date cannot be before the start date" };
  if (days + 1 > VENDOR_SCHEDULE_MAX_DAYS)
    return { field: "endDate", message: `Choose a range of at most ${VENDOR_SCHEDULE_MAX_DAYS} days` };
  return null;
}
