// Stock (issue 17): what is in the warehouses' inventory activities, for whom, and what it is worth.
import { z } from "zod";
import { StockType } from "../assets/assets.schemas";
import { IsoDate, QueryFlag, QueryIds, UrlId } from "../platform/common.schemas";
import { ExportFormat } from "../platform/exports.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

const queryId = UrlId.max(2_147_483_647);
const bodyId = z.number().int().positive().max(2_147_483_647);

/** The formats of `/stock`: the priced summary (account × product) and the two lists. */
export const STOCK_FORMATS = ["summary_priced_inventory", "assets", "locations"] as const;
export const StockFormat = z.enum(STOCK_FORMATS);
export type StockFormat = z.infer<typeof StockFormat>;

/** How the summary's rows are grouped (SPEC §3 load builder: by account or by product). */
export const STOCK_GROUPINGS = ["account", "product"] as const;
export const StockGroupBy = z.enum(STOCK_GROUPINGS);
export type StockGroupBy = z.infer<typeof StockGroupBy>;

export const STOCK_RANGE_MESSAGE = "The last day cannot be before the first";

/**
 * The filters every stock format takes, as a query string (`accountIds[]=1&accountIds[]=2`).
 * `includeChildren` widens the named accounts to their child accounts.
 */
export const StockFilterQuery = z.object({
  warehouseId: queryId.optional(),
  accountIds: QueryIds.optional(),
  includeChildren: QueryFlag.default(false),
  productClassIds: QueryIds.optional(),
  productIds: QueryIds.optional(),
  stockType: StockType.optional(),
  locationId: queryId.optional(),
  /** Received on or after this day (UTC). */
  receivedFrom: IsoDate.optional(),
  /** Received on or before this day (UTC). */
  receivedTo: IsoDate.optional(),
});

/** The same filters as a JSON body (`POST /stock`), for account lists too long for a URL. */
export const StockFilterBody = z.object({
  warehouseId: bodyId.optional(),
  accountIds: z.array(bodyId).max(5000).optional(),
  includeChildren: z.boolean().default(false),
  productClassIds: z.array(bodyId).max(1000).optional(),
  productIds: z.array(bodyId).max(5000).optional(),
  stockType: StockType.optional(),
  locationId: bodyId.optional(),
  receivedFrom: IsoDate.optional(),
  receivedTo: IsoDate.optional(),
});
/** The filters once parsed, whichever way they came. */
export type StockFilters = z.infer<typeof StockFilterBody>;

/** `GET /stock?format=summary_priced_inventory&…`. */
export const StockSummaryQuery = StockFilterQuery.extend({
  format: z.literal("summary_priced_inventory", { error: "Use format summary_priced_inventory" }),
  groupBy: StockGroupBy.default("account"),
});
export type StockSummaryQuery = z.infer<typeof StockSummaryQuery>;

/** `POST /stock`: the summary's filters in the body. */
export const StockSummaryBody = StockFilterBody.extend({
  format: z.literal("summary_priced_inventory", { error: "Use format summary_priced_inventory" }),
  groupBy: StockGroupBy.default("account"),
});
export type StockSummaryBody = z.infer<typeof StockSummaryBody>;

/** Count, gross and net weight (lbs) and value of some stock. */
export const StockFigures = z.object({
  count: z.number(),
  gross: z.number(),
  net: z.number(),
  value: z.number(),
});
export type StockFigures = z.infer<typeof StockFigures>;

export const StockNamed = z.object({ id: z.number().int(), name: z.string() });

/** One row of the priced summary: an account's stock of one product (SPEC §3 stock row). */
export const StockRow = z.object({
  account: StockNamed,
  product: StockNamed.extend({ productClass: StockNamed.nullable() }),
  summary: StockFigures.extend({
    /** Value per unit (value ÷ count), null when nothing is counted. */
    unitPrice: z.number().nullable(),
  }),
});
export type StockRow = z.infer<typeof StockRow>;

/** The rows of one account (grouped by account) or one product (grouped by product), with subtotals. */
export const StockGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  totals: StockFigures,
  rows: z.array(StockRow),
});
export type StockGroup = z.infer<typeof StockGroup>;

/** The value (and count) of stock per product class, for the chart; `id` null: products without a class. */
export const StockClassValue = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  count: z.number(),
  value: z.number(),
});
export type StockClassValue = z.infer<typeof StockClassValue>;

export const StockSummary = z.object({
  format: z.literal("summary_priced_inventory"),
  groupBy: StockGroupBy,
  groups: z.array(StockGroup),
  byClass: z.array(StockClassValue),
  /** The TOTAL row: every group together. */
  total: StockFigures,
});
export type StockSummary = z.infer<typeof StockSummary>;

// ---- per asset ---------------------------------------------------------------------------------

export const StockAssetsQuery = StockFilterQuery.extend(PageQuery.shape).extend({
  sort: z.enum(["barcode", "receivedAt", "location", "value"]).default("barcode"),
});
export type StockAssetsQuery = z.infer<typeof StockAssetsQuery>;
export const StockAssetsExportQuery = StockAssetsQuery.extend({
  format: ExportFormat.default("xlsx"),
});

/** One in-stock asset with its first product and the figures of all its entries. */
export const StockAsset = z.object({
  id: z.number().int(),
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  account: StockNamed.nullable(),
  product: StockNamed.nullable(),
  productClass: z.string().nullable(),
  warehouse: z.string(),
  location: z.object({ id: z.number().int(), barcode: z.string() }).nullable(),
  stockType: StockType.nullable(),
  receivedAt: z.string(),
  count: z.number(),
  gross: z.number(),
  net: z.number(),
  value: z.number(),
});
export type StockAsset = z.infer<typeof StockAsset>;
export const StockAssetList = paged(StockAsset);
export type StockAssetList = z.infer<typeof StockAssetList>;

// ---- per location ------------------------------------------------------------------------------

export const StockLocationsQuery = StockFilterQuery.extend(PageQuery.shape).extend({
  sort: z.enum(["location", "count", "value"]).default("location"),
});
export type StockLocationsQuery = z.infer<typeof StockLocationsQuery>;
export const StockLocationsExportQuery = StockLocationsQuery.extend({
  format: ExportFormat.default("xlsx"),
});

/** The stock at one location (`location` null: in stock without a location yet). */
export const StockLocation = StockFigures.extend({
  location: z.object({ id: z.number().int(), barcode: z.string(), name: z.string() }).nullable(),
  warehouse: z.string(),
  assets: z.number().int(),
});
export type StockLocation = z.infer<typeof StockLocation>;
export const StockLocationList = paged(StockLocation);
export type StockLocationList = z.infer<typeof StockLocationList>;

/** The summary's export: its filters and grouping, and the file format. */
export const StockSummaryExportQuery = StockFilterQuery.extend({
  groupBy: StockGroupBy.default("account"),
  format: ExportFormat.default("xlsx"),
});
export type StockSummaryExportQuery = z.infer<typeof StockSummaryExportQuery>;
