import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  BinAssignmentBody,
  BinAssignmentList,
  BinAssignmentParams,
  BinAssignmentResult,
  BinAssignmentsQuery,
} from "./bin-assignments.schemas";

const tags = ["work"] as const;

/** The input bins of a shop order or processing job; clients read those of their own orders. */
export const listBinAssignments = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/bin_assignments",
  families: ["operator", "client"],
  operationId: "listBinAssignments",
  permission: "activities.view",
  summary: "Bins assigned to a shop order or processing job",
  tags,
  params: SlugParams,
  query: BinAssignmentsQuery,
  responses: { 200: BinAssignmentList },
});

export const createBinAssignments = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/bin_assignments",
  families: ["operator"],
  operationId: "createBinAssignments",
  permission: "processing.work",
  summary: "Assign scanned bins to a shop order or processing job (all or none)",
  tags,
  params: SlugParams,
  body: BinAssignmentBody,
  responses: { 201: BinAssignmentResult },
});

export const deleteBinAssignment = defineEndpoint({
  method: "DELETE",
  path: "/activities/:slug/bin_assignments/:id",
  families: ["operator"],
  operationId: "deleteBinAssignment",
  permission: "processing.work",
  summary: "Remove a bin from a shop order or processing job",
  tags,
  params: BinAssignmentParams,
  responses: { 204: z.null() },
});
