// The marketplace boundary (issue 19): the bulk-listing file we write, the sold-items report we
// read, unlisting in bulk and a class's sales history. No network calls: files in, files out
// (docs/decisions.md, "Listings: the marketplace boundary").
import { z } from "zod";
import { ECOMMERCE_PLATFORMS } from "../enums/operations";
import { IdParams, IsoDate, QueryIds } from "../platform/common.schemas";
import { ExportFormat } from "../platform/exports.schemas";

const platformIds = ECOMMERCE_PLATFORMS.map((p) => p.id) as [string, ...string[]];
export const MarketplacePlatform = z.enum(platformIds, { error: "Choose one of the eCommerce platforms" });

/** The columns of the bulk-listing file, in order (the auction marketplace's File Exchange layout). */
export const LISTING_FILE_COLUMNS = [
  "Action",
  "Custom label",
  "Item number",
  "Title",
  "Description",
  "Condition ID",
  "Condition",
  "Quantity",
  "Start price",
  "Format",
  "Duration",
] as const;
export type ListingFileColumn = (typeof LISTING_FILE_COLUMNS)[number];
export type ListingFileRow = Record<ListingFileColumn, string | number | null>;

/**
 * `GET /listings/export`: the listings named by `ids[]`, or without ids those of the filters
 * (status `listed` unless given, and the platform when given).
 */
export const MarketplaceExportQuery = z.object({
  ids: QueryIds.optional(),
  platform: MarketplacePlatform.optional(),
  status: z.enum(["listed", "sold_out"], { error: "Export listed or sold-out listings" }).optional(),
  format: ExportFormat.default("xlsx"),
});
export type MarketplaceExportQuery = z.infer<typeof MarketplaceExportQuery>;

/**
 * The columns of the sold-items report, as column keys (header case and spacing do not matter:
 * `Order number` → `order_number`). Item number or Custom label names the listing on each row.
 */
export const SOLD_REPORT_REQUIRED_COLUMNS = ["order_number", "quantity", "sold_for"] as const;
export const SOLD_REPORT_COLUMNS = [
  "order_number",
  "item_number",
  "custom_label",
  "item_title",
  "quantity",
  "sold_for",
  "buyer_username",
  "buyer_name",
  "sale_date",
] as const;

/** What an import answers when every row passed. */
export const SoldReportResult = z.object({
  /** Rows that marked assets sold. */
  applied: z.number().int(),
  /** Assets marked sold by them. */
  sold: z.number().int(),
  /** Rows whose order was already imported for the listing: left as they were. */
  skipped: z.array(z.object({ row: z.number().int(), orderNumber: z.string(), listingId: z.number().int() })),
  /** Listings whose last listed asset sold with this report. */
  soldOut: z.array(z.number().int()),
});
export type SoldReportResult = z.infer<typeof SoldReportResult>;

const bodyId = z.number({ error: "Give listing ids" }).int().positive().max(2_147_483_647);

/** `PUT /listings/unlist`. */
export const UnlistBody = z.object({
  ids: z.array(bodyId).min(1, "Choose at least one listing").max(500, "Unlist at most 500 listings at once"),
});
export type UnlistBody = z.infer<typeof UnlistBody>;

export const UnlistResult = z.object({
  ended: z.number().int(),
  /** Listed (unsold) assets released back to stock. */
  released: z.number().int(),
});
export type UnlistResult = z.infer<typeof UnlistResult>;

// ---- class sales history -----------------------------------------------------------------------

export const SalesHistoryParams = IdParams;

/** `GET /classes/{id}/sales_history?from&to`: sale days, both ends included (UTC). */
export const SalesHistoryQuery = z
  .object({ from: IsoDate.optional(), to: IsoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The last day cannot be before the first",
    path: ["to"],
  });
export type SalesHistoryQuery = z.infer<typeof SalesHistoryQuery>;

/** Sold listing assets of one month (`YYYY-MM`) and grade. */
export const SalesHistoryRow = z.object({
  month: z.string(),
  grade: z.string().nullable(),
  count: z.number().int(),
  revenue: z.number(),
  averagePrice: z.number(),
});
export type SalesHistoryRow = z.infer<typeof SalesHistoryRow>;

export const SalesHistory = z.object({
  classId: z.number().int(),
  className: z.string(),
  rows: z.array(SalesHistoryRow),
  totals: z.object({ count: z.number().int(), revenue: z.number(), averagePrice: z.number() }),
});
export type SalesHistory = z.infer<typeof SalesHistory>;
