// The load builder (issue 18, SPEC §3 "Load builder state (version 4)"): stock rows priced with a
// buyer's outbound prices, the assets behind them, alternate accounts and the confirm call.
import { z } from "zod";
import { DockTime, ShipmentSize, TransportType } from "../activities/activities.schemas";
import { IsoDate, nullableText, QueryIds, UrlId } from "../platform/common.schemas";

const queryId = UrlId.max(2_147_483_647);
const bodyId = z.number().int().positive().max(2_147_483_647);

/** The most assets one confirmed load reserves (and one assets answer lists). */
export const LOAD_BUILDER_MAX_ASSETS = 10_000;
/** The load builder state version (SPEC §9); a saved state of any other version is discarded. */
export const LOAD_BUILDER_STATE_VERSION = 4;

export const LOAD_BUILDER_GROUPINGS = ["account", "product"] as const;
export const LoadBuilderGroupBy = z.enum(LOAD_BUILDER_GROUPINGS);
export type LoadBuilderGroupBy = z.infer<typeof LoadBuilderGroupBy>;

/** The unit a buyer's outbound price is quoted in: per net lb or per piece (null: no price). */
export const LoadBuilderPriceUnit = z.enum(["lbs", "pieces"]);
export type LoadBuilderPriceUnit = z.infer<typeof LoadBuilderPriceUnit>;

const RANGE_MESSAGE = "The last day cannot be before the first";

/** Where and when the stock was received, and whose prices value it. */
const stockScope = {
  warehouseId: queryId,
  /** Received on or after this day (UTC); default one month back (the web sends it). */
  beginDate: IsoDate.optional(),
  /** Received on or before this day (UTC). */
  endDate: IsoDate.optional(),
  /** The buyer whose outbound prices give the unit price and margin. */
  buyerAccountId: queryId.optional(),
};
const rangeChecked = <T extends { beginDate?: string; endDate?: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.beginDate && v.endDate && v.endDate < v.beginDate)
    ctx.addIssue({ code: "custom", path: ["endDate"], message: RANGE_MESSAGE });
};

/** `GET /load_builder/stock`. */
export const LoadBuilderStockQuery = z
  .object({ ...stockScope, groupBy: LoadBuilderGroupBy.default("account") })
  .superRefine(rangeChecked);
export type LoadBuilderStockQuery = z.infer<typeof LoadBuilderStockQuery>;

/** `GET /load_builder/alternate_accounts`: who else holds every chosen product. */
export const LoadBuilderAlternatesQuery = z
  .object({ ...stockScope, productIds: QueryIds, accountId: queryId.optional() })
  .superRefine(rangeChecked);
export type LoadBuilderAlternatesQuery = z.infer<typeof LoadBuilderAlternatesQuery>;

/** `GET /load_builder/assets`: the available assets of some products (of one account). */
export const LoadBuilderAssetsQuery = z
  .object({
    warehouseId: queryId,
    beginDate: IsoDate.optional(),
    endDate: IsoDate.optional(),
    productIds: QueryIds,
    accountId: queryId.optional(),
  })
  .superRefine(rangeChecked);
export type LoadBuilderAssetsQuery = z.infer<typeof LoadBuilderAssetsQuery>;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** Count (pieces), gross and net weight (lbs) and value (the stock's priced value: its cost). */
export const LoadBuilderFigures = z.object({
  count: z.number(),
  gross: z.number(),
  net: z.number(),
  value: z.number(),
});
export type LoadBuilderFigures = z.infer<typeof LoadBuilderFigures>;

/** The buyer's price of a product: per `unit`, null when the buyer has none. */
export const LoadBuilderPrice = z.object({
  unit: LoadBuilderPriceUnit.nullable(),
  unitPrice: z.number().nullable(),
});
export type LoadBuilderPrice = z.infer<typeof LoadBuilderPrice>;

/** One stock row (SPEC §3): an account's available stock of one product, priced for the buyer. */
export const LoadBuilderStockRow = z.object({
  account: Named,
  product: Named.extend({
    /** The product's class when it is a serialized class (its assets are picked one by one). */
    serialProductClass: Named.nullable(),
  }),
  summary: LoadBuilderFigures.extend(LoadBuilderPrice.shape).extend({
    marginPercent: z.number().nullable(),
  }),
});
export type LoadBuilderStockRow = z.infer<typeof LoadBuilderStockRow>;

/** Grouped by account (SPEC §3): the account's totals and its product rows. */
export const LoadBuilderAccountGroup = Named.extend({
  totalCount: z.number(),
  totalGross: z.number(),
  totalNet: z.number(),
  totalValue: z.number(),
  products: z.array(LoadBuilderStockRow),
});
export type LoadBuilderAccountGroup = z.infer<typeof LoadBuilderAccountGroup>;

/** Grouped by product (SPEC §3): the accounts holding it, with the product's maxima. */
export const LoadBuilderProductGroup = Named.extend({
  serialProductClass: Named.nullable(),
  maxMarginPercent: z.number().nullable(),
  maxUnitPrice: z.number().nullable(),
  accounts: z.array(LoadBuilderStockRow),
});
export type LoadBuilderProductGroup = z.infer<typeof LoadBuilderProductGroup>;

export const LoadBuilderStock = z.object({
  groupBy: LoadBuilderGroupBy,
  rows: z.array(LoadBuilderStockRow),
  accountGroups: z.array(LoadBuilderAccountGroup),
  productGroups: z.array(LoadBuilderProductGroup),
});
export type LoadBuilderStock = z.infer<typeof LoadBuilderStock>;

/** An alternate account (SPEC §3): holds every chosen product. */
export const LoadBuilderAlternateAccount = Named.extend({
  totalValue: z.number(),
  weightedMarginPercent: z.number().nullable(),
});
export type LoadBuilderAlternateAccount = z.infer<typeof LoadBuilderAlternateAccount>;
export const LoadBuilderAlternates = z.object({ data: z.array(LoadBuilderAlternateAccount) });
export type LoadBuilderAlternates = z.infer<typeof LoadBuilderAlternates>;

/** An attribute value of an asset as the more-details screen filters it. */
export const LoadBuilderAttributeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** An available asset: in stock at the warehouse, not reserved, not held. */
export const LoadBuilderAsset = z.object({
  id: z.number().int(),
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  accountId: z.number().int().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  className: z.string().nullable(),
  grade: z.string().nullable(),
  count: z.number(),
  gross: z.number(),
  net: z.number(),
  value: z.number(),
  attributes: z.record(z.string(), LoadBuilderAttributeValue),
});
export type LoadBuilderAsset = z.infer<typeof LoadBuilderAsset>;
export const LoadBuilderAssets = z.object({
  data: z.array(LoadBuilderAsset),
  /** More assets are available than listed (LOAD_BUILDER_MAX_ASSETS). */
  truncated: z.boolean(),
});
export type LoadBuilderAssets = z.infer<typeof LoadBuilderAssets>;

/** A product of the load as confirmed: its unit price and the margin it was set at. */
export const LoadBuilderConfirmProduct = z.object({
  productId: bodyId,
  /** The unit of the price; absent: the buyer's price list's, else per piece for serialized products, per lb for others. */
  unit: LoadBuilderPriceUnit.nullable().default(null),
  unitPrice: z
    .number({ error: "Enter the unit price as a number" })
    .min(0, "The unit price cannot be negative"),
  marginPercent: z
    .number({ error: "Enter a margin between 0 and 99.99 %" })
    .min(0, "Enter a margin between 0 and 99.99 %")
    .lt(100, "Enter a margin between 0 and 99.99 %")
    .nullable(),
});
export type LoadBuilderConfirmProduct = z.infer<typeof LoadBuilderConfirmProduct>;

/** `POST /load_builder/confirm`: the outbound load, its products and the assets it reserves. */
export const LoadBuilderConfirmBody = z.object({
  warehouseId: bodyId,
  /** The consignee: a downstream vendor / buyer (dsvs) or a client account. */
  accountId: z.number({ error: "Choose the consignee" }).int().positive("Choose the consignee"),
  carrierId: bodyId.nullable().default(null),
  transportType: TransportType.nullable().default(null),
  shipmentSize: ShipmentSize.nullable().default(null),
  scheduledDate: IsoDate.nullable().default(null),
  scheduledTime: DockTime.nullable().default(null),
  clientRef: nullableText(500, "Client reference").default(null),
  description: nullableText(4000, "Description").default(null),
  products: z
    .array(LoadBuilderConfirmProduct)
    .min(1, "Add at least one product")
    .max(500)
    .refine(
      (list) => new Set(list.map((p) => p.productId)).size === list.length,
      "A product is listed twice",
    ),
  assetIds: z
    .array(bodyId)
    .min(1, "Select at least one asset")
    .max(
      LOAD_BUILDER_MAX_ASSETS,
      `At most ${LOAD_BUILDER_MAX_ASSETS.toLocaleString("en-US")} assets per load`,
    ),
});
export type LoadBuilderConfirmBody = z.infer<typeof LoadBuilderConfirmBody>;
export type LoadBuilderConfirmInput = z.input<typeof LoadBuilderConfirmBody>;

/** What confirm answers: the new load (status building) and what it holds. */
export const LoadBuilderConfirmed = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.string(),
  reserved: z.number().int(),
  products: z.number().int(),
});
export type LoadBuilderConfirmed = z.infer<typeof LoadBuilderConfirmed>;

// ---- the state kept in the browser -------------------------------------------------------------

export const LoadBuilderSortOrder = z.enum(["asc", "desc"]);
export type LoadBuilderSortOrder = z.infer<typeof LoadBuilderSortOrder>;

/** A product chosen for the load (SPEC §3 selected product), priced and with its maxima. */
export const LoadBuilderSelectedProduct = Named.extend({
  serialProductClass: Named.nullable(),
  unit: LoadBuilderPriceUnit.nullable(),
  marginPercent: z.number().nullable(),
  maxMarginPercent: z.number().nullable(),
  unitPrice: z.number().nullable(),
  maxUnitPrice: z.number().nullable(),
  count: z.number(),
});
export type LoadBuilderSelectedProduct = z.infer<typeof LoadBuilderSelectedProduct>;

/** Which selected products the attribute filters apply to: all of them, or the chosen ones. */
export const LoadBuilderAttributeFilterProducts = z.object({
  all: z.boolean(),
  productIds: z.array(z.number().int()),
});
export type LoadBuilderAttributeFilterProducts = z.infer<typeof LoadBuilderAttributeFilterProducts>;

/**
 * The load builder state, version 4 (SPEC §3), plus `warehouseId` and `buyerAccountId` (whose
 * stock and whose prices). `preselect` is true until the first assets list has been loaded.
 */
export const LoadBuilderState = z.object({
  version: z.literal(LOAD_BUILDER_STATE_VERSION),
  availableAssets: z.record(z.string(), LoadBuilderAsset),
  preselect: z.boolean(),
  stock: z.array(LoadBuilderStockRow),
  groupBy: LoadBuilderGroupBy,
  sortBy: z.string().nullable(),
  sortOrder: LoadBuilderSortOrder.nullable(),
  selectedAccount: Named.nullable(),
  selectedProducts: z.array(LoadBuilderSelectedProduct),
  selectedAssets: z.record(z.string(), z.boolean()),
  filterProducts: z.string(),
  showAll: z.boolean(),
  attributeFilters: z.record(z.string(), z.string()),
  attributeFilterProducts: LoadBuilderAttributeFilterProducts,
  /** The attribute names found on the available assets of each selected product (more details). */
  attributeData: z.record(z.string(), z.array(z.string())),
  beginDate: IsoDate,
  endDate: IsoDate,
  warehouseId: z.number().int().nullable(),
  buyerAccountId: z.number().int().nullable(),
});
export type LoadBuilderState = z.infer<typeof LoadBuilderState>;
