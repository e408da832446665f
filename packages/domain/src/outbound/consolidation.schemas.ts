// Shipping units of outbound loads (pallets, gaylords, boxes) and their packing lists, and the
// load's pick list by product (issue 18, slice C).
import { z } from "zod";
import { ActivitySlug, ActivityStatus } from "../activities/activities.schemas";
import { AssetBarcode } from "../assets/assets.schemas";
import { idsOf } from "../enums/define";
import { PACKAGING_TYPES, PACKING_LIST_STATUSES } from "../enums/outbound";
import { Reservation } from "../inventory/picking.schemas";
import { UrlId } from "../platform/common.schemas";

export const PackagingType = z.enum(idsOf(PACKAGING_TYPES), { error: "Choose pallet, gaylord or box" });
export type PackagingType = z.infer<typeof PackagingType>;
export const PackingListStatus = z.enum(idsOf(PACKING_LIST_STATUSES), { error: "Choose open or closed" });
export type PackingListStatus = z.infer<typeof PackingListStatus>;

/** The most assets one shipping unit's answer lists (a pallet of phones holds a few hundred). */
export const PACKING_LIST_ITEMS_LIMIT = 2000;

/** An asset on a shipping unit, as the packing list prints it. */
export const PackingListItem = z.object({
  assetId: z.number().int(),
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  productName: z.string().nullable(),
  accountName: z.string().nullable(),
  netWeight: z.number().nullable(),
  addedAt: z.string(),
});
export type PackingListItem = z.infer<typeof PackingListItem>;

const UserName = z.object({ id: z.number().int(), name: z.string() });

/** A shipping unit of an outbound load and its packing list. */
export const PackingList = z.object({
  id: z.number().int(),
  activitySlug: z.string(),
  barcode: z.string(),
  packaging: PackagingType,
  status: PackingListStatus,
  grossWeight: z.number().nullable(),
  tareWeight: z.number().nullable(),
  /** gross − tare (tare 0 when not given); null until weighed. */
  netWeight: z.number().nullable(),
  notes: z.string().nullable(),
  itemCount: z.number().int(),
  items: z.array(PackingListItem),
  createdBy: UserName.nullable(),
  createdAt: z.string(),
  closedBy: UserName.nullable(),
  closedAt: z.string().nullable(),
});
export type PackingList = z.infer<typeof PackingList>;

/** How far a load is consolidated: picked assets, how many are on a unit, how many are not. */
export const ConsolidationProgress = z.object({
  picked: z.number().int(),
  onUnits: z.number().int(),
  notOnUnit: z.number().int(),
  openUnits: z.number().int(),
});
export type ConsolidationProgress = z.infer<typeof ConsolidationProgress>;

/** `GET /activities/{slug}/packing_lists`: the load's shipping units, oldest first, and its progress. */
export const PackingListsOfLoad = z.object({
  data: z.array(PackingList),
  progress: ConsolidationProgress,
});
export type PackingListsOfLoad = z.infer<typeof PackingListsOfLoad>;

/** `POST /activities/{slug}/packing_lists`: a new open unit. */
export const CreatePackingListBody = z.object({ packaging: PackagingType });
export type CreatePackingListBody = z.infer<typeof CreatePackingListBody>;

const Weight = (label: string) =>
  z
    .number({ error: `Enter the ${label} in lbs as a number` })
    .min(0, `The ${label} cannot be negative`)
    .max(100_000, `The ${label} is at most 100,000 lbs`)
    .nullable();

/**
 * `PUT /packing_lists/{id}`: weights, notes and status; a field left out keeps its value.
 * Closing needs the gross weight (here or already saved); the tare is at most the gross.
 */
export const UpdatePackingListBody = z.object({
  grossWeight: Weight("gross weight").optional(),
  tareWeight: Weight("tare weight").optional(),
  notes: z.string().trim().max(1000, "Notes are at most 1000 characters").nullable().optional(),
  status: PackingListStatus.optional(),
});
export type UpdatePackingListBody = z.infer<typeof UpdatePackingListBody>;

/** The most units one bulk update changes. */
export const MAX_BULK_PACKING_LISTS = 200;

/** `PUT /packing_lists`: several units at once, all or none (422 names `items.<n>.<field>`). */
export const BulkUpdatePackingListsBody = z
  .array(UpdatePackingListBody.extend({ id: z.number().int().positive() }))
  .min(1, "Send at least one shipping unit")
  .max(MAX_BULK_PACKING_LISTS, `At most ${MAX_BULK_PACKING_LISTS} shipping units at once`);
export type BulkUpdatePackingListsBody = z.infer<typeof BulkUpdatePackingListsBody>;

export const BulkUpdatedPackingLists = z.object({ data: z.array(PackingList) });
export type BulkUpdatedPackingLists = z.infer<typeof BulkUpdatedPackingLists>;

/** `POST /packing_lists/{id}/assets`: a picked asset of the load scanned onto the unit. */
export const ConsolidateBody = z.object({ barcode: AssetBarcode });
export type ConsolidateBody = z.infer<typeof ConsolidateBody>;

export const PackingListParams = z.object({ id: UrlId });
export const PackingListAssetParams = z.object({ id: UrlId, barcode: AssetBarcode });

/** `GET /packing_lists/consolidated?accountId=`: the consignee's open outbound loads. */
export const ConsolidatedQuery = z.object({
  accountId: z.coerce.number({ error: "Choose the consignee" }).int().positive("Choose the consignee"),
});
export type ConsolidatedQuery = z.infer<typeof ConsolidatedQuery>;

/** The most loads the consolidated list answers (a consignee rarely has more open at once). */
export const CONSOLIDATED_LOADS_LIMIT = 50;

/** One open outbound load of the consignee with its units and where it stands. */
export const ConsolidatedLoad = z.object({
  slug: z.string(),
  status: ActivityStatus,
  warehouseShortName: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  toPick: z.number().int(),
  progress: ConsolidationProgress,
  packingLists: z.array(PackingList),
});
export type ConsolidatedLoad = z.infer<typeof ConsolidatedLoad>;

export const ConsolidatedList = z.object({
  account: z.object({ id: z.number().int(), name: z.string() }),
  data: z.array(ConsolidatedLoad),
  /** More open loads than CONSOLIDATED_LOADS_LIMIT: the oldest ship dates come first. */
  more: z.boolean(),
});
export type ConsolidatedList = z.infer<typeof ConsolidatedList>;

/** One product of a load's pick list: its reservations counted by status. */
export const PickListProduct = z.object({
  productId: z.number().int().nullable(),
  productName: z.string(),
  toPick: z.number().int(),
  picked: z.number().int(),
  short: z.number().int(),
});
export type PickListProduct = z.infer<typeof PickListProduct>;

/** `GET /activities/{slug}/pick_list`: the load's products with to-pick/picked/short counts. */
export const LoadPickList = z.object({
  slug: z.string(),
  status: ActivityStatus,
  data: z.array(PickListProduct),
});
export type LoadPickList = z.infer<typeof LoadPickList>;

/** `GET /activities/{slug}/pick_list/{productId}`: the product's reservations, to pick in walking order first. */
export const LoadPickListProductParams = z.object({ slug: ActivitySlug, productId: UrlId });
export const LoadPickListOfProduct = z.object({
  product: z.object({ id: z.number().int(), name: z.string() }),
  /** Still to pick, in walking order. */
  toPick: z.array(Reservation),
  /** Picked or short, newest first. */
  done: z.array(Reservation),
});
export type LoadPickListOfProduct = z.infer<typeof LoadPickListOfProduct>;
