// The calls of stock (issue 17): the priced summary by GET or POST, and the per-asset and
// per-location lists, each exportable.
import { defineEndpoint } from "../platform/endpoints";
import { exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import {
  StockAssetList,
  StockAssetsExportQuery,
  StockAssetsQuery,
  StockLocationList,
  StockLocationsExportQuery,
  StockLocationsQuery,
  StockSummary,
  StockSummaryBody,
  StockSummaryExportQuery,
  StockSummaryQuery,
} from "./stock.schemas";

const tags = ["stock"] as const;
/** Operators see every account's stock; clients their accounts' (and children's); vendors none. */
const staffAndClients = ["operator", "client"] as const;
const permission = "stock.view" as const;

export const getStock = defineEndpoint({
  method: "GET",
  path: "/stock",
  families: staffAndClients,
  operationId: "getStock",
  permission,
  summary:
    "Stock priced by account × product (format summary_priced_inventory): count, gross, net and value, grouped with subtotals and a total",
  tags,
  query: StockSummaryQuery,
  responses: { 200: StockSummary },
});

export const postStock = defineEndpoint({
  method: "POST",
  path: "/stock",
  families: staffAndClients,
  operationId: "postStock",
  permission,
  summary: "The priced stock summary with its filters in the body (long account lists)",
  tags,
  body: StockSummaryBody,
  responses: { 200: StockSummary },
});

export const exportStockSummary = defineEndpoint({
  method: "GET",
  path: "/stock/summary_priced_inventory/export",
  families: staffAndClients,
  operationId: "exportStockSummary",
  permission,
  summary: exportSummaryOf("Export the priced stock summary, one line per account × product"),
  tags,
  query: StockSummaryExportQuery,
  responses: exportResponses,
});

export const listStockAssets = defineEndpoint({
  method: "GET",
  path: "/stock/assets",
  families: staffAndClients,
  operationId: "listStockAssets",
  permission,
  summary: "Stock per asset: each in-stock asset with its product, location and figures, paged",
  tags,
  query: StockAssetsQuery,
  responses: { 200: StockAssetList },
});

export const exportStockAssets = defineEndpoint({
  method: "GET",
  path: "/stock/assets/export",
  families: staffAndClients,
  operationId: "exportStockAssets",
  permission,
  summary: exportSummaryOf("Export stock per asset"),
  tags,
  query: StockAssetsExportQuery,
  responses: exportResponses,
});

export const listStockLocations = defineEndpoint({
  method: "GET",
  path: "/stock/locations",
  families: staffAndClients,
  operationId: "listStockLocations",
  permission,
  summary: "Stock per location: count, gross, net and value of what each location holds, paged",
  tags,
  query: StockLocationsQuery,
  responses: { 200: StockLocationList },
});

export const exportStockLocations = defineEndpoint({
  method: "GET",
  path: "/stock/locations/export",
  families: staffAndClients,
  operationId: "exportStockLocations",
  permission,
  summary: exportSummaryOf("Export stock per location"),
  tags,
  query: StockLocationsExportQuery,
  responses: exportResponses,
});
