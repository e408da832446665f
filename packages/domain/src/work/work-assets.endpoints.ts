// The calls of what is inside a work order (shop order, processing job): assets scanned in,
// processing steps, assets created out of inputs, the scanning queue and "complete all".
import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { Asset, BarcodeParams } from "../assets/assets.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  BulkProcessingStepBody,
  CreateWorkAssetsBody,
  NextWorkAsset,
  ProcessingQuery,
  ProcessingStepBody,
  ProcessingStepResult,
  WorkAssetList,
  WorkAssetsQuery,
  WorkAssetsResult,
  WorkScanBody,
} from "./work-assets.schemas";

const tags = ["work"] as const;
const operator = ["operator"] as const;
/** Operators reach every work order; clients those of their accounts (another's answers 404). */
const staffAndClients = ["operator", "client"] as const;
const SlugBarcodeParams = SlugParams.extend(BarcodeParams.shape);

export const scanWorkAssets = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/work_assets",
  families: operator,
  operationId: "scanWorkAssets",
  permission: "processing.work",
  summary: "Scan an asset (barcode) or several (barcodes, all or none) into a shop order or processing job",
  tags,
  params: SlugParams,
  body: WorkScanBody,
  responses: { 201: WorkAssetsResult },
});

export const listWorkAssets = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/work_assets",
  families: staffAndClients,
  operationId: "listWorkAssets",
  permission: "assets.view",
  summary:
    "What a work order processed (role=input) or created (role=created), newest first; search: barcode, serial or source barcode contains",
  tags,
  params: SlugParams,
  query: WorkAssetsQuery,
  responses: { 200: WorkAssetList },
});

export const createWorkAssets = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/work_assets/created",
  families: operator,
  operationId: "createWorkAssets",
  permission: "processing.work",
  summary: "Make new assets (bins, serials) out of an input of the work order, all or none",
  tags,
  params: SlugParams,
  body: CreateWorkAssetsBody,
  responses: { 201: WorkAssetsResult },
});

export const getProcessingAsset = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/assets/:barcode",
  families: operator,
  operationId: "getProcessingAsset",
  permission: "assets.view",
  summary: "An asset in processing in this job (404: not in processing, absent or 100% complete)",
  tags,
  params: SlugBarcodeParams,
  query: ProcessingQuery,
  responses: { 200: Asset },
});

export const updateProcessingAsset = defineEndpoint({
  method: "PUT",
  path: "/activities/:slug/assets/:barcode",
  families: operator,
  operationId: "updateProcessingAsset",
  permission: "processing.work",
  summary: "Write a processing step (actionName) on an asset in processing",
  tags,
  params: SlugBarcodeParams,
  query: ProcessingQuery,
  body: ProcessingStepBody,
  responses: { 200: Asset },
});

export const updateProcessingAssets = defineEndpoint({
  method: "PUT",
  path: "/activities/:slug/assets",
  families: operator,
  operationId: "updateProcessingAssets",
  permission: "processing.work",
  summary: "Write the same processing step on several assets in processing, all or none",
  tags,
  params: SlugParams,
  query: ProcessingQuery,
  body: BulkProcessingStepBody,
  responses: { 200: ProcessingStepResult },
});

export const getNextWorkAsset = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/events/next",
  families: operator,
  operationId: "getNextWorkAsset",
  permission: "processing.work",
  summary:
    "The next asset waiting in the work order's queue (assigned bin not scanned in, else open input); 204 when none",
  tags,
  params: SlugParams,
  responses: { 200: NextWorkAsset, 204: z.null() },
});

export const completeWorkAssets = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/events/complete",
  families: operator,
  operationId: "completeWorkAssets",
  permission: "processing.work",
  summary: "Complete all: a job writes '100% Complete' on every open input (result: message and count)",
  tags,
  params: SlugParams,
  responses: { 202: JobAccepted },
});
