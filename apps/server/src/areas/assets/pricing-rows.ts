import { type FieldErrors, PRICING_COLUMNS, type PricingType } from "@ops/domain";
import { fieldError } from "../../platform/app-error";
import { columnKey, readSheet, type SheetRow } from "../../platform/spreadsheets";
import { addRowError } from "../activities/asn-rows";

/** A price sheet may hold this many rows: a serial or fmv sheet has one row per unit. */
export const MAX_PRICING_ROWS = 50_000;
/** numeric(14,4) unit prices and numeric(14,2) values: keep well inside both. */
const MAX_PRICE = 99_999_999;

/** Headers people write for the same column: `Price (per lb)`, `Serial Number`, `Share %`. */
const ALIASES: Record<string, string> = {
  serial_number: "serial",
  serial_no: "serial",
  price_per_lb: "price",
  unit_price: "price",
  sale: "sale_price",
  share_percent: "share",
  share_pct: "share",
  fair_market_value: "fmv",
};

/** A header as a pricing column key: `Share (%)` → `share`, `Serial Number` → `serial`. */
export function pricingKey(header: string): string {
  const key = columnKey(header)
    .replace(/\(.*?\)/g, "")
    .replace(/%/g, "")
    .replace(/[^a-z0-9_]/g, "")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
  return ALIASES[key] ?? key;
}

/** A price as people type it: `$1,250.50` reads as 1250.5, `70%` as 70; anything else is NaN. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[$,\s%]/g, "");
  return /^\+?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** One checked row: what it names (a product, a serial or a barcode) and its amounts. */
export type PriceRow = {
  row: number;
  /** The product name (yield, consignment), or the serial or barcode as written. */
  ref: string;
  by: "product" | "serial" | "barcode";
  amount: number;
  share: number | null;
};

const LABEL: Record<string, string> = {
  price: "Price",
  sale_price: "Sale price",
  share: "Share",
  fmv: "FMV",
  product: "Product",
};

/**
 * Reads a price file of one pricing type and checks each row on its own (a name or reference,
 * amounts that are numbers of 0 or more, a share of 0–100 %, no product or asset twice). Row
 * errors go into `errors` as `rows.<spreadsheet row>.<column>`; rows that passed are answered.
 */
export async function readPriceRows(
  file: { bytes: Buffer; fileName: string },
  type: PricingType,
  errors: FieldErrors,
): Promise<PriceRow[]> {
  const { required } = PRICING_COLUMNS[type];
  const single = required.filter((names) => names.length === 1).map((names) => names[0] ?? "");
  const sheet = await readSheet(file, { required: single, maxRows: MAX_PRICING_ROWS, keyOf: pricingKey });
  if (!sheet.length) throw fieldError("file", "The file has no price rows");
  const byAsset = type === "serial" || type === "fmv";
  if (byAsset) {
    const headers = Object.keys(sheet[0]?.cells ?? {});
    if (!headers.includes("serial") && !headers.includes("barcode"))
      throw fieldError("file", "Missing column: serial or barcode");
  }
  const amountColumn =
    type === "yield" || type === "serial" ? "price" : type === "fmv" ? "fmv" : "sale_price";
  const seen = new Map<string, number>();
  const rows: PriceRow[] = [];
  for (const sheetRow of sheet) {
    const row = checkRow(sheetRow, byAsset, amountColumn, type === "consignment", errors);
    if (!row) continue;
    const key = `${row.by}|${row.ref.toUpperCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const column = row.by === "product" ? "product" : row.by;
      addRowError(
        errors,
        row.row,
        column,
        `Same ${row.by === "product" ? "product" : row.by} as row ${first}`,
      );
      continue;
    }
    seen.set(key, row.row);
    rows.push(row);
  }
  return rows;
}

function checkRow(
  { rowNumber, cells }: SheetRow,
  byAsset: boolean,
  amountColumn: string,
  withShare: boolean,
  errors: FieldErrors,
): PriceRow | null {
  let ok = true;
  const fail = (column: string, message: string) => {
    addRowError(errors, rowNumber, column, message);
    ok = false;
  };
  const amountOf = (column: string, max: number) => {
    const text = (cells[column] ?? "").trim();
    if (!text) {
      fail(column, `${LABEL[column]} is required`);
      return 0;
    }
    const value = parseAmount(text);
    if (Number.isNaN(value)) fail(column, `${LABEL[column]} must be a number, 0 or more`);
    else if (value > max) fail(column, `${LABEL[column]} is at most ${max.toLocaleString("en-US")}`);
    return value;
  };

  let ref = "";
  let by: PriceRow["by"] = "product";
  if (byAsset) {
    const serial = (cells.serial ?? "").trim();
    const barcode = (cells.barcode ?? "").trim();
    ref = serial || barcode;
    by = serial ? "serial" : "barcode";
    if (!ref)
      fail("serial" in cells ? "serial" : "barcode", "Give the serial number or barcode of the asset");
    else if (ref.length > 100)
      fail(by, `${by === "serial" ? "Serial" : "Barcode"} is at most 100 characters`);
  } else {
    ref = (cells.product ?? "").trim();
    if (!ref) fail("product", "Product is required");
    else if (ref.length > 200) fail("product", "Product is at most 200 characters");
  }
  const amount = amountOf(amountColumn, MAX_PRICE);
  const share = withShare ? amountOf("share", 100) : null;
  return ok ? { row: rowNumber, ref, by, amount, share } : null;
}
