import { labelOf, STOCK_TYPES, type StockMeasures } from "@ops/domain";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

export const formatMoney = (value: number) => money.format(value);
export const formatAmount = (value: number) => amount.format(value);
export const formatLbs = (value: number) => `${amount.format(value)} lbs`;

/** A stock type's label; "No stock type" for assets without one. */
export const stockTypeLabel = (type: string | null) => (type ? labelOf(STOCK_TYPES, type) : "No stock type");

/** The measures in one line ("12 assets · 30 units · 410 lbs · $1,200.00"). */
export function measuresLine(m: StockMeasures): string {
  return `${m.assets} asset${m.assets === 1 ? "" : "s"} · ${formatAmount(m.quantity)} units · ${formatLbs(m.grossWeight)} · ${formatMoney(m.value)}`;
}
