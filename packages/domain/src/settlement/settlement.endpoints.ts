// The settlement calls (issue 22): a load's statement (live draft or final), its draft inputs,
// finalising (the load marked priced), adjustments of a final statement, the PDF and xlsx, and
// the statements list. Clients reach their accounts' final statements only (a draft or another
// client's answers 404).

import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import {
  AdjustmentBody,
  SettlementParams,
  SettlementStatement,
  StatementFileParams,
  StatementList,
  StatementsExportQuery,
  StatementsQuery,
  UpdateDraftBody,
} from "./settlement.schemas";

const tags = ["settlement"] as const;
const StatementFile = z.unknown().describe("The statement as a PDF or an xlsx workbook");
const operator = ["operator"] as const;
const operatorAndClient = ["operator", "client"] as const;

export const getSettlement = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/settlement",
  families: operatorAndClient,
  operationId: "getSettlement",
  permission: "pricing.view",
  summary:
    "A load's settlement statement: the draft computed now from its pricing and program rules, or the final one",
  tags,
  params: SettlementParams,
  responses: { 200: SettlementStatement },
});

export const updateSettlementDraft = defineEndpoint({
  method: "PUT",
  path: "/activities/:slug/settlement",
  families: operator,
  operationId: "updateSettlementDraft",
  permission: "pricing.edit",
  summary: "Save the draft's payment type, freight inputs, notes and typed lines (409 once final)",
  tags,
  params: SettlementParams,
  body: UpdateDraftBody,
  responses: { 200: SettlementStatement },
});

export const finalizeSettlement = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/settlement/finalize",
  families: operator,
  operationId: "finalizeSettlement",
  permission: "pricing.finalize",
  summary:
    "Mark the load priced and freeze its statement (409 naming unpriced products; a final one answers as it is)",
  tags,
  params: SettlementParams,
  responses: { 200: SettlementStatement },
});

export const addSettlementAdjustment = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/settlement/adjustments",
  families: operator,
  operationId: "addSettlementAdjustment",
  permission: "pricing.finalize",
  summary: "Adjust a final statement by a signed amount with a reason (409 on a draft: edit the draft)",
  tags,
  params: SettlementParams,
  body: AdjustmentBody,
  responses: { 201: SettlementStatement },
});

export const downloadSettlement = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/settlement/:format",
  families: operatorAndClient,
  operationId: "downloadSettlement",
  permission: "pricing.view",
  summary: "The statement as a PDF or an xlsx workbook",
  tags,
  params: StatementFileParams,
  responses: { 200: StatementFile },
});

export const listStatements = defineEndpoint({
  method: "GET",
  path: "/statements",
  families: operatorAndClient,
  operationId: "listStatements",
  permission: "pricing.view",
  summary: "Settlement statements, newest final first (clients: their accounts' final ones)",
  tags,
  query: StatementsQuery,
  responses: { 200: StatementList },
});

export const exportStatements = defineEndpoint({
  method: "GET",
  path: "/statements/export",
  families: operatorAndClient,
  operationId: "exportStatements",
  permission: "pricing.view",
  summary: exportSummaryOf("Export settlement statements as filtered"),
  tags,
  query: StatementsExportQuery,
  responses: exportResponses,
});
