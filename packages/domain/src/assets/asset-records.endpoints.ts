// The records around assets (ARCHITECTURE §4): asset documents and photos, events, holds and
// the inbound pricing of a load. Re-exported from assets.endpoints.ts.
import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { Photo } from "../activities/activity-records.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { exportSummaryOf } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  AssetDocument,
  AssetDocumentParams,
  AssetPhotoParams,
  AssetRefParams,
  HoldsExportQuery,
  PhotoIdParams,
} from "./asset-files.schemas";
import { BarcodeParams } from "./assets.schemas";
import { Event, EventBody, EventList, EventParams, EventsQuery, EventUpdate } from "./events.schemas";
import { AssetHold, HoldList, HoldParams, HoldsQuery } from "./holds.schemas";
import { PricingParams, PricingResult, PricingView } from "./pricing.schemas";

const operator = ["operator"] as const;
const staffAndClients = ["operator", "client"] as const;
const multipart = ["multipart/form-data"] as const;
/** A file sent as it is stored (its own content type), not JSON. */
const fileSent = { 200: z.unknown().describe("The file") };

// ---- asset documents --------------------------------------------------------------------------

const assets = ["assets"] as const;

export const listAssetDocuments = defineEndpoint({
  method: "GET",
  path: "/assets/:ref/documents",
  families: staffAndClients,
  operationId: "listAssetDocuments",
  permission: "assets.view",
  summary: "Documents of an asset (clients: client-visible types)",
  tags: assets,
  params: AssetRefParams,
  responses: { 200: z.array(AssetDocument) },
});

export const downloadAssetDocument = defineEndpoint({
  method: "GET",
  path: "/assets/:ref/documents/:id/download",
  families: staffAndClients,
  operationId: "downloadAssetDocument",
  permission: "assets.view",
  summary: "Download an asset document's file",
  tags: assets,
  params: AssetDocumentParams,
  responses: fileSent,
});

export const uploadAssetDocument = defineEndpoint({
  method: "POST",
  path: "/assets/:ref/documents",
  families: operator,
  operationId: "uploadAssetDocument",
  permission: "assets.edit",
  summary: "Upload a document of an asset (multipart: file, name, type)",
  tags: assets,
  params: AssetRefParams,
  consumes: multipart,
  responses: { 201: AssetDocument },
});

export const deleteAssetDocument = defineEndpoint({
  method: "DELETE",
  path: "/assets/:ref/documents/:id",
  families: operator,
  operationId: "deleteAssetDocument",
  permission: "assets.edit",
  summary: "Delete a document of an asset",
  tags: assets,
  params: AssetDocumentParams,
  responses: { 204: z.null() },
});

// ---- asset photos -----------------------------------------------------------------------------

export const listAssetPhotos = defineEndpoint({
  method: "GET",
  path: "/assets/:ref/photos",
  families: staffAndClients,
  operationId: "listAssetPhotos",
  permission: "assets.view",
  summary: "Photos of an asset",
  tags: assets,
  params: AssetRefParams,
  responses: { 200: z.array(Photo) },
});

/** Any photo's image by id: the load photos of the activities area are shown through it too. */
export const getPhotoImage = defineEndpoint({
  method: "GET",
  path: "/photos/:id/file",
  families: staffAndClients,
  operationId: "getPhotoImage",
  permission: "assets.view",
  summary: "The image of a photo (of a load or an asset)",
  tags: assets,
  params: PhotoIdParams,
  responses: fileSent,
});

export const uploadAssetPhoto = defineEndpoint({
  method: "POST",
  path: "/assets/:ref/photos",
  families: operator,
  operationId: "uploadAssetPhoto",
  permission: "assets.edit",
  summary:
    "Upload a photo of an asset (multipart: file as JPEG, PNG or WebP, e.g. webcam.png; optional type)",
  tags: assets,
  params: AssetRefParams,
  consumes: multipart,
  responses: { 201: Photo },
});

export const deleteAssetPhoto = defineEndpoint({
  method: "DELETE",
  path: "/assets/:ref/photos/:id",
  families: operator,
  operationId: "deleteAssetPhoto",
  permission: "assets.edit",
  summary: "Delete a photo of an asset",
  tags: assets,
  params: AssetPhotoParams,
  responses: { 204: z.null() },
});

// ---- events -----------------------------------------------------------------------------------

const events = ["events"] as const;

export const createEvents = defineEndpoint({
  method: "POST",
  path: "/events",
  families: operator,
  operationId: "createEvents",
  permission: "assets.edit",
  summary: "Record an event (one per named activity)",
  tags: events,
  body: EventBody,
  responses: { 201: z.array(Event) },
});

export const listEvents = defineEndpoint({
  method: "GET",
  path: "/events",
  families: operator,
  operationId: "listEvents",
  permission: "assets.view",
  summary: "List events",
  tags: events,
  query: EventsQuery,
  responses: { 200: EventList },
});

export const getEvent = defineEndpoint({
  method: "GET",
  path: "/events/:id",
  families: operator,
  operationId: "getEvent",
  permission: "assets.view",
  summary: "Get an event",
  tags: events,
  params: EventParams,
  responses: { 200: Event },
});

export const updateEvent = defineEndpoint({
  method: "PUT",
  path: "/events/:id",
  families: operator,
  operationId: "updateEvent",
  permission: "assets.edit",
  summary: "Change an event entered by a person",
  tags: events,
  params: EventParams,
  body: EventUpdate,
  responses: { 200: Event },
});

export const deleteEvent = defineEndpoint({
  method: "DELETE",
  path: "/events/:id",
  families: operator,
  operationId: "deleteEvent",
  permission: "assets.edit",
  summary: "Remove an event entered by a person",
  tags: events,
  params: EventParams,
  responses: { 204: z.null() },
});

export const listAssetEvents = defineEndpoint({
  method: "GET",
  path: "/assets/:barcode/events",
  families: staffAndClients,
  operationId: "listAssetEvents",
  permission: "assets.view",
  summary: "An asset's events (its chain of custody)",
  tags: events,
  params: BarcodeParams,
  query: EventsQuery,
  responses: { 200: EventList },
});

// ---- holds ------------------------------------------------------------------------------------

const holds = ["holds"] as const;

export const createHold = defineEndpoint({
  method: "POST",
  path: "/holds",
  families: operator,
  operationId: "createHold",
  permission: "assets.hold",
  summary:
    "Put an asset on hold (multipart: barcode or serial_number, type, programId, processingInstructions, optional file)",
  tags: holds,
  consumes: multipart,
  responses: { 201: AssetHold },
});

export const listHolds = defineEndpoint({
  method: "GET",
  path: "/holds",
  families: operator,
  operationId: "listHolds",
  permission: "assets.view",
  summary: "Holds, active or released",
  tags: holds,
  query: HoldsQuery,
  responses: { 200: HoldList },
});

export const releaseHold = defineEndpoint({
  method: "PUT",
  path: "/holds/:id/release",
  families: operator,
  operationId: "releaseHold",
  permission: "assets.hold",
  summary: "Release a hold",
  tags: holds,
  params: HoldParams,
  responses: { 200: AssetHold },
});

export const downloadHoldFile = defineEndpoint({
  method: "GET",
  path: "/holds/:id/file",
  families: operator,
  operationId: "downloadHoldFile",
  permission: "assets.view",
  summary: "Download a hold's file",
  tags: holds,
  params: HoldParams,
  responses: fileSent,
});

export const exportHolds = defineEndpoint({
  method: "GET",
  path: "/holds/export",
  families: operator,
  operationId: "exportHolds",
  permission: "assets.view",
  summary: exportSummaryOf("Export holds as filtered"),
  tags: holds,
  query: HoldsExportQuery,
  responses: { ...fileSent, 202: JobAccepted },
});

// ---- pricing ----------------------------------------------------------------------------------

const pricing = ["pricing"] as const;

export const priceLoadAssets = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/pricing",
  families: operator,
  operationId: "priceLoadAssets",
  permission: "pricing.edit",
  summary: "Price a load's assets (multipart: type and file; yield without a file uses the account's prices)",
  tags: pricing,
  params: SlugParams,
  consumes: multipart,
  responses: { 200: PricingResult },
});

export const getLoadPricing = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/pricing/:type",
  families: staffAndClients,
  operationId: "getLoadPricing",
  permission: "pricing.view",
  summary: "A load's pricing page: yield, serial, consignment or fmv",
  tags: pricing,
  params: PricingParams,
  responses: { 200: PricingView },
});

export const importBulkFmvPricing = defineEndpoint({
  method: "POST",
  path: "/activities/bulk/import-fmv",
  families: operator,
  operationId: "importBulkFmvPricing",
  permission: "pricing.edit",
  summary: "Fair market values for the assets of several loads (multipart: file and slugs as JSON)",
  tags: pricing,
  consumes: multipart,
  responses: { 200: PricingResult },
});
