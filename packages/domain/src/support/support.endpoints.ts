// The support request calls (SPEC §7 "Support requests: list, create, update, remove, and PUT
// /{id}/execute"; get added for the detail screen): clients reach their accounts' requests in
// the client family, operators every account's; only operators execute.
import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import {
  CreateSupportRequestBody,
  ExecuteSupportRequestBody,
  SupportRequestDetail,
  SupportRequestList,
  SupportRequestParams,
  SupportRequestsExportQuery,
  SupportRequestsQuery,
  UpdateSupportRequestBody,
} from "./support.schemas";

const tags = ["support requests"] as const;
const operatorAndClient = ["operator", "client"] as const;

export const listSupportRequests = defineEndpoint({
  method: "GET",
  path: "/support-requests",
  families: operatorAndClient,
  operationId: "listSupportRequests",
  permission: "support.view",
  summary: "Support requests, newest first (clients: their accounts'), by status, type and account",
  tags,
  query: SupportRequestsQuery,
  responses: { 200: SupportRequestList },
});

export const exportSupportRequests = defineEndpoint({
  method: "GET",
  path: "/support-requests/export",
  families: operatorAndClient,
  operationId: "exportSupportRequests",
  permission: "support.view",
  summary: exportSummaryOf("Export support requests as filtered"),
  tags,
  query: SupportRequestsExportQuery,
  responses: exportResponses,
});

export const getSupportRequest = defineEndpoint({
  method: "GET",
  path: "/support-requests/:id",
  families: operatorAndClient,
  operationId: "getSupportRequest",
  permission: "support.view",
  summary: "A support request with its history (another client's answers 404)",
  tags,
  params: SupportRequestParams,
  responses: { 200: SupportRequestDetail },
});

export const createSupportRequest = defineEndpoint({
  method: "POST",
  path: "/support-requests",
  families: operatorAndClient,
  operationId: "createSupportRequest",
  permission: "support.request",
  summary: "File a support request (general, or delete_asset naming an asset of the account by barcode)",
  tags,
  body: CreateSupportRequestBody,
  responses: { 201: SupportRequestDetail },
});

export const updateSupportRequest = defineEndpoint({
  method: "PUT",
  path: "/support-requests/:id",
  families: operatorAndClient,
  operationId: "updateSupportRequest",
  permission: "support.request",
  summary: "Change an open request's subject, description or asset (409 once executed or refused)",
  tags,
  params: SupportRequestParams,
  body: UpdateSupportRequestBody,
  responses: { 200: SupportRequestDetail },
});

export const removeSupportRequest = defineEndpoint({
  method: "DELETE",
  path: "/support-requests/:id",
  families: operatorAndClient,
  operationId: "removeSupportRequest",
  permission: "support.request",
  summary: "Withdraw an open request (409 once executed or refused)",
  tags,
  params: SupportRequestParams,
  responses: { 204: z.null() },
});

export const executeSupportRequest = defineEndpoint({
  method: "PUT",
  path: "/support-requests/:id/execute",
  families: ["operator"],
  operationId: "executeSupportRequest",
  permission: "support.execute",
  summary:
    "Execute a request: a general one is done with its outcome; a delete_asset one removes its asset, or is refused with why (children, hold, shipped, certificate). Executing again changes nothing",
  tags,
  params: SupportRequestParams,
  body: ExecuteSupportRequestBody,
  responses: { 200: SupportRequestDetail },
});
