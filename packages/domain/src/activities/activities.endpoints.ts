// The calls of the activities area (ARCHITECTURE §4: one descriptor per call).
import { z } from "zod";
import { QueryFlag } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { ExportFormat, exportSummaryOf } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  ActivitiesQuery,
  Activity,
  ActivityBody,
  ActivityList,
  ActivitySearchParams,
  ActivitySearchResult,
  ActivityUpdate,
  BulkStatusBody,
  BulkStatusRefusal,
  BulkStatusResult,
  Calendar,
  CalendarQuery,
  SlugParams,
} from "./activities.schemas";

export * from "./activity-records.endpoints";
export * from "./dock.endpoints";
export * from "./inbound-requests.endpoints";
export * from "./loads.endpoints";

const tags = ["activities"] as const;
const operator = ["operator"] as const;

/** `async=true` answers a job instead of the activity. */
export const ActivityUpdateQuery = z.object({ async: QueryFlag.optional() });

export const createActivity = defineEndpoint({
  method: "POST",
  path: "/activities",
  families: operator,
  operationId: "createActivity",
  permission: "activities.edit",
  summary: "Create an activity (load)",
  tags,
  body: ActivityBody,
  responses: { 201: Activity },
});

export const getActivityCalendar = defineEndpoint({
  method: "GET",
  path: "/activities/calendar",
  families: operator,
  operationId: "getActivityCalendar",
  permission: "activities.view",
  summary: "Loads per dock day",
  tags,
  query: CalendarQuery,
  responses: { 200: Calendar },
});

export const searchActivities = defineEndpoint({
  method: "GET",
  path: "/activities/search/:term",
  families: operator,
  operationId: "searchActivities",
  permission: "activities.view",
  summary: "Find activities by slug or client reference",
  tags,
  params: ActivitySearchParams,
  responses: { 200: ActivitySearchResult },
});

export const updateActivity = defineEndpoint({
  method: "PUT",
  path: "/activities/:slug",
  families: operator,
  operationId: "updateActivity",
  permission: "activities.edit",
  summary: "Update an activity or move its status (async=true answers a job)",
  tags,
  params: SlugParams,
  query: ActivityUpdateQuery,
  body: ActivityUpdate,
  responses: { 200: Activity, 202: JobAccepted },
});

export const bulkSetActivityStatus = defineEndpoint({
  method: "POST",
  path: "/activities/bulk/status",
  families: operator,
  operationId: "bulkSetActivityStatus",
  permission: "activities.edit",
  summary: "Mark selected loads scheduled, priced or invoiced (all or none)",
  tags,
  body: BulkStatusBody,
  // Other conflicts (a race on a row) answer the plain 409 body.
  responses: { 200: BulkStatusResult, 409: BulkStatusRefusal.partial({ refusals: true }) },
});

// Reads: one use case serves operators and, limited to their accounts, clients.
export const listActivities = defineEndpoint({
  method: "GET",
  path: "/activities",
  families: ["operator", "client"],
  operationId: "listActivities",
  permission: "activities.view",
  summary: "List activities",
  tags,
  query: ActivitiesQuery,
  responses: { 200: ActivityList },
});

export const getActivity = defineEndpoint({
  method: "GET",
  path: "/activities/:slug",
  families: ["operator", "client"],
  operationId: "getActivity",
  permission: "activities.view",
  summary: "Get an activity",
  tags,
  params: SlugParams,
  responses: { 200: Activity },
});

/** The file itself (200), or the job writing it (202). */
export const exportActivities = defineEndpoint({
  method: "GET",
  path: "/activities/export",
  families: ["operator", "client"],
  operationId: "exportActivities",
  permission: "activities.view",
  summary: exportSummaryOf("Export activities as filtered"),
  tags,
  query: ActivitiesQuery.extend({ format: ExportFormat.default("xlsx") }),
  responses: { 202: JobAccepted },
});
