import { labelOf, PRICING_METHODS, type PriceList, type PriceType, UNITS_OF_MEASURE } from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import type { ExportColumn, ListExport } from "../../platform/list-export";
import { getAccountPriceHistory, getPricebookPriceHistory } from "./prices.service";

/** One line of one saved version: the history as a flat sheet, newest version first. */
type HistoryLine = { version: PriceList; entry: PriceList["entries"][number] };

const columns: ExportColumn<HistoryLine>[] = [
  { header: "Version", value: (l) => l.version.version },
  { header: "Saved by", value: (l) => l.version.createdBy },
  { header: "Saved", value: (l) => l.version.createdAt },
  { header: "Item", value: (l) => l.entry.itemName },
  { header: "Method", value: (l) => l.entry.customName ?? labelOf(PRICING_METHODS, l.entry.method) },
  { header: "Unit", value: (l) => labelOf(UNITS_OF_MEASURE, l.entry.unit) },
  { header: "Price", value: (l) => Number(l.entry.price) },
];

/** The whole history in one answer (it is read whole; the export does not page it). */
async function linesOf(history: Promise<PriceList[]>) {
  const data = (await history).flatMap((version) => version.entries.map((entry) => ({ version, entry })));
  return { data, total: data.length };
}

/** `/accounts/{id}/prices/history/export?type=`: every saved version of an account's prices. */
export const accountPriceHistoryExport: ListExport<{ type: PriceType }, HistoryLine> = {
  name: "account_price_history",
  fileName: (params, query) => `account-${params.id}-${query.type}-price-history`,
  columns,
  list: (ctx: ServiceContext, query, params) =>
    linesOf(getAccountPriceHistory(ctx, Number(params.id), query.type)),
};

/** `/pricebooks/{id}/prices/history/export`: every saved version of a price book. */
export const pricebookPriceHistoryExport: ListExport<object, HistoryLine> = {
  name: "pricebook_price_history",
  fileName: (params) => `pricebook-${params.id}-price-history`,
  columns,
  list: (ctx: ServiceContext, _query, params) => linesOf(getPricebookPriceHistory(ctx, Number(params.id))),
};
