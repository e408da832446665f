import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { ExportFormat, exportSummaryOf } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";
import { SlugParams } from "./activities.schemas";
import {
  AsnDeleteResult,
  AsnImportResult,
  AsnItemList,
  AsnItemsQuery,
  AsnPreview,
  FieldRelationship,
  FieldRelationshipBody,
  FieldRelationshipsQuery,
  Load,
  LoadList,
  LoadSummaries,
  LoadsBulkQuery,
  LoadsByAccountsBody,
  LoadsQuery,
} from "./loads.schemas";

const operator = ["operator"] as const;
const operatorAndClient = ["operator", "client"] as const;
const multipart = ["multipart/form-data"] as const;

// ---- loads: operators and, limited to their accounts, clients (SPEC §7) -----------------------

const loads = ["loads"] as const;

export const listLoads = defineEndpoint({
  method: "GET",
  path: "/loads",
  families: operatorAndClient,
  operationId: "listLoads",
  permission: "inbound.view",
  summary: "List loads",
  tags: loads,
  query: LoadsQuery,
  responses: { 200: LoadList },
});

export const listLoadsOfAccounts = defineEndpoint({
  method: "POST",
  path: "/loads",
  families: operatorAndClient,
  operationId: "listLoadsOfAccounts",
  permission: "inbound.view",
  summary: "Loads of several accounts",
  tags: loads,
  body: LoadsByAccountsBody,
  responses: { 200: LoadList },
});

export const getLoadSummaries = defineEndpoint({
  method: "GET",
  path: "/loads/bulk",
  families: operatorAndClient,
  operationId: "getLoadSummaries",
  permission: "inbound.view",
  summary: "Summaries of the named loads",
  tags: loads,
  query: LoadsBulkQuery,
  responses: { 200: LoadSummaries },
});

export const getLoad = defineEndpoint({
  method: "GET",
  path: "/loads/:slug",
  families: operatorAndClient,
  operationId: "getLoad",
  permission: "inbound.view",
  summary: "Get a load",
  tags: loads,
  params: SlugParams,
  responses: { 200: Load },
});

/** The file itself (200), or the job writing it (202). */
export const exportLoads = defineEndpoint({
  method: "GET",
  path: "/loads/export",
  families: operatorAndClient,
  operationId: "exportLoads",
  permission: "inbound.view",
  summary: exportSummaryOf("Export loads as filtered"),
  tags: loads,
  query: LoadsQuery.extend({ format: ExportFormat.default("xlsx") }),
  responses: { 202: JobAccepted },
});

// ---- ASNs of a load (operators; clients read their own loads' items) --------------------------

const asns = ["asns"] as const;

export const listLoadAsnItems = defineEndpoint({
  method: "GET",
  path: "/loads/:slug/asns",
  families: operatorAndClient,
  operationId: "listLoadAsnItems",
  permission: "inbound.view",
  summary: "A load's ASN items (search: serial, asset tag, product, pallet)",
  tags: asns,
  params: SlugParams,
  query: AsnItemsQuery,
  responses: { 200: AsnItemList },
});

export const previewLoadAsn = defineEndpoint({
  method: "POST",
  path: "/loads/:slug/asns/preview",
  families: operator,
  operationId: "previewLoadAsn",
  permission: "inbound.edit",
  summary: "How an ASN file's columns would be read (multipart: file); writes nothing",
  tags: asns,
  params: SlugParams,
  consumes: multipart,
  responses: { 200: AsnPreview },
});

export const importLoadAsn = defineEndpoint({
  method: "POST",
  path: "/loads/:slug/asns",
  families: operator,
  operationId: "importLoadAsn",
  permission: "inbound.edit",
  summary: "Import an ASN file (multipart: file, mapping); 202 with a job above 2,000 rows",
  tags: asns,
  params: SlugParams,
  consumes: multipart,
  responses: { 201: AsnImportResult, 202: JobAccepted },
});

export const deleteLoadAsnItems = defineEndpoint({
  method: "DELETE",
  path: "/loads/:slug/asns/delete_all",
  families: operator,
  operationId: "deleteLoadAsnItems",
  permission: "inbound.edit",
  summary: "Delete every ASN item of a load",
  tags: asns,
  params: SlugParams,
  responses: { 200: AsnDeleteResult },
});

// ---- the accounts' saved ASN reconcile rules (SPEC §3 Reconcile); operators only --------------

const reconcile = ["reconcile"] as const;

export const listAsnFieldRelationships = defineEndpoint({
  method: "GET",
  path: "/reconcile/field-relationships",
  families: operator,
  operationId: "listAsnFieldRelationships",
  permission: "inbound.view",
  summary: "An account's saved ASN column rules",
  tags: reconcile,
  query: FieldRelationshipsQuery,
  responses: { 200: z.array(FieldRelationship) },
});

/** 201 for a new rule, 200 when it replaces the rule for the same column name. */
export const saveAsnFieldRelationship = defineEndpoint({
  method: "POST",
  path: "/reconcile/field-relationships",
  families: operator,
  operationId: "saveAsnFieldRelationship",
  permission: "inbound.edit",
  summary: "Save an ASN column rule (replaces the account's rule for the same column name)",
  tags: reconcile,
  body: FieldRelationshipBody,
  responses: { 200: FieldRelationship, 201: FieldRelationship },
});

export const deleteAsnFieldRelationship = defineEndpoint({
  method: "DELETE",
  path: "/reconcile/field-relationships/:id",
  families: operator,
  operationId: "deleteAsnFieldRelationship",
  permission: "inbound.edit",
  summary: "Forget an ASN column rule",
  tags: reconcile,
  params: IdParams,
  responses: { 204: z.null() },
});
