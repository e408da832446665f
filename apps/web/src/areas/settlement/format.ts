import { formatMoneyText } from "@ops/domain";

// Statement figures arrive as exact decimal strings; they are shown by rewriting the text, never
// through a float (docs/decisions.md, Settlement).

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** The grouped whole part ("1234567" → "1,234,567"). */
const grouped = (whole: string) => whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Money for people: "$1,234.50", "-$0.05" (the domain's formatter, on the API's string). */
export const money = (amount: string): string => formatMoneyText(amount);

/** An amount without its sign ("-12.50" → "$12.50"), for a figure whose direction is said in words. */
export const moneyAbs = (amount: string): string => formatMoneyText(amount.replace(/^-/, ""));

/** Whether an amount is a charge to the client (negative). */
export const isCharge = (amount: string): boolean => /^-/.test(amount.trim()) && !/^-0*(\.0*)?$/.test(amount);

/**
 * A unit price with up to its four places, at least two: "12.3400" → "$12.34", "0.0125" →
 * "$0.0125"; text that is not a decimal is shown as it came.
 */
export function unitPrice(text: string | null): string {
  if (text === null) return "—";
  const match = DECIMAL.exec(text.trim());
  if (!match) return text;
  const [, sign = "", whole = "0", fraction = ""] = match;
  const places = fraction.replace(/0+$/, "").padEnd(2, "0");
  return `${sign}$${grouped(whole)}.${places}`;
}

/** A quantity without trailing zeros ("12.500" → "12.5", "1.000" → "1", "1500" → "1,500"). */
export function quantity(text: string): string {
  const match = DECIMAL.exec(text.trim());
  if (!match) return text;
  const [, sign = "", whole = "0", fraction = ""] = match;
  const places = fraction.replace(/0+$/, "");
  return `${sign}${grouped(whole)}${places ? `.${places}` : ""}`;
}

/** Each unit of measure (SPEC §3) in words, for one and for any other quantity. */
const UNIT_WORDS: Record<string, [string, string]> = {
  lbs: ["lb", "lbs"],
  pieces: ["piece", "pieces"],
  pallet: ["pallet", "pallets"],
  hours: ["hour", "hours"],
  miles: ["mile", "miles"],
  charge: ["charge", "charges"],
  credit: ["credit", "credits"],
};

/** A quantity with its unit of measure: "12.5 lbs", "3 pieces", "1 charge". */
export function quantityWithUnit(text: string, unit: string): string {
  const shown = quantity(text);
  const [one, many] = UNIT_WORDS[unit] ?? [unit, unit];
  return `${shown} ${shown === "1" ? one : many}`;
}

/** A day (YYYY-MM-DD or a timestamp) as people read it, without a time-zone shift for plain days. */
export function day(text: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return date.toLocaleDateString("en-US", { dateStyle: "medium" });
}
