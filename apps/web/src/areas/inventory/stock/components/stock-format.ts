const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/** Money as the pricing screens show it ($1,234.50). */
export const formatValue = (value: number) => money.format(value);
/** Counts and weights (lbs): up to 3 decimals, thousands separated. */
export const formatAmount = (value: number) => amount.format(value);
