import {
  labelOf,
  STOCK_TYPES,
  type StockAsset,
  type StockAssetsQuery,
  type StockFigures,
  type StockLocation,
  type StockLocationsQuery,
  type StockSummaryExportQuery,
  stockSummaryOf,
  unitPriceOf,
} from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import type { ListExport } from "../../platform/list-export";
import * as stock from "./stock.service";

/** One line of the summary's file: an account × product row, a group's subtotal, or the TOTAL. */
type SummaryLine = {
  kind: "row" | "subtotal" | "total";
  account: string;
  product: string;
  productClass: string;
  figures: StockFigures;
};

/**
 * The summary as the screen shows it, one line per row with each group's subtotal after its rows
 * and the TOTAL last. Read whole (a few hundred lines), then paged for the export's reads.
 */
async function summaryLines(ctx: ServiceContext, q: StockSummaryExportQuery): Promise<SummaryLine[]> {
  const summary = stockSummaryOf(await stock.stockRowsOf(ctx, q), q.groupBy);
  const lines: SummaryLine[] = [];
  for (const group of summary.groups) {
    for (const row of group.rows)
      lines.push({
        kind: "row",
        account: row.account.name,
        product: row.product.name,
        productClass: row.product.productClass?.name ?? "",
        figures: row.summary,
      });
    lines.push({
      kind: "subtotal",
      account: q.groupBy === "account" ? `${group.name} total` : "",
      product: q.groupBy === "product" ? `${group.name} total` : "",
      productClass: "",
      figures: group.totals,
    });
  }
  lines.push({ kind: "total", account: "TOTAL", product: "", productClass: "", figures: summary.total });
  return lines;
}

const figureColumns = <T>(of: (row: T) => StockFigures) => [
  { header: "Count", value: (r: T) => of(r).count },
  { header: "Gross (lbs)", value: (r: T) => of(r).gross },
  { header: "Net (lbs)", value: (r: T) => of(r).net },
  { header: "Value", value: (r: T) => of(r).value },
];

/** `/stock/summary_priced_inventory/export`: the priced summary with subtotals and the TOTAL. */
export const stockSummaryExport: ListExport<
  StockSummaryExportQuery & { page?: number; pageSize?: number },
  SummaryLine
> = {
  name: "stock_summary",
  fileName: (_params, q) => `stock-by-${q.groupBy}`,
  columns: [
    { header: "Account", value: (r) => r.account },
    { header: "Product", value: (r) => r.product },
    { header: "Product class", value: (r) => r.productClass },
    ...figureColumns<SummaryLine>((r) => r.figures),
    {
      header: "Unit price",
      value: (r) => (r.kind === "row" ? unitPriceOf(r.figures.value, r.figures.count) : null),
    },
  ],
  list: async (ctx, q) => {
    const lines = await summaryLines(ctx, q);
    const page = q.page ?? 1;
    const size = q.pageSize ?? lines.length;
    return { data: lines.slice((page - 1) * size, page * size), total: lines.length };
  },
};

/** `/stock/assets/export`: every in-stock asset the filters select. */
export const stockAssetsExport: ListExport<StockAssetsQuery, StockAsset> = {
  name: "stock_assets",
  fileName: "stock-assets",
  columns: [
    { header: "Barcode", value: (r) => r.barcode },
    { header: "Serial number", value: (r) => r.serialNumber },
    { header: "Account", value: (r) => r.account?.name },
    { header: "Product", value: (r) => r.product?.name },
    { header: "Product class", value: (r) => r.productClass },
    { header: "Warehouse", value: (r) => r.warehouse },
    { header: "Location", value: (r) => r.location?.barcode },
    { header: "Stock type", value: (r) => (r.stockType ? labelOf(STOCK_TYPES, r.stockType) : null) },
    { header: "Received", value: (r) => r.receivedAt.slice(0, 10) },
    ...figureColumns<StockAsset>((r) => r),
  ],
  list: (ctx, q) => stock.listStockAssets(ctx, q),
};

/** `/stock/locations/export`: the stock of each location the filters select. */
export const stockLocationsExport: ListExport<StockLocationsQuery, StockLocation> = {
  name: "stock_locations",
  fileName: "stock-locations",
  columns: [
    { header: "Warehouse", value: (r) => r.warehouse },
    { header: "Location", value: (r) => r.location?.barcode ?? "No location" },
    { header: "Name", value: (r) => r.location?.name },
    { header: "Assets", value: (r) => r.assets },
    ...figureColumns<StockLocation>((r) => r),
  ],
  list: (ctx, q) => stock.listStockLocations(ctx, q),
};
