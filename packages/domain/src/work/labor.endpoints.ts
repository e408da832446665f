// The calls of labor (SPEC §7 Activities: labor segments, with optional query type=virtual) and
// of people on work (SPEC §7 Assets: users/{id}/assets; Users: check assignment to an activity).
import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  CreateLaborBody,
  CurrentLaborSegment,
  LaborCreateQuery,
  LaborSegment,
  LaborSegmentParams,
  LaborSegmentsQuery,
  LaborSummary,
  UpdateLaborSegmentBody,
  UserAssetList,
  UserAssetsQuery,
  UserAssignment,
} from "./labor.schemas";

const tags = ["work"] as const;
/** Labor is the operator's own record of its people: clients never reach it. */
const operator = ["operator"] as const;

export const listLaborSegments = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/labor_segments",
  families: operator,
  operationId: "listLaborSegments",
  permission: "activities.view",
  summary:
    "Labor segments of a work order (type=virtual or clock to narrow), with person-hours per person and overall",
  tags,
  params: SlugParams,
  query: LaborSegmentsQuery,
  responses: { 200: LaborSummary },
});

export const createLaborSegment = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/labor_segments",
  families: operator,
  operationId: "createLaborSegment",
  permission: "processing.work",
  summary:
    "Clock in at a workstation (workstationId, crewSize; userId for someone else needs labor.manage), or with type=virtual enter work done off the clock (userId, startedAt, endedAt, crewSize, note; labor.manage)",
  tags,
  params: SlugParams,
  query: LaborCreateQuery,
  body: CreateLaborBody,
  responses: { 201: LaborSegment },
});

export const updateLaborSegment = defineEndpoint({
  method: "PUT",
  path: "/activities/:slug/labor_segments/:id",
  families: operator,
  operationId: "updateLaborSegment",
  permission: "processing.work",
  summary:
    "Clock out of an open segment (reasonCode, optional endedAt) or change its crew (crewSize: closes it with crew_size_change and opens a new one)",
  tags,
  params: LaborSegmentParams,
  body: UpdateLaborSegmentBody,
  responses: { 200: LaborSegment },
});

export const deleteLaborSegment = defineEndpoint({
  method: "DELETE",
  path: "/activities/:slug/labor_segments/:id",
  families: operator,
  operationId: "deleteLaborSegment",
  permission: "labor.manage",
  summary: "Delete a labor segment",
  tags,
  params: LaborSegmentParams,
  responses: { 204: z.null() },
});

export const getCurrentLaborSegment = defineEndpoint({
  method: "GET",
  path: "/labor_segments/current",
  families: operator,
  operationId: "getCurrentLaborSegment",
  permission: null,
  summary: "Where the signed-in person is clocked in now (204 when nowhere)",
  tags,
  responses: { 200: CurrentLaborSegment, 204: z.null() },
});

export const listUserAssets = defineEndpoint({
  method: "GET",
  path: "/users/:id/assets",
  families: operator,
  operationId: "listUserAssets",
  // users.view, or the person themselves: the service decides.
  permission: null,
  summary:
    "Assets a person processed (scanned into a work order) or created in one, newest first (type=all|processed|created)",
  tags,
  params: IdParams,
  query: UserAssetsQuery,
  responses: { 200: UserAssetList },
});

export const getUserAssignment = defineEndpoint({
  method: "GET",
  path: "/users/:id/activities/:slug/assignment",
  families: operator,
  operationId: "getUserAssignment",
  permission: "activities.view",
  summary: "Whether a person is assigned to an activity, and in which roles",
  tags,
  params: IdParams.extend(SlugParams.shape),
  responses: { 200: UserAssignment },
});
