// The calls of the assets area (ARCHITECTURE §4: one descriptor per call): assets and their
// lists here; documents, photos, events, holds and pricing in asset-records.endpoints.ts.
import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";
import { ActivityAssetsExportQuery, AssetsAsyncQuery, AssetsExportQuery } from "./asset-files.schemas";
import {
  ActivityAssetsQuery,
  Asset,
  AssetBody,
  AssetDeltas,
  AssetDeltasQuery,
  AssetIdParams,
  AssetList,
  AssetsQuery,
  AssetTestSuite,
  AssetUpdate,
  BarcodeParams,
  BulkAssetBody,
  BulkAssetResult,
  BulkAssetUpdateBody,
  CheckInEligibility,
  DuplicateSerialQuery,
  DuplicateSerialResult,
  SourceInfo,
} from "./assets.schemas";

export * from "./asset-files.schemas";
export * from "./asset-records.endpoints";

const tags = ["assets"] as const;
const operator = ["operator"] as const;
/** Operators reach every asset; clients those of their accounts (another's answers 404). */
const staffAndClients = ["operator", "client"] as const;

export const createAsset = defineEndpoint({
  method: "POST",
  path: "/assets",
  families: operator,
  operationId: "createAsset",
  permission: "inbound.receive",
  summary: "Receive an asset",
  tags,
  body: AssetBody,
  responses: { 201: Asset },
});

export const createAssetsInBulk = defineEndpoint({
  method: "POST",
  path: "/assets/bulk",
  families: operator,
  operationId: "createAssetsInBulk",
  permission: "inbound.receive",
  summary: "Receive several assets, all or none (202 with a job above the sync limit or with async=true)",
  tags,
  query: AssetsAsyncQuery,
  body: BulkAssetBody,
  responses: { 201: BulkAssetResult, 202: JobAccepted },
});

export const updateAssetsInBulk = defineEndpoint({
  method: "PUT",
  path: "/assets/bulk",
  families: operator,
  operationId: "updateAssetsInBulk",
  permission: "assets.edit",
  summary: "Make the same change to several assets, all or none (202 with a job when large or async=true)",
  tags,
  query: AssetsAsyncQuery,
  body: BulkAssetUpdateBody,
  responses: { 200: BulkAssetResult, 202: JobAccepted },
});

export const checkAssetDuplicateSerial = defineEndpoint({
  method: "GET",
  path: "/assets/duplicate-serial",
  families: operator,
  operationId: "checkAssetDuplicateSerial",
  permission: "assets.view",
  summary: "Assets already carrying a serial number",
  tags,
  query: DuplicateSerialQuery,
  responses: { 200: DuplicateSerialResult },
});

export const updateAsset = defineEndpoint({
  method: "PUT",
  path: "/assets/:id",
  families: operator,
  operationId: "updateAsset",
  permission: "assets.edit",
  summary: "Change an asset (only the fields sent)",
  tags,
  params: AssetIdParams,
  body: AssetUpdate,
  responses: { 200: Asset },
});

export const deleteAsset = defineEndpoint({
  method: "DELETE",
  path: "/assets/:id",
  families: operator,
  operationId: "deleteAsset",
  permission: "assets.edit",
  summary: "Remove an asset",
  tags,
  params: AssetIdParams,
  responses: { 204: z.null() },
});

export const listAssets = defineEndpoint({
  method: "GET",
  path: "/assets",
  families: staffAndClients,
  operationId: "listAssets",
  permission: "assets.view",
  summary: "Find assets by barcode or serial, list them, or check a barcode in (find=can_be_checked_in)",
  tags,
  query: AssetsQuery,
  responses: { 200: z.union([AssetList, CheckInEligibility]) },
});

export const getAsset = defineEndpoint({
  method: "GET",
  path: "/assets/:id",
  families: staffAndClients,
  operationId: "getAsset",
  permission: "assets.view",
  summary: "Get an asset",
  tags,
  params: AssetIdParams,
  responses: { 200: Asset },
});

export const listAssetChildren = defineEndpoint({
  method: "GET",
  path: "/assets/:barcode/children",
  families: staffAndClients,
  operationId: "listAssetChildren",
  permission: "assets.view",
  summary: "The assets inside a container",
  tags,
  params: BarcodeParams,
  responses: { 200: z.array(Asset) },
});

export const getAssetSourceInfo = defineEndpoint({
  method: "GET",
  path: "/assets/:barcode/source_info",
  families: staffAndClients,
  operationId: "getAssetSourceInfo",
  permission: "assets.view",
  summary: "Where an asset came from",
  tags,
  params: BarcodeParams,
  responses: { 200: SourceInfo },
});

export const listAssetTestSuites = defineEndpoint({
  method: "GET",
  path: "/assets/:barcode/test_suites",
  families: staffAndClients,
  operationId: "listAssetTestSuites",
  permission: "assets.view",
  summary: "The test suites a device was tested with: version, when completed, its result and grade",
  tags,
  params: BarcodeParams,
  responses: { 200: z.array(AssetTestSuite) },
});

export const listActivityAssets = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/assets",
  families: staffAndClients,
  operationId: "listActivityAssets",
  permission: "assets.view",
  summary:
    "Assets of an activity: all, received on it, with a duplicate serial, or in processing (with lastAction)",
  tags,
  params: SlugParams,
  query: ActivityAssetsQuery,
  responses: { 200: AssetList },
});

export const exportAssets = defineEndpoint({
  method: "GET",
  path: "/assets/export",
  families: staffAndClients,
  operationId: "exportAssets",
  permission: "assets.view",
  summary: exportSummaryOf("Export the assets as filtered"),
  tags,
  query: AssetsExportQuery,
  responses: exportResponses,
});

export const exportActivityAssets = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/assets/export",
  families: staffAndClients,
  operationId: "exportActivityAssets",
  permission: "assets.view",
  summary: exportSummaryOf("Export the assets of an activity"),
  tags,
  params: SlugParams,
  query: ActivityAssetsExportQuery,
  responses: exportResponses,
});

export const getAssetDeltas = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/asset_deltas",
  families: staffAndClients,
  operationId: "getAssetDeltas",
  permission: "inbound.view",
  summary: "What a load received against its ASN, by product or by serial",
  tags,
  params: SlugParams,
  query: AssetDeltasQuery,
  responses: { 200: AssetDeltas },
});
