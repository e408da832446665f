// The calls of a listing's assets (issue 19): reserve, unreserve, sold and unsold, bulk and as a job.
import { SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  AssetListingState,
  BulkListingAssetsBody,
  BulkListingResult,
  JobDeviceHolds,
  ListingAsset,
  ListingAssetActionBody,
  ListingAssetBarcodeParams,
  ListingAssetList,
  ListingAssetParams,
  ListingAssetsQuery,
  ListingParams,
  ReserveListingAssetBody,
} from "./listing-assets.schemas";

const tags = ["listings"] as const;
const operator = ["operator"] as const;

export const listListingAssets = defineEndpoint({
  method: "GET",
  path: "/listings/:id/assets",
  families: operator,
  operationId: "listListingAssets",
  permission: "listings.view",
  summary: "A listing's assets (listed, sold, removed), newest first, paged, with counts by status",
  tags,
  params: ListingParams,
  query: ListingAssetsQuery,
  responses: { 200: ListingAssetList },
});

export const reserveListingAsset = defineEndpoint({
  method: "POST",
  path: "/listings/:id/assets",
  families: operator,
  operationId: "reserveListingAsset",
  permission: "listings.manage",
  summary:
    "Put an asset on the listing (reserve it): in stock, graded, of the listing's product, grade and account, not held, sanitized, floor price not above the listing price and not reserved by anyone (409 with the reason, naming the holder)",
  tags,
  params: ListingParams,
  body: ReserveListingAssetBody,
  responses: { 201: ListingAsset },
});

export const unreserveListingAsset = defineEndpoint({
  method: "DELETE",
  path: "/listings/:id/assets/:barcode",
  families: operator,
  operationId: "unreserveListingAsset",
  permission: "listings.manage",
  summary: "Take a listed asset off the listing (it stays in stock); a sold one is marked unsold first (409)",
  tags,
  params: ListingAssetParams,
  responses: { 200: ListingAsset },
});

export const updateListingAsset = defineEndpoint({
  method: "PUT",
  path: "/listings/:id/assets/:barcode",
  families: operator,
  operationId: "updateListingAsset",
  permission: "listings.manage",
  summary:
    "Mark a listed asset sold (sale price, buyer, sale reference: it leaves stock) or a sold one unsold (back in stock and listed)",
  tags,
  params: ListingAssetParams,
  body: ListingAssetActionBody,
  responses: { 200: ListingAsset },
});

export const bulkListingAssets = defineEndpoint({
  method: "PUT",
  path: "/listings/:id/assets",
  families: operator,
  operationId: "bulkListingAssets",
  permission: "listings.manage",
  summary:
    "One action (reserve, unreserve, sold, unsold) on many barcodes, all or none: 422 lists every refused barcode with its reason",
  tags,
  params: ListingParams,
  body: BulkListingAssetsBody,
  responses: { 200: BulkListingResult },
});

export const bulkListingAssetsAsync = defineEndpoint({
  method: "PUT",
  path: "/listings/:id/assets/async",
  families: operator,
  operationId: "bulkListingAssetsAsync",
  permission: "listings.manage",
  summary:
    "The bulk listing-asset action as a job (202 with its id; follow it at /jobs/{id}); all or none like the synchronous call",
  tags,
  params: ListingParams,
  body: BulkListingAssetsBody,
  responses: { 202: JobAccepted },
});

export const getAssetListing = defineEndpoint({
  method: "GET",
  path: "/listings/assets/:barcode",
  families: operator,
  operationId: "getAssetListing",
  permission: "listings.view",
  summary: "Which listing an asset is on now, its state there and sale, and its listing history",
  tags,
  params: ListingAssetBarcodeParams,
  responses: { 200: AssetListingState },
});

export const listJobListingReservations = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/listing_reservations",
  families: operator,
  operationId: "listJobListingReservations",
  permission: "listings.view",
  summary:
    "What listings and redeployment orders hold of the devices received on this job (ITAD reserved page): listed or sold on a listing, reserved for a redeployment order",
  tags,
  params: SlugParams,
  responses: { 200: JobDeviceHolds },
});
