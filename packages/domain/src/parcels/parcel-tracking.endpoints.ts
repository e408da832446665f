import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  LoadParcelRequestList,
  LoadParcelRequestsQuery,
  RequestTracking,
  TrackingEntryBody,
  TrackingEntryParams,
  TrackingImportResult,
  TrackingNumberBody,
} from "./parcel-tracking.schemas";
import {
  ParcelRequest,
  ParcelTrackingEntry,
  ProjectPrefixParams,
  ReferenceIdParams,
} from "./parcels.schemas";

const tags = ["parcels"] as const;
const operator = ["operator"] as const;
/** Operators see every project; clients those of their accounts (another's answers 404). */
const staffAndClients = ["operator", "client"] as const;

export const getRequestTracking = defineEndpoint({
  method: "GET",
  path: "/parcel_requests/:referenceId/tracking",
  families: staffAndClients,
  operationId: "getRequestTracking",
  permission: "parcels.view",
  summary: "A parcel request's tracking number and tracking entries, newest first",
  tags,
  params: ReferenceIdParams,
  responses: { 200: RequestTracking },
});

export const addTrackingEntry = defineEndpoint({
  method: "POST",
  path: "/parcel_requests/:referenceId/tracking",
  families: operator,
  operationId: "addTrackingEntry",
  permission: "parcels.manage",
  summary:
    "Add a tracking entry to a request; a tracking number given sets the request's when it has none (409 when another request has it)",
  tags,
  params: ReferenceIdParams,
  body: TrackingEntryBody,
  responses: { 201: ParcelTrackingEntry },
});

export const updateTrackingEntry = defineEndpoint({
  method: "PUT",
  path: "/parcel_tracking/:id",
  families: operator,
  operationId: "updateTrackingEntry",
  permission: "parcels.manage",
  summary: "Change a tracking entry typed on screen or imported",
  tags,
  params: TrackingEntryParams,
  body: TrackingEntryBody,
  responses: { 200: ParcelTrackingEntry },
});

export const deleteTrackingEntry = defineEndpoint({
  method: "DELETE",
  path: "/parcel_tracking/:id",
  families: operator,
  operationId: "deleteTrackingEntry",
  permission: "parcels.manage",
  summary: "Remove a tracking entry",
  tags,
  params: TrackingEntryParams,
  responses: { 204: z.null() },
});

export const setRequestTrackingNumber = defineEndpoint({
  method: "PUT",
  path: "/parcel_requests/:referenceId/tracking_number",
  families: operator,
  operationId: "setRequestTrackingNumber",
  permission: "parcels.manage",
  summary: "Set or clear a request's carrier tracking number (409 naming the request that already has it)",
  tags,
  params: ReferenceIdParams,
  body: TrackingNumberBody,
  responses: { 200: ParcelRequest },
});

export const importProjectTracking = defineEndpoint({
  method: "POST",
  path: "/parcel_projects/:projectPrefix/tracking/import",
  families: operator,
  operationId: "importProjectTracking",
  permission: "parcels.manage",
  summary:
    "Import a carrier's tracking export (multipart: file, xlsx or csv with tracking number or reference, status, date/time, location); unknown rows are reported, an entry already there is not added again; large files as a job",
  tags,
  params: ProjectPrefixParams,
  consumes: ["multipart/form-data"],
  responses: { 201: TrackingImportResult, 202: JobAccepted },
});

export const listLoadParcelRequests = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/parcel_requests",
  families: staffAndClients,
  operationId: "listLoadParcelRequests",
  permission: "parcels.view",
  summary:
    "The parcel requests of the projects whose parcels arrive on this inbound load, with their last tracking",
  tags,
  params: SlugParams,
  query: LoadParcelRequestsQuery,
  responses: { 200: LoadParcelRequestList },
});
