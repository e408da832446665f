// The calls of cycle counts (issue 17).
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  CloseCycleCountBody,
  CycleCountDetail,
  CycleCountList,
  CycleCountLocation,
  CycleCountLocationParams,
  CycleCountScanBody,
  CycleCountScanResult,
  CycleCountsQuery,
  StartCycleCountBody,
} from "./cycle-counts.schemas";

const tags = ["cycle counts"] as const;
const operator = ["operator"] as const;

export const startCycleCount = defineEndpoint({
  method: "POST",
  path: "/locations/:id/cycle_counts",
  families: operator,
  operationId: "startCycleCount",
  permission: "inventory.manage",
  summary:
    "Start a cycle count of a location, or of its zone (it and every location under it): the assets the system has there are the expected ones; 409 if any of them is in an open count",
  tags,
  params: IdParams,
  body: StartCycleCountBody,
  responses: { 201: CycleCountDetail },
});

export const listLocationCycleCounts = defineEndpoint({
  method: "GET",
  path: "/locations/:id/cycle_counts",
  families: operator,
  operationId: "listLocationCycleCounts",
  permission: "locations.view",
  summary: "The cycle counts of a location (alone or as a zone), newest first, paged",
  tags,
  params: IdParams,
  query: CycleCountsQuery,
  responses: { 200: CycleCountList },
});

export const getCycleCount = defineEndpoint({
  method: "GET",
  path: "/cycle_counts/:id",
  families: operator,
  operationId: "getCycleCount",
  permission: "locations.view",
  summary:
    "A cycle count: its figures, its locations with who counts them, and the comparison (missing, moved and unexpected assets)",
  tags,
  params: IdParams,
  responses: { 200: CycleCountDetail },
});

export const claimCycleCountLocation = defineEndpoint({
  method: "POST",
  path: "/cycle_counts/:id/locations/:locationId/claim",
  families: operator,
  operationId: "claimCycleCountLocation",
  permission: "inventory.work",
  summary: "Take a location of an open count to count it (409 if another counter has it)",
  tags,
  params: CycleCountLocationParams,
  responses: { 200: CycleCountLocation },
});

export const scanCycleCount = defineEndpoint({
  method: "POST",
  path: "/cycle_counts/:id/scans",
  families: operator,
  operationId: "scanCycleCount",
  permission: "inventory.work",
  summary:
    "Count a scanned asset in a location of the count you have claimed; an asset already counted in this count is answered as such and changes nothing",
  tags,
  params: IdParams,
  body: CycleCountScanBody,
  responses: { 200: CycleCountScanResult },
});

export const closeCycleCount = defineEndpoint({
  method: "POST",
  path: "/cycle_counts/:id/close",
  families: operator,
  operationId: "closeCycleCount",
  permission: "inventory.manage",
  summary:
    "Close a count: the accepted differences become adjustments (each an event), the rest are left for review; a closed count answers as it is and changes nothing",
  tags,
  params: IdParams,
  body: CloseCycleCountBody,
  responses: { 200: CycleCountDetail },
});
