// Load builder money (issue 18 context "Load builder money"): value is the stock's priced value
// (its cost), unit price the buyer's outbound price per net lb or per piece, margin what the
// sale leaves over the cost. The server and every screen derive them here, so all show the same.
import type {
  LoadBuilderAlternateAccount,
  LoadBuilderFigures,
  LoadBuilderPriceUnit,
  LoadBuilderStockRow,
} from "./load-builder.schemas";

export const MARGIN_MESSAGE = "Enter a margin between 0 and 99.99 %";
export const UNIT_PRICE_MESSAGE = "Enter the unit price as a number";
export const NEGATIVE_PRICE_MESSAGE = "The unit price cannot be negative";

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** What a price is multiplied by: net lbs for a price per lb, the count for a price per piece. */
export function unitsOf(
  figures: Pick<LoadBuilderFigures, "count" | "net">,
  unit: LoadBuilderPriceUnit | null,
) {
  return unit === "lbs" ? figures.net : unit === "pieces" ? figures.count : 0;
}

/** unitPrice × units, to the cent; 0 without a price. */
export function revenueOf(unitPrice: number | null, units: number): number {
  return unitPrice === null ? 0 : round(unitPrice * units, 2);
}

/**
 * (revenue − value) ÷ revenue × 100 to 2 decimals; null when there is no price or the revenue is 0
 * (a margin of nothing is not a number).
 */
export function marginPercentOf(value: number, unitPrice: number | null, units: number): number | null {
  if (unitPrice === null) return null;
  const revenue = unitPrice * units;
  if (!(revenue > 0)) return null;
  return round(((revenue - value) / revenue) * 100, 2);
}

/** The unit price that sells at margin m (0 ≤ m < 100): cost per unit ÷ (1 − m/100), 4 decimals. */
export function unitPriceForMargin(costPerUnit: number, marginPercent: number): number {
  return round(costPerUnit / (1 - marginPercent / 100), 4);
}

/** Cost per unit of some figures in a unit; null when there are no units. */
export function costPerUnitOf(figures: LoadBuilderFigures, unit: LoadBuilderPriceUnit | null): number | null {
  const units = unitsOf(figures, unit);
  return units > 0 ? figures.value / units : null;
}

/** The largest of the values that are numbers (SPEC §5); null, NaN and undefined are ignored. */
export function maxOfNumbers(values: readonly unknown[]): number | null {
  let max: number | null = null;
  for (const v of values) if (isNumber(v) && (max === null || v > max)) max = v;
  return max;
}

/** A product's maxima over its stock rows (SPEC §3: derived maxMarginPercent and maxUnitPrice). */
export function productMaxima(
  rows: readonly LoadBuilderStockRow[],
  productId: number,
): { maxMarginPercent: number | null; maxUnitPrice: number | null } {
  const own = rows.filter((r) => r.product.id === productId);
  return {
    maxMarginPercent: maxOfNumbers(own.map((r) => r.summary.marginPercent)),
    maxUnitPrice: maxOfNumbers(own.map((r) => r.summary.unitPrice)),
  };
}

/** A stock row's summary priced: the buyer's price and the margin it gives over the row's value. */
export function pricedSummary(
  figures: LoadBuilderFigures,
  price: { unit: LoadBuilderPriceUnit | null; unitPrice: number | null },
): LoadBuilderStockRow["summary"] {
  const unit = price.unitPrice === null ? null : price.unit;
  const unitPrice = unit === null ? null : price.unitPrice;
  return {
    ...figures,
    unit,
    unitPrice,
    marginPercent: marginPercentOf(figures.value, unitPrice, unitsOf(figures, unit)),
  };
}

/**
 * Σ(margin × value) ÷ Σ value over the items that have a margin (value-weighted, SPEC §9), to 2
 * decimals; null when that value is 0.
 */
export function weightedMarginPercent(
  items: readonly { marginPercent: number | null; value: number }[],
): number | null {
  let weighted = 0;
  let value = 0;
  for (const item of items) {
    if (!isNumber(item.marginPercent)) continue;
    weighted += item.marginPercent * item.value;
    value += item.value;
  }
  return value === 0 ? null : round(weighted / value, 2);
}

/** Sums figures without float drift: thousandths for counts and weights, cents for money. */
export function sumLoadFigures(list: readonly LoadBuilderFigures[]): LoadBuilderFigures {
  let count = 0;
  let gross = 0;
  let net = 0;
  let value = 0;
  for (const f of list) {
    count += Math.round(f.count * 1000);
    gross += Math.round(f.gross * 1000);
    net += Math.round(f.net * 1000);
    value += Math.round(f.value * 100);
  }
  return { count: count / 1000, gross: gross / 1000, net: net / 1000, value: value / 100 };
}

/** The stock summary (SPEC §3): totals and the value-weighted margin of the rows. */
export function loadStockSummary(rows: readonly { summary: LoadBuilderStockRow["summary"] }[]) {
  const total = sumLoadFigures(rows.map((r) => r.summary));
  return {
    totalCount: total.count,
    totalGross: total.gross,
    totalNet: total.net,
    totalValue: total.value,
    weightedMarginPercent: weightedMarginPercent(rows.map((r) => r.summary)),
  };
}
export type LoadStockSummary = ReturnType<typeof loadStockSummary>;

/**
 * Alternate accounts (SPEC §3): accounts other than `accountId` whose rows hold every chosen
 * product, each with the total value of those products and their weighted margin; the most
 * valuable first. None when no product is chosen.
 */
export function alternateAccountsOf(
  rows: readonly LoadBuilderStockRow[],
  productIds: readonly number[],
  accountId: number | null,
): LoadBuilderAlternateAccount[] {
  const wanted = new Set(productIds);
  if (wanted.size === 0) return [];
  const byAccount = new Map<number, { name: string; rows: LoadBuilderStockRow[] }>();
  for (const row of rows) {
    if (row.account.id === accountId || !wanted.has(row.product.id) || !(row.summary.count > 0)) continue;
    const entry = byAccount.get(row.account.id) ?? { name: row.account.name, rows: [] };
    entry.rows.push(row);
    byAccount.set(row.account.id, entry);
  }
  const result: LoadBuilderAlternateAccount[] = [];
  for (const [id, entry] of byAccount) {
    if (new Set(entry.rows.map((r) => r.product.id)).size !== wanted.size) continue;
    const summary = loadStockSummary(entry.rows);
    result.push({
      id,
      name: entry.name,
      totalValue: summary.totalValue,
      weightedMarginPercent: summary.weightedMarginPercent,
    });
  }
  return result.sort((a, b) => b.totalValue - a.totalValue || a.name.localeCompare(b.name) || a.id - b.id);
}

/** Reads a margin typed in a field: a number 0 ≤ m < 100, else the message for the field. */
export function parseMarginText(text: string): { value: number } | { error: string } {
  const trimmed = text.trim().replace(/%$/, "").trim();
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(trimmed)) return { error: MARGIN_MESSAGE };
  const value = Number(trimmed);
  if (!(value >= 0 && value < 100)) return { error: MARGIN_MESSAGE };
  return { value: round(value, 2) };
}

/** Reads a unit price typed in a field: a number ≥ 0, else the message for the field. */
export function parseUnitPriceText(text: string): { value: number } | { error: string } {
  const trimmed = text.trim().replace(/^\$/, "").trim();
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(trimmed)) return { error: UNIT_PRICE_MESSAGE };
  const value = Number(trimmed);
  if (value < 0) return { error: NEGATIVE_PRICE_MESSAGE };
  return { value: round(value, 4) };
}
