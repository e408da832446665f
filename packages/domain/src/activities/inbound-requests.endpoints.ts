import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { ExportFormat, exportSummaryOf } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  InboundRequest,
  InboundRequestBody,
  InboundRequestList,
  InboundRequestParams,
  InboundRequestQuestion,
  InboundRequestsQuery,
  RecentInboundRequests,
} from "./inbound-requests.schemas";

// Inbound requests: clients create and follow theirs; staff list, read, correct and cancel.

const tags = ["inbound requests"] as const;
const operatorAndClient = ["operator", "client"] as const;

export const InboundDcaQuery = z.object({
  accountId: z.coerce.number({ error: "Choose an account" }).int().positive("Choose an account"),
});

/**
 * `PUT /inbound-requests/{number}`: `{status}` alone cancels or reopens; any other field means
 * the whole InboundRequestBody (checked in the service, where the account is known).
 */
export const InboundRequestEdit = z.record(z.string(), z.unknown());

export const listInboundRequestQuestions = defineEndpoint({
  method: "GET",
  path: "/inbound-requests/questions",
  families: operatorAndClient,
  operationId: "listInboundRequestQuestions",
  permission: "inbound.view",
  summary: "Questions a pickup request answers (active, by position)",
  tags,
  responses: { 200: z.array(InboundRequestQuestion) },
});

export const listInboundRequestDcaNumbers = defineEndpoint({
  method: "GET",
  path: "/inbound-requests/dca-numbers",
  families: operatorAndClient,
  operationId: "listInboundRequestDcaNumbers",
  permission: "inbound.view",
  summary: "DCA numbers already used on the account's requests and loads",
  tags,
  query: InboundDcaQuery,
  responses: { 200: z.array(z.string()) },
});

export const listInboundRequests = defineEndpoint({
  method: "GET",
  path: "/inbound-requests",
  families: operatorAndClient,
  operationId: "listInboundRequests",
  permission: "inbound.view",
  summary: "Inbound requests (clients: their accounts')",
  tags,
  query: InboundRequestsQuery,
  responses: { 200: InboundRequestList },
});

export const getInboundRequest = defineEndpoint({
  method: "GET",
  path: "/inbound-requests/:number",
  families: operatorAndClient,
  operationId: "getInboundRequest",
  permission: "inbound.view",
  summary: "Get an inbound request",
  tags,
  params: InboundRequestParams,
  responses: { 200: InboundRequest },
});

export const listRecentInboundRequests = defineEndpoint({
  method: "GET",
  path: "/inbound-requests/recent",
  families: ["client"],
  operationId: "listRecentInboundRequests",
  permission: "inbound.view",
  summary: "The client's latest requests",
  tags,
  responses: { 200: RecentInboundRequests },
});

export const createInboundRequest = defineEndpoint({
  method: "POST",
  path: "/inbound-requests",
  families: ["client"],
  operationId: "createInboundRequest",
  permission: "inbound.request",
  summary: "Request a pickup (clients only)",
  tags,
  body: InboundRequestBody,
  responses: { 201: InboundRequest },
});

export const updateInboundRequest = defineEndpoint({
  method: "PUT",
  path: "/inbound-requests/:number",
  families: ["operator"],
  operationId: "updateInboundRequest",
  permission: "inbound.edit",
  summary: "Correct a request (the whole InboundRequestBody) and/or set its status (submitted, canceled)",
  tags,
  params: InboundRequestParams,
  body: InboundRequestEdit,
  responses: { 200: InboundRequest },
});

/** The file itself (200), or the job writing it (202). */
export const exportInboundRequests = defineEndpoint({
  method: "GET",
  path: "/inbound-requests/export",
  families: operatorAndClient,
  operationId: "exportInboundRequests",
  permission: "inbound.view",
  summary: exportSummaryOf("Export inbound requests as filtered"),
  tags,
  query: InboundRequestsQuery.extend({ format: ExportFormat.default("xlsx") }),
  responses: { 202: JobAccepted },
});
