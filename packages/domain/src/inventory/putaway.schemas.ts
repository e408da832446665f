import { z } from "zod";
import { AssetBarcode, AssetType, StockType } from "../assets/assets.schemas";
import { UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { LocationType } from "../platform/reference.schemas";
import { Location } from "./locations.schemas";

/**
 * `POST /locations/assets` (SPEC §7 Locations: add asset): put an asset, and everything inside
 * it, at a location. An inbound asset put at a stock location enters the warehouse's inventory.
 * `stockType`, when given, is set on the asset and its contents.
 */
export const PutawayBody = z.object({
  locationId: z.number({ error: "Scan a location" }).int().positive(),
  barcode: AssetBarcode,
  stockType: StockType.nullable().optional(),
});
export type PutawayBody = z.infer<typeof PutawayBody>;
export type PutawayInput = z.input<typeof PutawayBody>;

/** `{id}` of a user path that also takes `me` (the signed-in user). */
export const UserRefParams = z.object({ id: z.union([z.literal("me"), UrlId]) });
export type UserRefParams = z.infer<typeof UserRefParams>;

/** One asset on a putaway list: received by the user, on an inbound load, not yet at a location. */
export const PutawayAsset = z.object({
  id: z.number().int(),
  barcode: z.string(),
  type: AssetType,
  serialNumber: z.string().nullable(),
  activitySlug: z.string().nullable(),
  accountName: z.string().nullable(),
  productName: z.string().nullable(),
  /** Assets inside it, at any depth (they go along). */
  contentsCount: z.number().int(),
  createdAt: z.string(),
});
export type PutawayAsset = z.infer<typeof PutawayAsset>;

export const PutawayListQuery = PageQuery.pick({ page: true, pageSize: true });
export type PutawayListQuery = z.infer<typeof PutawayListQuery>;
export const PutawayAssetList = paged(PutawayAsset);
export type PutawayAssetList = z.infer<typeof PutawayAssetList>;

/** What stock amounts to: product entries' quantity, weights (lbs) and value (SPEC §3, issue 17). */
export const StockMeasures = z.object({
  /** Open assets (containers included). */
  assets: z.number().int(),
  /** Sum of the product entries' quantities. */
  quantity: z.number(),
  grossWeight: z.number(),
  netWeight: z.number(),
  value: z.number(),
});
export type StockMeasures = z.infer<typeof StockMeasures>;

/** A warehouse's inventory activity with what it holds (`inventory` screen). */
export const InventoryActivity = z.object({
  id: z.number().int(),
  slug: z.string(),
  warehouseId: z.number().int(),
  warehouseShortName: z.string(),
  warehouseName: z.string(),
  /** Locations holding at least one of its assets. */
  locationCount: z.number().int(),
  totals: StockMeasures,
});
export type InventoryActivity = z.infer<typeof InventoryActivity>;

/** `GET /activities/:slug/inventory`: filters of the holdings, paged by location. */
export const InventoryHoldingsQuery = PageQuery.pick({ page: true, pageSize: true, search: true }).extend({
  stockType: z.union([StockType, z.literal("none")]).optional(),
  locationType: LocationType.optional(),
  accountId: UrlId.optional(),
});
export type InventoryHoldingsQuery = z.infer<typeof InventoryHoldingsQuery>;

/** What one location holds of the activity, by stock type (null: no stock type set). */
export const InventoryLocationRow = z.object({
  /** Null for the assets of the activity that have no location. */
  locationId: z.number().int().nullable(),
  barcode: z.string().nullable(),
  name: z.string().nullable(),
  type: LocationType.nullable(),
  accountName: z.string().nullable(),
  totals: StockMeasures,
  byStockType: z.array(StockMeasures.extend({ stockType: StockType.nullable() })),
});
export type InventoryLocationRow = z.infer<typeof InventoryLocationRow>;

export const InventoryHoldings = z.object({
  activity: InventoryActivity,
  /** Totals of what the filters select (all pages). */
  totals: StockMeasures,
  data: z.array(InventoryLocationRow),
  /** Locations (rows) matching the filters. */
  total: z.number().int(),
});
export type InventoryHoldings = z.infer<typeof InventoryHoldings>;

/** One asset directly at a location (the bin view), with what it holds. */
export const BinAsset = z.object({
  id: z.number().int(),
  barcode: z.string(),
  type: AssetType,
  serialNumber: z.string().nullable(),
  activitySlug: z.string().nullable(),
  activityType: z.string().nullable(),
  accountName: z.string().nullable(),
  productName: z.string().nullable(),
  quantity: z.number(),
  value: z.number(),
  stockType: StockType.nullable(),
  /** Assets inside it, at any depth. */
  contentsCount: z.number().int(),
  held: z.boolean(),
  updatedAt: z.string(),
});
export type BinAsset = z.infer<typeof BinAsset>;

export const BinAssetsQuery = PageQuery.pick({ page: true, pageSize: true, search: true });
export type BinAssetsQuery = z.infer<typeof BinAssetsQuery>;

/** `GET /locations/:id/assets`: the location, its contents page and their totals. */
export const BinContents = z.object({
  location: Location,
  /** Top-level assets directly at it (matching the search). */
  total: z.number().int(),
  /** Every open asset at it, contents included. */
  totals: StockMeasures,
  data: z.array(BinAsset),
});
export type BinContents = z.infer<typeof BinContents>;
