// The asset manager's calls (SPEC §7 "Asset manager create and consolidate"): both answer 202
// with a job the screen polls up to ASSET_MANAGER_POLL_TIMEOUT_MS (SPEC §9).
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  AssetManagerConsolidateBody,
  AssetManagerContainer,
  AssetManagerContainerQuery,
  AssetManagerCreateBody,
} from "./asset-manager.schemas";
import { BarcodeParams } from "./assets.schemas";

const tags = ["assets"] as const;
const operator = ["operator"] as const;

export const createAssetsWithManager = defineEndpoint({
  method: "POST",
  path: "/asset_manager/create",
  families: operator,
  operationId: "createAssetsWithManager",
  permission: "assets.edit",
  summary:
    "Create many containers with generated barcodes, all or none, as a job (the same requestKey answers the same job)",
  tags,
  body: AssetManagerCreateBody,
  responses: { 202: JobAccepted },
});

export const consolidateAssets = defineEndpoint({
  method: "POST",
  path: "/asset_manager/consolidate",
  families: operator,
  operationId: "consolidateAssets",
  permission: "assets.edit",
  summary:
    "Move the contents of several bins into one and close the emptied bins, all or none, as a job (the same requestKey answers the same job)",
  tags,
  body: AssetManagerConsolidateBody,
  responses: { 202: JobAccepted },
});

export const checkConsolidationContainer = defineEndpoint({
  method: "GET",
  path: "/asset_manager/containers/:barcode",
  families: operator,
  operationId: "checkConsolidationContainer",
  permission: "assets.edit",
  summary:
    "A scanned bin as a consolidation target, or as a source for targetBarcode: what it holds, or 422 with why it cannot be used",
  tags,
  params: BarcodeParams,
  query: AssetManagerContainerQuery,
  responses: { 200: AssetManagerContainer },
});
