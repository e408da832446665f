// The assets of a listing (issue 19): reserve, unreserve, mark sold and unsold, one by one, in
// bulk (all or nothing) or as a job; and where one asset stands on listings.
import { z } from "zod";
import { LISTING_ASSET_STATUSES } from "../enums/listings";
import { UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

const ids = <T extends { id: string }>(list: readonly T[]) =>
  list.map((o) => o.id) as [T["id"], ...T["id"][]];

export const ListingAssetStatus = z.enum(ids(LISTING_ASSET_STATUSES), {
  error: "Choose listed, sold or removed",
});
export type ListingAssetStatus = z.infer<typeof ListingAssetStatus>;

const Barcode = z
  .string({ error: "Scan or type a barcode" })
  .trim()
  .toUpperCase()
  .min(1, "Scan or type a barcode")
  .max(100, "A barcode is at most 100 characters");

const nullableText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullable()
    .transform((v) => (v ? v : null));

const SalePrice = z
  .number({ error: "Enter the sale price" })
  .min(0, "The sale price must be 0 or more")
  .max(10_000_000);

export const ListingParams = z.object({ id: UrlId });
export const ListingAssetParams = z.object({ id: UrlId, barcode: Barcode });
export const ListingAssetBarcodeParams = z.object({ barcode: Barcode });

/** `POST /listings/{id}/assets`: put one asset on the listing. */
export const ReserveListingAssetBody = z.object({ barcode: Barcode });
export type ReserveListingAssetBody = z.infer<typeof ReserveListingAssetBody>;

/** `PUT /listings/{id}/assets/{barcode}`: mark it sold (price required) or unsold. */
export const ListingAssetActionBody = z
  .object({
    action: z.enum(["sold", "unsold"], { error: "Action is sold or unsold" }),
    salePrice: SalePrice.optional(),
    buyer: nullableText(200, "Buyer").optional(),
    saleReference: nullableText(100, "Sale reference").optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === "sold" && b.salePrice === undefined)
      ctx.addIssue({ code: "custom", path: ["salePrice"], message: "Enter the sale price" });
  });
export type ListingAssetActionBody = z.infer<typeof ListingAssetActionBody>;

export const BULK_LISTING_ACTIONS = ["reserve", "unreserve", "sold", "unsold"] as const;
export const BULK_LISTING_LIMIT = 10_000;

/** `PUT /listings/{id}/assets` (and `/async`): one action on many barcodes, all or nothing. */
export const BulkListingAssetsBody = z
  .object({
    action: z.enum(BULK_LISTING_ACTIONS, { error: "Action is reserve, unreserve, sold or unsold" }),
    barcodes: z
      .array(Barcode)
      .min(1, "Give at least one barcode")
      .max(BULK_LISTING_LIMIT, `At most ${BULK_LISTING_LIMIT.toLocaleString("en-US")} barcodes at once`),
    salePrice: SalePrice.optional(),
    buyer: nullableText(200, "Buyer").optional(),
    saleReference: nullableText(100, "Sale reference").optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === "sold" && b.salePrice === undefined)
      ctx.addIssue({ code: "custom", path: ["salePrice"], message: "Enter the sale price" });
  });
export type BulkListingAssetsBody = z.infer<typeof BulkListingAssetsBody>;

export const BulkListingResult = z.object({
  action: z.string(),
  count: z.number().int(),
  status: z.string(),
});
export type BulkListingResult = z.infer<typeof BulkListingResult>;

/** `GET /listings/{id}/assets`: paged, newest first, by status. */
export const ListingAssetsQuery = PageQuery.extend({
  status: ListingAssetStatus.optional(),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type ListingAssetsQuery = z.infer<typeof ListingAssetsQuery>;

export const ListingAsset = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  assetId: z.number().int(),
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  productName: z.string().nullable(),
  grade: z.string().nullable(),
  floorPrice: z.number().nullable(),
  status: ListingAssetStatus,
  salePrice: z.number().nullable(),
  buyer: z.string().nullable(),
  saleReference: z.string().nullable(),
  reservedAt: z.string(),
  reservedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
});
export type ListingAsset = z.infer<typeof ListingAsset>;

export const ListingAssetList = paged(ListingAsset).extend({
  counts: z.object({ listed: z.number().int(), sold: z.number().int(), released: z.number().int() }),
});
export type ListingAssetList = z.infer<typeof ListingAssetList>;

/** `GET /listings/assets/{barcode}`: the listing the asset is on now and its listing history. */
export const AssetListingState = z.object({
  barcode: z.string(),
  assetId: z.number().int(),
  serialNumber: z.string().nullable(),
  productName: z.string().nullable(),
  grade: z.string().nullable(),
  floorPrice: z.number().nullable(),
  inStock: z.boolean(),
  /** Who holds it now when it is not a listing (an order or load), in words. */
  heldBy: z.string().nullable(),
  current: ListingAsset.extend({
    listingTitle: z.string(),
    listingStatus: z.string(),
    platform: z.string().nullable(),
  }).nullable(),
  history: z.array(
    ListingAsset.extend({
      listingTitle: z.string(),
      listingStatus: z.string(),
      platform: z.string().nullable(),
    }),
  ),
});
export type AssetListingState = z.infer<typeof AssetListingState>;

/** `GET /activities/{slug}/listing_reservations`: what listings and redeployment orders hold of a job's devices. */
export const JobDeviceHold = z.object({
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  productName: z.string().nullable(),
  grade: z.string().nullable(),
  holderKind: z.enum(["listing", "redeployment_order"]),
  holder: z.string(),
  listingId: z.number().int().nullable(),
  redeploymentOrderId: z.number().int().nullable(),
  status: z.string(),
  since: z.string(),
});
export type JobDeviceHold = z.infer<typeof JobDeviceHold>;
export const JobDeviceHolds = z.object({ data: z.array(JobDeviceHold) });
export type JobDeviceHolds = z.infer<typeof JobDeviceHolds>;
