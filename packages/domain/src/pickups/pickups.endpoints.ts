// The pickups calls (SPEC §7 "Pickups: POST; PUT /pickups/{barcode}; GET with warehouseId and
// loadDate; bulk label creation; label update"), operator family only.
import { defineEndpoint } from "../platform/endpoints";
import { exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import { labelBatchEndpoint } from "../platform/labels.endpoint-builders";
import {
  CheckInPickupsBody,
  CheckInPickupsResult,
  CreatePickupBody,
  CreatePickupLabelsBody,
  PickupBarcodeParams,
  PickupLabel,
  PickupList,
  PickupsExportQuery,
  PickupsQuery,
  PrintPickupLabelsBody,
  UpdatePickupBody,
} from "./pickups.schemas";

const tags = ["pickups"] as const;
const operator = ["operator"] as const;

export const listPickups = defineEndpoint({
  method: "GET",
  path: "/pickups",
  families: operator,
  operationId: "listPickups",
  permission: "pickups.view",
  summary: "A warehouse's pickup labels of one day (loadDate YYYY-MM-DD), paged, with the day's counts",
  tags,
  query: PickupsQuery,
  responses: { 200: PickupList },
});

export const exportPickups = defineEndpoint({
  method: "GET",
  path: "/pickups/export",
  families: operator,
  operationId: "exportPickups",
  permission: "pickups.view",
  summary: exportSummaryOf("Export a warehouse's pickup labels of one day"),
  tags,
  query: PickupsExportQuery,
  responses: exportResponses,
});

export const getPickup = defineEndpoint({
  method: "GET",
  path: "/pickups/:barcode",
  families: operator,
  operationId: "getPickup",
  permission: "pickups.view",
  summary: "A pickup label, with the asset it became when checked in",
  tags,
  params: PickupBarcodeParams,
  responses: { 200: PickupLabel },
});

export const createPickupLabels = labelBatchEndpoint(
  "Create n pickup labels for a warehouse and load date and print them",
  {
    path: "/pickups/labels",
    operationId: "createPickupLabels",
    permission: "pickups.manage",
    tags,
    body: CreatePickupLabelsBody,
  },
);

export const printPickupLabels = labelBatchEndpoint(
  "Print a day's pickup labels again, all or a run of barcodes (one batch)",
  {
    path: "/pickups/labels/print",
    operationId: "printPickupLabels",
    permission: "pickups.view",
    tags,
    body: PrintPickupLabelsBody,
  },
);

export const createPickup = defineEndpoint({
  method: "POST",
  path: "/pickups",
  families: operator,
  operationId: "createPickup",
  permission: "pickups.manage",
  summary: "Register one pickup label or bin",
  tags,
  body: CreatePickupBody,
  responses: { 201: PickupLabel },
});

export const updatePickup = defineEndpoint({
  method: "PUT",
  path: "/pickups/:barcode",
  families: operator,
  operationId: "updatePickup",
  permission: "pickups.manage",
  summary:
    "Assign a pickup label to an account and load, or change its weight and notes (409 once checked in)",
  tags,
  params: PickupBarcodeParams,
  body: UpdatePickupBody,
  responses: { 200: PickupLabel },
});

export const checkInPickups = defineEndpoint({
  method: "POST",
  path: "/pickups/check_in",
  families: operator,
  operationId: "checkInPickups",
  permission: "inbound.receive",
  summary:
    "Check scanned pickup labels in: those that can become assets on their load, the others with why not",
  tags,
  body: CheckInPickupsBody,
  responses: { 200: CheckInPickupsResult },
});
