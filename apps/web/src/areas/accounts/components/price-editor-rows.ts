import { type PriceableItem, type PriceEntryView, type PriceList, PricesBody } from "@ops/domain";

/** One line of the price editor as the user edits it: selects hold ids or nothing, the price what was typed. */
export type PriceRow = {
  /** Stable identity for React and for errors, independent of the row's position. */
  key: string;
  item: PriceableItem | null;
  method: string | null;
  customName: string;
  unit: string | null;
  /** What the number input holds: a number, or text while incomplete ("", "12."). */
  price: number | string;
};

export type PriceRowField = "item" | "method" | "customName" | "unit" | "price";
/** Field errors by row key. */
export type PriceRowErrors = Record<string, Partial<Record<PriceRowField, string>>>;

export type PriceValidation = {
  rows: PriceRowErrors;
  /** Errors that belong to no row (too many entries, unknown fields). */
  general: string[];
};

let lastKey = 0;
function nextKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export const DEFAULT_METHOD = "unit_price";
export const DEFAULT_UNIT = "lbs";

/** A new empty line; it takes method and unit from the line before it, as lists are usually uniform. */
export function emptyRow(previous?: PriceRow): PriceRow {
  return {
    key: nextKey(),
    item: null,
    method: previous?.method ?? DEFAULT_METHOD,
    customName: "",
    unit: previous?.unit ?? DEFAULT_UNIT,
    price: "",
  };
}

export function rowFromEntry(entry: PriceEntryView): PriceRow {
  const item: PriceableItem =
    entry.productId !== null
      ? { kind: "product", id: entry.productId, name: entry.itemName }
      : { kind: "service", id: entry.serviceId ?? 0, name: entry.itemName };
  return {
    key: nextKey(),
    item,
    method: entry.method,
    customName: entry.customName ?? "",
    unit: entry.unit,
    price: Number(entry.price),
  };
}

/** The editor's rows for a saved list; an empty list starts with one empty line to type into. */
export function rowsFromPriceList(list: PriceList): PriceRow[] {
  return list.entries.length > 0 ? list.entries.map(rowFromEntry) : [emptyRow()];
}

/** A line the user added but never filled in; it is left out of the saved list. */
export function isBlankRow(row: PriceRow): boolean {
  return row.item === null && String(row.price).trim() === "" && row.customName.trim() === "";
}

function priceText(price: number | string): string {
  return typeof price === "number" ? String(price) : price.trim();
}

/** What a row contributes to the saved list, for comparing with what was loaded. */
function rowSignature(row: PriceRow): string {
  const price = priceText(row.price);
  const numeric = price !== "" && Number.isFinite(Number(price)) ? String(Number(price)) : price;
  return JSON.stringify([
    row.item?.kind ?? null,
    row.item?.id ?? null,
    row.method,
    row.method === "custom" ? row.customName.trim() : "",
    row.unit,
    numeric,
  ]);
}

/** Whether the rows would save something different from `initial` (blank lines do not count). */
export function rowsChanged(initial: PriceRow[], rows: PriceRow[]): boolean {
  const a = initial.filter((r) => !isBlankRow(r)).map(rowSignature);
  const b = rows.filter((r) => !isBlankRow(r)).map(rowSignature);
  return a.length !== b.length || a.some((signature, i) => signature !== b[i]);
}

const FIELD_OF: Record<string, PriceRowField> = {
  productId: "item",
  serviceId: "item",
  method: "method",
  customName: "customName",
  unit: "unit",
  price: "price",
};

function addRowError(errors: PriceRowErrors, key: string, field: PriceRowField, message: string) {
  const row = errors[key] ?? {};
  row[field] ??= message;
  errors[key] = row;
}

/**
 * Puts field errors named by path (`entries.<i>.<field>`, from the server's 422 or the schema) on
 * the rows they belong to; `sentKeys[i]` is the row that was sent as entry `i`.
 */
export function rowErrorsFromFields(
  fields: Record<string, string>,
  sentKeys: readonly string[],
): PriceValidation {
  const rows: PriceRowErrors = {};
  const general: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const match = /^entries\.(\d+)\.(\w+)/.exec(path);
    const key = match ? sentKeys[Number(match[1])] : undefined;
    const field = match ? FIELD_OF[match[2] ?? ""] : undefined;
    if (key && field) addRowError(rows, key, field, message);
    else general.push(message);
  }
  return { rows, general };
}

export type PricesBodyResult =
  | { ok: true; body: PricesBody; sentKeys: string[] }
  | { ok: false; errors: PriceValidation; sentKeys: string[] };

/**
 * Turns the rows into the body of `PUT .../prices`, checked by the domain schema as the server
 * will check it. Blank lines are left out; `sentKeys` maps entry positions back to rows.
 */
export function toPricesBody(rows: PriceRow[], baseVersion: number): PricesBodyResult {
  const sent = rows.filter((r) => !isBlankRow(r));
  const sentKeys = sent.map((r) => r.key);
  const raw = {
    entries: sent.map((row) => ({
      productId: row.item?.kind === "product" ? row.item.id : null,
      serviceId: row.item?.kind === "service" ? row.item.id : null,
      method: row.method,
      customName: row.method === "custom" ? row.customName : null,
      unit: row.unit,
      price: priceText(row.price),
    })),
    baseVersion,
  };

  const errors: PriceValidation = { rows: {}, general: [] };
  // Plain messages for what the schema would answer with a list of allowed ids.
  for (const row of sent) {
    if (!row.item) addRowError(errors.rows, row.key, "item", "Choose a product or a service");
    if (!row.method) addRowError(errors.rows, row.key, "method", "Choose a method");
    if (!row.unit) addRowError(errors.rows, row.key, "unit", "Choose a unit");
    if (priceText(row.price) === "") addRowError(errors.rows, row.key, "price", "Enter a price");
  }
  const parsed = PricesBody.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
    const fromSchema = rowErrorsFromFields(fields, sentKeys);
    for (const [key, rowErrors] of Object.entries(fromSchema.rows)) {
      for (const [field, message] of Object.entries(rowErrors))
        addRowError(errors.rows, key, field as PriceRowField, message);
    }
    errors.general.push(...fromSchema.general);
  }
  if (!parsed.success || Object.keys(errors.rows).length > 0) return { ok: false, errors, sentKeys };
  return { ok: true, body: parsed.data, sentKeys };
}
