import {
  exportStockAssets,
  exportStockLocations,
  exportStockSummary,
  getStock,
  listStockAssets,
  listStockLocations,
  postStock,
  type StockAssetList,
  type StockFilters,
  type StockGroupBy,
  type StockLocationList,
  type StockSummary,
} from "@ops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../../shared/DataTable";
import type { ExportSource } from "../../../shared/ExportMenu";
import { call } from "../../../shared/endpoints";

/** The stock screen's filters as the API takes them (`includeChildren` false when left out). */
export type StockFilter = Partial<StockFilters>;

export const stockKeys = {
  all: ["stock"] as const,
  summary: (family: string, filter: StockFilter, groupBy: StockGroupBy) =>
    ["stock", "summary", family, filter, groupBy] as const,
  assets: (family: string, filter: StockFilter) => ["stock", "assets", family, filter] as const,
  locations: (family: string, filter: StockFilter) => ["stock", "locations", family, filter] as const,
};

/** Above this many accounts the filters go in a POST body: a URL of thousands of ids is too long. */
const GET_ACCOUNT_LIMIT = 50;

/** The filters as a query string takes them: lists only when they hold something. */
export function stockQuery(filter: StockFilter) {
  const { accountIds, productClassIds, productIds, includeChildren, ...rest } = filter;
  return {
    ...rest,
    ...(accountIds?.length ? { accountIds } : {}),
    ...(productClassIds?.length ? { productClassIds } : {}),
    ...(productIds?.length ? { productIds } : {}),
    ...(includeChildren ? { includeChildren: "true" as const } : {}),
  };
}

/** The priced summary (account × product, grouped with subtotals and the TOTAL). */
export function fetchStockSummary(filter: StockFilter, groupBy: StockGroupBy): Promise<StockSummary> {
  if ((filter.accountIds?.length ?? 0) > GET_ACCOUNT_LIMIT)
    return call(postStock, {
      body: {
        ...filter,
        includeChildren: filter.includeChildren ?? false,
        format: "summary_priced_inventory",
        groupBy,
      },
    });
  return call(getStock, { query: { ...stockQuery(filter), format: "summary_priced_inventory", groupBy } });
}

export function useStockSummary(family: string, filter: StockFilter, groupBy: StockGroupBy) {
  return useQuery({
    queryKey: stockKeys.summary(family, filter, groupBy),
    queryFn: () => fetchStockSummary(filter, groupBy),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function fetchStockAssetsPage(
  filter: StockFilter,
  params: DataTablePageParams,
): Promise<StockAssetList> {
  return call(listStockAssets, { query: { ...stockQuery(filter), ...params } });
}

export function fetchStockLocationsPage(
  filter: StockFilter,
  params: DataTablePageParams,
): Promise<StockLocationList> {
  return call(listStockLocations, { query: { ...stockQuery(filter), ...params } });
}

export function stockSummaryExport(filter: StockFilter, groupBy: StockGroupBy): ExportSource {
  return {
    endpoint: exportStockSummary,
    query: { ...stockQuery(filter), groupBy },
    fileName: `stock-by-${groupBy}`,
  };
}

export const stockAssetsExport = (filter: StockFilter): ExportSource => ({
  endpoint: exportStockAssets,
  query: stockQuery(filter),
  fileName: "stock-assets",
});

export const stockLocationsExport = (filter: StockFilter): ExportSource => ({
  endpoint: exportStockLocations,
  query: stockQuery(filter),
  fileName: "stock-locations",
});
