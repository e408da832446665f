// Load builder views (SPEC §4, §5): the stock list filtered, sorted and grouped by account or
// product; the selected products' figures; assets filtered by their attributes.

import type {
  LoadBuilderAccountGroup,
  LoadBuilderAsset,
  LoadBuilderAttributeFilterProducts,
  LoadBuilderFigures,
  LoadBuilderProductGroup,
  LoadBuilderSelectedProduct,
  LoadBuilderSortOrder,
  LoadBuilderStockRow,
} from "./load-builder.schemas";
import {
  loadStockSummary,
  marginPercentOf,
  productMaxima,
  revenueOf,
  sumLoadFigures,
  unitsOf,
} from "./load-builder-pricing.rules";

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id;

/** Product filter text (SPEC §5): a case-insensitive substring of the product's name; empty keeps all. */
export function matchesProductFilter(name: string, filter: string): boolean {
  const text = filter.trim().toLowerCase();
  return text === "" || name.toLowerCase().includes(text);
}

/** The columns the stock list sorts by. */
export const LOAD_BUILDER_SORTS = [
  "account",
  "product",
  "count",
  "gross",
  "net",
  "value",
  "unitPrice",
  "marginPercent",
] as const;

function sortKey(row: LoadBuilderStockRow, column: string): string | number | null {
  if (column === "account") return row.account.name.toLowerCase();
  if (column === "product") return row.product.name.toLowerCase();
  const v = (row.summary as Record<string, unknown>)[column];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** Rows sorted by a column (nulls last whichever way); unsorted when no column or order. */
export function sortStockRows(
  rows: readonly LoadBuilderStockRow[],
  sortBy: string | null,
  sortOrder: LoadBuilderSortOrder | null,
): LoadBuilderStockRow[] {
  if (!sortBy || !sortOrder) return [...rows];
  const sign = sortOrder === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortKey(a, sortBy);
    const y = sortKey(b, sortBy);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}

/**
 * The stock list as shown: the selected account's rows only (when one is chosen), products whose
 * name matches the filter text, without the selected products unless `showAll`, then sorted.
 */
export function visibleStockRows(state: {
  stock: readonly LoadBuilderStockRow[];
  selectedAccount: { id: number } | null;
  selectedProducts: readonly { id: number }[];
  filterProducts: string;
  showAll: boolean;
  sortBy: string | null;
  sortOrder: LoadBuilderSortOrder | null;
}): LoadBuilderStockRow[] {
  const selected = new Set(state.selectedProducts.map((p) => p.id));
  const rows = state.stock.filter(
    (r) =>
      (state.selectedAccount === null || r.account.id === state.selectedAccount.id) &&
      matchesProductFilter(r.product.name, state.filterProducts) &&
      (state.showAll || !selected.has(r.product.id)),
  );
  return sortStockRows(rows, state.sortBy, state.sortOrder);
}

/** Grouped by account (SPEC §3): each account's totals and its rows, in the rows' order. */
export function groupByAccount(rows: readonly LoadBuilderStockRow[]): LoadBuilderAccountGroup[] {
  const groups = new Map<number, { id: number; name: string; products: LoadBuilderStockRow[] }>();
  for (const row of rows) {
    const g = groups.get(row.account.id) ?? { id: row.account.id, name: row.account.name, products: [] };
    g.products.push(row);
    groups.set(row.account.id, g);
  }
  return [...groups.values()].sort(byName).map((g) => {
    const t = sumLoadFigures(g.products.map((r) => r.summary));
    return { ...g, totalCount: t.count, totalGross: t.gross, totalNet: t.net, totalValue: t.value };
  });
}

/** Grouped by product (SPEC §3): the accounts holding each product, with the product's maxima. */
export function groupByProduct(rows: readonly LoadBuilderStockRow[]): LoadBuilderProductGroup[] {
  const groups = new Map<number, { row: LoadBuilderStockRow; accounts: LoadBuilderStockRow[] }>();
  for (const row of rows) {
    const g = groups.get(row.product.id) ?? { row, accounts: [] };
    g.accounts.push(row);
    groups.set(row.product.id, g);
  }
  return [...groups.values()]
    .map(({ row, accounts }) => ({
      id: row.product.id,
      name: row.product.name,
      serialProductClass: row.product.serialProductClass,
      ...productMaxima(accounts, row.product.id),
      accounts,
    }))
    .sort(byName);
}

/**
 * A product as it enters the selection: its figures from the rows (of the selected account when
 * one is chosen), unit price starting at the product's max unit price and the margin that gives.
 */
export function selectedProductOf(
  rows: readonly LoadBuilderStockRow[],
  productId: number,
  accountId: number | null,
): LoadBuilderSelectedProduct | null {
  const own = rows.filter(
    (r) => r.product.id === productId && (accountId === null || r.account.id === accountId),
  );
  const first = own[0];
  if (!first) return null;
  const figures = sumLoadFigures(own.map((r) => r.summary));
  const maxima = productMaxima(rows, productId);
  const unit = own.find((r) => r.summary.unit !== null)?.summary.unit ?? null;
  const unitPrice = maxima.maxUnitPrice;
  return {
    id: productId,
    name: first.product.name,
    serialProductClass: first.product.serialProductClass,
    unit,
    unitPrice,
    maxUnitPrice: maxima.maxUnitPrice,
    marginPercent: marginPercentOf(figures.value, unitPrice, unitsOf(figures, unit)),
    maxMarginPercent: maxima.maxMarginPercent,
    count: figures.count,
  };
}

/**
 * The figures a selected product ships with: the selected assets of it once its assets are
 * loaded, else its rows (of the selected account when one is chosen).
 */
export function selectedFigures(
  state: {
    stock: readonly LoadBuilderStockRow[];
    selectedAccount: { id: number } | null;
    availableAssets: Readonly<Record<string, LoadBuilderAsset>>;
    selectedAssets: Readonly<Record<string, boolean>>;
  },
  productId: number,
): LoadBuilderFigures {
  const assets = Object.values(state.availableAssets).filter((a) => a.productId === productId);
  if (assets.length > 0)
    return sumLoadFigures(assets.filter((a) => state.selectedAssets[String(a.id)] === true));
  return sumLoadFigures(
    state.stock
      .filter(
        (r) =>
          r.product.id === productId &&
          (state.selectedAccount === null || r.account.id === state.selectedAccount.id),
      )
      .map((r) => r.summary),
  );
}

/** Each selected product's figures, price, revenue and margin; and the summary of them all. */
export function selectionSummary(
  state: Parameters<typeof selectedFigures>[0] & {
    selectedProducts: readonly LoadBuilderSelectedProduct[];
  },
) {
  const lines = state.selectedProducts.map((p) => {
    const figures = selectedFigures(state, p.id);
    const units = unitsOf(figures, p.unit);
    return {
      product: p,
      figures,
      units,
      revenue: revenueOf(p.unitPrice, units),
      marginPercent: marginPercentOf(figures.value, p.unitPrice, units),
    };
  });
  const summary = loadStockSummary(
    lines.map((l) => ({
      summary: {
        ...l.figures,
        unit: l.product.unit,
        unitPrice: l.product.unitPrice,
        marginPercent: l.marginPercent,
      },
    })),
  );
  return { lines, summary, revenue: Math.round(lines.reduce((s, l) => s + l.revenue * 100, 0)) / 100 };
}

/** Whether the attribute filters apply to this product (SPEC §4 attribute product filter). */
export function attributeFiltersApply(
  filter: LoadBuilderAttributeFilterProducts,
  productId: number,
): boolean {
  return filter.all || filter.productIds.includes(productId);
}

/**
 * The assets the attribute filters keep: every filter's text a case-insensitive substring of the
 * asset's value for that attribute, for products the filters apply to; others all pass.
 */
export function filterAssetsByAttributes(
  assets: readonly LoadBuilderAsset[],
  filters: Readonly<Record<string, string>>,
  products: LoadBuilderAttributeFilterProducts,
): LoadBuilderAsset[] {
  const active = Object.entries(filters).filter(([, text]) => text.trim() !== "");
  if (active.length === 0) return [...assets];
  return assets.filter(
    (a) =>
      !attributeFiltersApply(products, a.productId) ||
      active.every(([name, text]) => {
        const value = a.attributes[name];
        return (
          value !== undefined &&
          value !== null &&
          String(value).toLowerCase().includes(text.trim().toLowerCase())
        );
      }),
  );
}

/** The attribute names of some assets, sorted: the more-details columns. */
export function attributeNamesOf(assets: readonly LoadBuilderAsset[]): string[] {
  return [...new Set(assets.flatMap((a) => Object.keys(a.attributes)))].sort((a, b) => a.localeCompare(b));
}

/** The asset ids a confirm sends: selected assets of the selected products. */
export function confirmAssetIds(state: {
  availableAssets: Readonly<Record<string, LoadBuilderAsset>>;
  selectedAssets: Readonly<Record<string, boolean>>;
  selectedProducts: readonly { id: number }[];
}): number[] {
  const products = new Set(state.selectedProducts.map((p) => p.id));
  return Object.values(state.availableAssets)
    .filter((a) => products.has(a.productId) && state.selectedAssets[String(a.id)] === true)
    .map((a) => a.id)
    .sort((a, b) => a - b);
}
