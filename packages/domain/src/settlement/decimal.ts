/**
 * Exact decimal money for settlement (issue 22): amounts are never floats. A value is held as a
 * bigint count of its smallest unit (cents for money, 1/10,000 for unit prices, 1/1,000 for
 * quantities and weights) and crosses the API as a decimal string ("1234.50", "-0.05").
 * Products are computed exactly and rounded once, half away from zero, to cents
 * (docs/decisions.md, Settlement).
 */

/** Scales of the stored columns: money numeric(14,2), unit price numeric(14,4), quantity numeric(14,3). */
export const MONEY_SCALE = 2;
export const PRICE_SCALE = 4;
export const QUANTITY_SCALE = 3;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

const pow10 = (n: number) => 10n ** BigInt(n);

/**
 * Divides exactly and rounds half away from zero (2.5 → 3, -2.5 → -3): the commercial rounding
 * of an invoice line.
 */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("Division by zero");
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = n / d;
  const rounded = (n % d) * 2n >= d ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/**
 * A decimal string or number as a count of 10^-scale units, rounded half away from zero when it
 * has more digits than the scale. Numbers are read through their shortest decimal form
 * (`String(0.1)` is "0.1"), so a numeric column read as a number is still exact. Null when the
 * text is not a plain decimal ("1e3", "", "12,5").
 */
export function parseUnits(value: string | number, scale: number): bigint | null {
  const text = typeof value === "number" ? numberText(value) : value.trim();
  if (text === null) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const digits = BigInt(whole + fraction.padEnd(scale, "0").slice(0, Math.max(scale, 0)));
  let units = digits;
  if (fraction.length > scale) {
    const all = BigInt(whole + fraction);
    units = divRound(all, pow10(fraction.length - scale));
  }
  return sign === "-" ? -units : units;
}

function numberText(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  const text = String(n);
  if (!/e/i.test(text)) return text;
  // Very small or large numbers print in exponent form; fixed notation keeps them plain.
  return n.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}

/** Like parseUnits, but a value that is not a decimal is an error (data from the database). */
export function units(value: string | number, scale: number): bigint {
  const parsed = parseUnits(value, scale);
  if (parsed === null) throw new RangeError(`Not a decimal: ${String(value)}`);
  return parsed;
}

/** Cents of a money value ("12.34" → 1234n). */
export const cents = (value: string | number): bigint => units(value, MONEY_SCALE);

/** A count of 10^-scale units as a decimal string with exactly `scale` digits ("-0.05"). */
export function formatUnits(amount: bigint, scale: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  if (scale <= 0) return `${negative ? "-" : ""}${abs}`;
  const text = abs.toString().padStart(scale + 1, "0");
  const body = `${text.slice(0, -scale)}.${text.slice(-scale)}`;
  return negative ? `-${body}` : body;
}

/** Cents as a money string ("1234.50"). */
export const formatCents = (amount: bigint): string => formatUnits(amount, MONEY_SCALE);

/** quantity × unit price, computed exactly and rounded once to cents. */
export function lineAmountCents(quantity: string | number, unitPrice: string | number): bigint {
  const q = units(quantity, QUANTITY_SCALE);
  const p = units(unitPrice, PRICE_SCALE);
  return divRound(q * p, pow10(QUANTITY_SCALE + PRICE_SCALE - MONEY_SCALE));
}

/** percent % of an amount in cents, rounded once to cents (a share or a markup). */
export function percentOfCents(amount: bigint, percent: string | number): bigint {
  const p = units(percent, PRICE_SCALE);
  return divRound(amount * p, 100n * pow10(PRICE_SCALE));
}

/** The sum of money strings or cents, exactly. */
export function sumCents(values: readonly (bigint | string | number)[]): bigint {
  let total = 0n;
  for (const v of values) total += typeof v === "bigint" ? v : cents(v);
  return total;
}

/** A decimal string normalised to its scale ("1.5" at scale 4 → "1.5000"). */
export const normalise = (value: string | number, scale: number): string =>
  formatUnits(units(value, scale), scale);

/** Money for people: "$1,234.50", "-$0.05". */
export function formatMoneyText(amount: bigint | string): string {
  const c = typeof amount === "bigint" ? amount : cents(amount);
  const negative = c < 0n;
  const [whole = "0", fraction = "00"] = formatCents(negative ? -c : c).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}.${fraction}`;
}
