// The calls of marketplace listings (issue 19).
import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { exportQueryOf, exportSummaryOf } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  Listing,
  ListingBody,
  ListingFloor,
  ListingFloorQuery,
  ListingList,
  ListingsQuery,
  ListingUpdate,
} from "./listings.schemas";

const tags = ["listings"] as const;
const operator = ["operator"] as const;

export const listListings = defineEndpoint({
  method: "GET",
  path: "/listings",
  families: operator,
  operationId: "listListings",
  permission: "listings.view",
  summary:
    "Marketplace listings, paged, with their quantity listed, sold count, price and floor; filters status[] (several), platform, type, productId, q on title or reference",
  tags,
  query: ListingsQuery,
  responses: { 200: ListingList },
});

export const createListing = defineEndpoint({
  method: "POST",
  path: "/listings",
  families: operator,
  operationId: "createListing",
  permission: "listings.manage",
  summary:
    "Create a listing (a draft, or listed at once with a platform and a price): the price may not be below the class and grade cutline (422 on price naming the floor)",
  tags,
  body: ListingBody,
  responses: { 201: Listing },
});

export const getListingFloor = defineEndpoint({
  method: "GET",
  path: "/listings/floor",
  families: operator,
  operationId: "getListingFloor",
  permission: "listings.view",
  summary:
    "The lowest price a listing of this product and grade may ask (its class and grade cutline), for the form before it is saved; floor null when no cutline is set",
  tags,
  query: ListingFloorQuery,
  responses: { 200: ListingFloor },
});

export const getListing = defineEndpoint({
  method: "GET",
  path: "/listings/:id",
  families: operator,
  operationId: "getListing",
  permission: "listings.view",
  summary: "A listing with its counts (listed, sold, removed), sold total and floor",
  tags,
  params: IdParams,
  responses: { 200: Listing },
});

export const updateListing = defineEndpoint({
  method: "PUT",
  path: "/listings/:id",
  families: operator,
  operationId: "updateListing",
  permission: "listings.manage",
  summary:
    "Change a listing's fields; status listed puts a draft live (platform and a price at or above the floor), ended ends it and releases its unsold assets",
  tags,
  params: IdParams,
  body: ListingUpdate,
  responses: { 200: Listing },
});

export const deleteListing = defineEndpoint({
  method: "DELETE",
  path: "/listings/:id",
  families: operator,
  operationId: "deleteListing",
  permission: "listings.manage",
  summary: "Delete a draft listing that never had assets (409 with the reason otherwise: end it instead)",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});

/** The index as filtered, as a file (not the marketplace's bulk-listing file: that is /listings/export). */
export const exportListings = defineEndpoint({
  method: "GET",
  path: "/listings/index/export",
  families: operator,
  operationId: "exportListings",
  permission: "listings.view",
  summary: exportSummaryOf("Export the listings index as filtered"),
  tags,
  query: exportQueryOf(ListingsQuery),
  responses: { 202: JobAccepted },
});
