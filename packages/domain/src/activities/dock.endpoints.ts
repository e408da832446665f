import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { ExportFormat, exportSummaryOf } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";
import { ActivityList, SlugParams } from "./activities.schemas";
import { ActivityDocument, FileParams } from "./activity-records.schemas";
import {
  ClosedDate,
  ClosedDateBody,
  ClosedDateList,
  ClosedDatesQuery,
  VendorLoad,
  VendorLoadsQuery,
  VendorSelf,
} from "./loads.schemas";

// ---- warehouse closed dates: operators list and edit them; vendors read them -----------------

const dock = ["dock"] as const;
const operator = ["operator"] as const;

export const listClosedDates = defineEndpoint({
  method: "GET",
  path: "/datatables/closed-dates",
  families: operator,
  operationId: "listClosedDates",
  permission: "inbound.view",
  summary: "Closed dates",
  tags: dock,
  query: ClosedDatesQuery,
  responses: { 200: ClosedDateList },
});

export const createClosedDate = defineEndpoint({
  method: "POST",
  path: "/closed-dates",
  families: operator,
  operationId: "createClosedDate",
  permission: "inbound.edit",
  summary: "Close a dock on a day",
  tags: dock,
  body: ClosedDateBody,
  responses: { 201: ClosedDate },
});

export const deleteClosedDate = defineEndpoint({
  method: "DELETE",
  path: "/closed-dates/:id",
  families: operator,
  operationId: "deleteClosedDate",
  permission: "inbound.edit",
  summary: "Open a closed day again",
  tags: dock,
  params: IdParams,
  responses: { 200: ClosedDate },
});

// ---- the vendor family: its dock schedule, its export, and its loads read-only ----------------

const vendorTags = ["vendor"] as const;
const vendor = ["vendor"] as const;

export const getVendorSelf = defineEndpoint({
  method: "GET",
  path: "/self",
  families: vendor,
  operationId: "getVendorSelf",
  permission: null,
  summary: "The vendor user and their accounts",
  tags: vendorTags,
  responses: { 200: VendorSelf },
});

export const listVendorLoads = defineEndpoint({
  method: "GET",
  path: "/loads",
  families: vendor,
  operationId: "listVendorLoads",
  permission: null,
  summary: "Scheduled loads of the vendor's accounts",
  tags: vendorTags,
  query: VendorLoadsQuery,
  responses: { 200: ActivityList },
});

/** The file itself (200), or the job writing it (202). */
export const exportVendorLoads = defineEndpoint({
  method: "GET",
  path: "/loads/export",
  families: vendor,
  operationId: "exportVendorLoads",
  permission: null,
  summary: exportSummaryOf("Export the vendor's dock schedule of a date range"),
  tags: vendorTags,
  query: VendorLoadsQuery.extend({ format: ExportFormat.default("xlsx") }),
  responses: { 202: JobAccepted },
});

export const getVendorLoad = defineEndpoint({
  method: "GET",
  path: "/loads/:slug",
  families: vendor,
  operationId: "getVendorLoad",
  permission: null,
  summary: "A load of the vendor's, read-only",
  tags: vendorTags,
  params: SlugParams,
  responses: { 200: VendorLoad },
});

export const listVendorLoadDocuments = defineEndpoint({
  method: "GET",
  path: "/loads/:slug/documents",
  families: vendor,
  operationId: "listVendorLoadDocuments",
  permission: null,
  summary: "The shipping papers of a load of the vendor's",
  tags: vendorTags,
  params: SlugParams,
  responses: { 200: z.array(ActivityDocument) },
});

/** Sends the file (no JSON answer). */
export const downloadVendorLoadDocument = defineEndpoint({
  method: "GET",
  path: "/loads/:slug/documents/:id/file",
  families: vendor,
  operationId: "downloadVendorLoadDocument",
  permission: null,
  summary: "Download one of those documents",
  tags: vendorTags,
  params: FileParams,
  responses: {},
});

export const listVendorClosedDates = defineEndpoint({
  method: "GET",
  path: "/closed-dates",
  families: vendor,
  operationId: "listVendorClosedDates",
  permission: null,
  summary: "Closed dates of the docks",
  tags: vendorTags,
  query: ClosedDatesQuery,
  responses: { 200: ClosedDateList },
});
