// Stock rules shared by the server and the stock screen: figures summed without float drift,
// rows grouped by account or product with subtotals, the TOTAL row, and value by product class.
import type {
  StockClassValue,
  StockFigures,
  StockGroup,
  StockGroupBy,
  StockRow,
  StockSummary,
} from "./stock.schemas";

/** Counts and weights keep 3 decimals (numeric(12,3)), money 2 (numeric(14,2)). */
const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
const thousandths = (value: number) => Math.round(value * 1000);
const cents = (value: number) => Math.round(value * 100);

export const ZERO_FIGURES: StockFigures = { count: 0, gross: 0, net: 0, value: 0 };

/**
 * The sum of some figures: added as whole thousandths (count, weights) and cents (value) so a
 * total is exactly the sum of its parts however many there are.
 */
export function sumFigures(list: readonly StockFigures[]): StockFigures {
  let count = 0;
  let gross = 0;
  let net = 0;
  let value = 0;
  for (const f of list) {
    count += thousandths(f.count);
    gross += thousandths(f.gross);
    net += thousandths(f.net);
    value += cents(f.value);
  }
  return { count: count / 1000, gross: gross / 1000, net: net / 1000, value: value / 100 };
}

/** Value per unit, 2 decimals; null when nothing is counted. */
export function unitPriceOf(value: number, count: number): number | null {
  return count > 0 ? round(value / count, 2) : null;
}

const byName = (a: { name: string; id: number | null }, b: { name: string; id: number | null }) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || (a.id ?? 0) - (b.id ?? 0);

/**
 * The rows grouped by their account or their product, groups and the rows in each by name, each
 * group with its subtotals. Every row lands in exactly one group.
 */
export function groupStockRows(rows: readonly StockRow[], groupBy: StockGroupBy): StockGroup[] {
  const groups = new Map<number, { id: number; name: string; rows: StockRow[] }>();
  for (const row of rows) {
    const key = groupBy === "account" ? row.account : row.product;
    const group = groups.get(key.id) ?? { id: key.id, name: key.name, rows: [] };
    group.rows.push(row);
    groups.set(key.id, group);
  }
  const inner = (row: StockRow) => (groupBy === "account" ? row.product : row.account);
  return [...groups.values()].sort(byName).map((g) => ({
    id: g.id,
    name: g.name,
    totals: sumFigures(g.rows.map((r) => r.summary)),
    rows: [...g.rows].sort((a, b) => byName(inner(a), inner(b))),
  }));
}

/** The value and count of the rows per product class, most valuable first (the chart). */
export function valueByClass(rows: readonly StockRow[]): StockClassValue[] {
  const classes = new Map<number | null, { id: number | null; name: string; figures: StockFigures[] }>();
  for (const row of rows) {
    const cls = row.product.productClass;
    const id = cls?.id ?? null;
    const entry = classes.get(id) ?? { id, name: cls?.name ?? "No class", figures: [] };
    entry.figures.push(row.summary);
    classes.set(id, entry);
  }
  return [...classes.values()]
    .map((c) => {
      const sum = sumFigures(c.figures);
      return { id: c.id, name: c.name, count: sum.count, value: sum.value };
    })
    .sort((a, b) => b.value - a.value || byName(a, b));
}

/** The priced summary of these rows: groups with subtotals, value by class and the TOTAL row. */
export function stockSummaryOf(rows: readonly StockRow[], groupBy: StockGroupBy): StockSummary {
  const groups = groupStockRows(rows, groupBy);
  return {
    format: "summary_priced_inventory",
    groupBy,
    groups,
    byClass: valueByClass(rows),
    total: sumFigures(groups.map((g) => g.totals)),
  };
}
