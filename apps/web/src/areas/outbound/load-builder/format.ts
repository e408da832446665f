const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/** Dollars to the cent; "—" for nothing. */
export const formatMoney = (v: number | null | undefined) =>
  v === null || v === undefined ? "—" : money.format(v);
export const formatAmount = (v: number) => amount.format(v);
export const formatPercent = (v: number | null | undefined) =>
  v === null || v === undefined ? "—" : `${v.toFixed(2)} %`;
/** A unit price with its unit: "$0.8500 / lb". */
export const formatUnitPrice = (v: number | null, unit: string | null) =>
  v === null ? "—" : `$${v.toFixed(4)} / ${unit === "lbs" ? "lb" : "piece"}`;
