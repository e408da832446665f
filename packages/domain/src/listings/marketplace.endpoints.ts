// The calls of the marketplace files (issue 19): the bulk-listing export, the sold-items import,
// unlisting in bulk and a class's sales history.
import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import {
  MarketplaceExportQuery,
  SalesHistory,
  SalesHistoryParams,
  SalesHistoryQuery,
  SoldReportResult,
  UnlistBody,
  UnlistResult,
} from "./marketplace.schemas";

const tags = ["listings"] as const;
const operator = ["operator"] as const;

export const exportMarketplaceFile = defineEndpoint({
  method: "GET",
  path: "/listings/export",
  families: operator,
  operationId: "exportMarketplaceFile",
  permission: "listings.view",
  summary:
    "The marketplace's bulk-listing file (xlsx or csv) of the listings named by ids[], or of the listed ones (by platform) when none are named",
  tags,
  query: MarketplaceExportQuery,
  responses: { 200: z.unknown().describe("The file (xlsx or csv)") },
});

export const importSoldReport = defineEndpoint({
  method: "POST",
  path: "/listings/sold_report",
  families: operator,
  operationId: "importSoldReport",
  permission: "listings.manage",
  summary:
    "Import the marketplace's sold-items report (multipart: file, xlsx or csv; platform): marks the listings' assets sold, all rows or none, every row error at once; orders already imported are skipped",
  tags,
  consumes: ["multipart/form-data"],
  responses: { 200: SoldReportResult },
});

export const unlistListings = defineEndpoint({
  method: "PUT",
  path: "/listings/unlist",
  families: operator,
  operationId: "unlistListings",
  permission: "listings.manage",
  summary: "End listings and release their unsold assets, all or none (409 naming a listing already ended)",
  tags,
  body: UnlistBody,
  responses: { 200: UnlistResult },
});

export const getClassSalesHistory = defineEndpoint({
  method: "GET",
  path: "/classes/:id/sales_history",
  families: operator,
  operationId: "getClassSalesHistory",
  permission: "listings.view",
  summary: "Listing sales of the class's products by month and grade: count, revenue and average price",
  tags,
  params: SalesHistoryParams,
  query: SalesHistoryQuery,
  responses: { 200: SalesHistory },
});
