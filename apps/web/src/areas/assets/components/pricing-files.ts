import { PRICING_COLUMNS, type PricingResult, type PricingType, type PricingView } from "@ops/domain";

const ACRONYMS = new Set(["fmv"]);

/** A column name of `PRICING_COLUMNS` as a sheet header: `sale_price` → "Sale Price", `fmv` → "FMV". */
export function columnHeader(name: string): string {
  if (ACRONYMS.has(name)) return name.toUpperCase();
  return name
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The columns a pricing file needs, e.g. ["Serial or Barcode", "FMV"]. */
export function expectedColumns(type: PricingType): string[] {
  return PRICING_COLUMNS[type].required.map((names) => names.map(columnHeader).join(" or "));
}

/** What each column holds, for the upload panel. */
export const COLUMN_HINTS: Record<PricingType, string> = {
  yield: "the product name and its price per lb; each product's net weight on the load is multiplied by it",
  serial: "each serialized asset's serial number (or its barcode) and its price",
  consignment: "the product name, its sale price and the client's share in percent (0 to 100)",
  fmv: "each asset's serial number (or its barcode) and its fair market value",
};

// ARCHITECTURE §7: a cell starting with one of these would run as a formula in a spreadsheet.
const FORMULA_START = /^[=+\-@]/;

/** One CSV cell: formulas neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A template to fill in: the header row, then one row per product (yield, consignment) or per
 * asset (serial, fmv: by barcode, which every asset has) of the load, prices left blank.
 */
export function templateCsv(type: PricingType, lines: PricingView["lines"]): string {
  const byAsset = type === "serial" || type === "fmv";
  const headers = byAsset
    ? ["Barcode", type === "fmv" ? "FMV" : "Price"]
    : PRICING_COLUMNS[type].required.map((names) => columnHeader(names[0] ?? ""));
  const keys = byAsset
    ? lines.map((l) => l.barcode).filter((b): b is string => b !== null)
    : lines.map((l) => l.productName).filter((p): p is string => p !== null);
  const rows = [...new Set(keys)].map((key) => [key, ...headers.slice(1).map(() => "")]);
  return `${[headers, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** An amount in dollars, or "—" when there is none. */
export function formatUsd(amount: number | null): string {
  return amount === null ? "—" : money.format(amount);
}

/** A weight in lbs, or "—" when there is none. */
export function formatWeight(weight: number | null): string {
  return weight === null ? "—" : `${weight.toLocaleString("en-US", { maximumFractionDigits: 3 })} lbs`;
}

/** The snackbar after a pricing: "3 priced, total $1,250.00". */
export function pricedMessage(result: PricingResult): string {
  return `${result.priced.toLocaleString("en-US")} priced, total ${money.format(result.total)}`;
}
