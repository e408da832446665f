// The calls of an outbound load's pick list, its shipping units and their packing lists (issue 18).
import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  BulkUpdatedPackingLists,
  BulkUpdatePackingListsBody,
  ConsolidateBody,
  ConsolidatedList,
  ConsolidatedQuery,
  CreatePackingListBody,
  LoadPickList,
  LoadPickListOfProduct,
  LoadPickListProductParams,
  PackingList,
  PackingListAssetParams,
  PackingListParams,
  PackingListsOfLoad,
  UpdatePackingListBody,
} from "./consolidation.schemas";

const tags = ["outbound"] as const;
const operator = ["operator"] as const;
const PdfFile = z.unknown().describe("The packing list's PDF");
const XlsxFile = z.unknown().describe("The packing list as an xlsx workbook");

export const getLoadPickList = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/pick_list",
  families: operator,
  operationId: "getLoadPickList",
  permission: "outbound.view",
  summary: "An outbound load's pick list: its products with how many assets are to pick, picked and short",
  tags,
  params: SlugParams,
  responses: { 200: LoadPickList },
});

export const getLoadPickListOfProduct = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/pick_list/:productId",
  families: operator,
  operationId: "getLoadPickListOfProduct",
  permission: "outbound.view",
  summary:
    "One product of an outbound load's pick list: its reservations still to pick in walking order, then those picked or short",
  tags,
  params: LoadPickListProductParams,
  responses: { 200: LoadPickListOfProduct },
});

export const listPackingLists = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/packing_lists",
  families: operator,
  operationId: "listPackingLists",
  permission: "outbound.view",
  summary:
    "An outbound load's shipping units (pallets, gaylords, boxes) with their contents, and how far it is consolidated",
  tags,
  params: SlugParams,
  responses: { 200: PackingListsOfLoad },
});

export const createPackingList = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/packing_lists",
  families: operator,
  operationId: "createPackingList",
  permission: "outbound.edit",
  summary:
    "Start a shipping unit (pallet, gaylord or box) on an outbound load being built or picked; it gets a PL- barcode",
  tags,
  params: SlugParams,
  body: CreatePackingListBody,
  responses: { 201: PackingList },
});

export const addToPackingList = defineEndpoint({
  method: "POST",
  path: "/packing_lists/:id/assets",
  families: operator,
  operationId: "addToPackingList",
  permission: "outbound.edit",
  summary:
    "Consolidate a picked asset of the load onto an open shipping unit by its barcode (event consolidated)",
  tags,
  params: PackingListParams,
  body: ConsolidateBody,
  responses: { 200: PackingList },
});

export const removeFromPackingList = defineEndpoint({
  method: "DELETE",
  path: "/packing_lists/:id/assets/:barcode",
  families: operator,
  operationId: "removeFromPackingList",
  permission: "outbound.edit",
  summary: "Take an asset off an open shipping unit; it stays picked on the load",
  tags,
  params: PackingListAssetParams,
  responses: { 200: PackingList },
});

export const updatePackingList = defineEndpoint({
  method: "PUT",
  path: "/packing_lists/:id",
  families: operator,
  operationId: "updatePackingList",
  permission: "outbound.edit",
  summary: "Weigh, annotate, close or reopen a shipping unit (closing needs the gross weight)",
  tags,
  params: PackingListParams,
  body: UpdatePackingListBody,
  responses: { 200: PackingList },
});

export const deletePackingList = defineEndpoint({
  method: "DELETE",
  path: "/packing_lists/:id",
  families: operator,
  operationId: "deletePackingList",
  permission: "outbound.edit",
  summary: "Remove an open shipping unit; its assets stay picked on the load",
  tags,
  params: PackingListParams,
  responses: { 204: z.null() },
});

export const bulkUpdatePackingLists = defineEndpoint({
  method: "PUT",
  path: "/packing_lists",
  families: operator,
  operationId: "bulkUpdatePackingLists",
  permission: "outbound.edit",
  summary: "Update several shipping units at once, all or none (422 names the unit and field)",
  tags,
  body: BulkUpdatePackingListsBody,
  responses: { 200: BulkUpdatedPackingLists },
});

export const listConsolidated = defineEndpoint({
  method: "GET",
  path: "/packing_lists/consolidated",
  families: operator,
  operationId: "listConsolidated",
  permission: "outbound.view",
  summary:
    "A consignee's open outbound loads with their shipping units and contents, to consolidate in one place",
  tags,
  query: ConsolidatedQuery,
  responses: { 200: ConsolidatedList },
});

export const packingListPdf = defineEndpoint({
  method: "GET",
  path: "/packing_lists/:id/pdf",
  families: operator,
  operationId: "packingListPdf",
  permission: "outbound.view",
  summary: "A shipping unit's packing list as a PDF with its barcode and each asset's",
  tags,
  params: PackingListParams,
  responses: { 200: PdfFile },
});

export const loadPackingListPdf = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/packing_lists/pdf",
  families: operator,
  operationId: "loadPackingListPdf",
  permission: "outbound.view",
  summary:
    "An outbound load's packing list as a PDF: a page per shipping unit with its barcode and each asset's",
  tags,
  params: SlugParams,
  responses: { 200: PdfFile },
});

export const packingListXlsx = defineEndpoint({
  method: "GET",
  path: "/packing_lists/:id/xlsx",
  families: operator,
  operationId: "packingListXlsx",
  permission: "outbound.view",
  summary: "A shipping unit's packing list as an xlsx workbook",
  tags,
  params: PackingListParams,
  responses: { 200: XlsxFile },
});

export const loadPackingListXlsx = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/packing_lists/xlsx",
  families: operator,
  operationId: "loadPackingListXlsx",
  permission: "outbound.view",
  summary: "An outbound load's packing list as an xlsx workbook: a row per asset with its shipping unit",
  tags,
  params: SlugParams,
  responses: { 200: XlsxFile },
});
