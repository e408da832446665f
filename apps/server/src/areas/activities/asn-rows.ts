import { type AsnField, type FieldErrors, normalise, PRICE_SCALE, parseUnits } from "@ops/domain";
import type { SheetRow } from "../../platform/spreadsheets";
import type { ColumnPlan } from "./asn-reconcile";

/** An ASN row as it will be written; the product is resolved against the catalogue later. */
export type AsnRowValues = {
  row: number;
  serialNumber: string | null;
  assetTag: string | null;
  manufacturer: string | null;
  model: string | null;
  productId: number | null;
  productName: string | null;
  description: string | null;
  quantity: number;
  weight: number | null;
  /** The client's unit price (import_asn_pricing values assets by it), exact, 4 places. */
  unitPrice: string | null;
  palletId: string | null;
  clientRef: string | null;
};

type TextField = Exclude<AsnField, "quantity" | "weight" | "unitPrice" | "product">;
const MAX_LENGTH: Record<TextField | "product", number> = {
  serialNumber: 100,
  assetTag: 100,
  manufacturer: 200,
  model: 200,
  product: 200,
  description: 1000,
  palletId: 100,
  clientRef: 200,
};
const LENGTH_LABEL: Record<TextField | "product", string> = {
  serialNumber: "Serial number",
  assetTag: "Asset tag",
  manufacturer: "Manufacturer",
  model: "Model",
  product: "Product",
  description: "Description",
  palletId: "Pallet id",
  clientRef: "Client reference",
};
/** numeric(12,3): nine digits before the point. */
const MAX_NUMBER = 999_999_999;

/** numeric(14,4): ten digits before the point. */
const MAX_PRICE = 10n ** 10n * 10n ** BigInt(PRICE_SCALE);

/** A number as people type it in a sheet: `1,250.5` reads as 1250.5; anything else is NaN. */
function parseNumber(text: string): number {
  const cleaned = text.replace(/,/g, "").trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export function addRowError(errors: FieldErrors, row: number, field: string, message: string) {
  const key = `rows.${row}.${field}`;
  errors[key] = [...(errors[key] ?? []), message];
}

/**
 * Checks one sheet row on its own (types, lengths, at least something that identifies the item)
 * and answers its values and whether it passed; errors go into `errors` under
 * `rows.<spreadsheet row>.<field>`.
 */
export function parseAsnRow(
  row: SheetRow,
  plan: ColumnPlan[],
  errors: FieldErrors,
): { values: AsnRowValues; ok: boolean } {
  const cells: Partial<Record<AsnField, string>> = {};
  for (const column of plan) cells[column.field] = row.cells[column.header] ?? "";
  let ok = true;
  const fail = (field: string, message: string) => {
    addRowError(errors, row.rowNumber, field, message);
    ok = false;
  };
  const text = (field: TextField | "product"): string | null => {
    const value = (cells[field] ?? "").trim();
    if (value.length > MAX_LENGTH[field])
      fail(field, `${LENGTH_LABEL[field]} is at most ${MAX_LENGTH[field]} characters`);
    return value === "" ? null : value;
  };

  const quantityText = cells.quantity ?? "";
  let quantity = 1;
  if (quantityText !== "") {
    quantity = parseNumber(quantityText);
    if (!(quantity > 0)) fail("quantity", "Quantity must be a positive number");
    else if (quantity > MAX_NUMBER) fail("quantity", "Quantity is too large");
  }
  const weightText = cells.weight ?? "";
  let weight: number | null = null;
  if (weightText !== "") {
    weight = parseNumber(weightText);
    if (!(weight >= 0)) fail("weight", "Weight must be a number of lbs, 0 or more");
    else if (weight > MAX_NUMBER) fail("weight", "Weight is too large");
  }
  const priceText = (cells.unitPrice ?? "").replace(/[$,]/g, "").trim();
  let unitPrice: string | null = null;
  if (priceText !== "") {
    const exact = parseUnits(priceText, 12);
    if (exact === null || exact < 0n) fail("unitPrice", "Unit price must be a number, 0 or more");
    else if (exact % 10n ** BigInt(12 - PRICE_SCALE) !== 0n)
      fail("unitPrice", `Unit price has at most ${PRICE_SCALE} decimal places`);
    else if (exact / 10n ** BigInt(12 - PRICE_SCALE) >= MAX_PRICE)
      fail("unitPrice", "Unit price is too large");
    else unitPrice = normalise(priceText, PRICE_SCALE);
  }
  const values: AsnRowValues = {
    row: row.rowNumber,
    serialNumber: text("serialNumber"),
    assetTag: text("assetTag"),
    manufacturer: text("manufacturer"),
    model: text("model"),
    productId: null,
    productName: text("product"),
    description: text("description"),
    quantity,
    weight,
    unitPrice,
    palletId: text("palletId"),
    clientRef: text("clientRef"),
  };
  if (!values.serialNumber && !values.assetTag && !values.productName && !values.model)
    fail("serialNumber", "Give a serial number, asset tag, product or model for this row");
  return { values, ok };
}

/** One message for a file's row errors, counting rows rather than cells. */
export function rowErrorsMessage(errors: FieldErrors): string {
  const rows = new Set(Object.keys(errors).map((k) => k.split(".")[1])).size;
  return `${rows.toLocaleString("en-US")} ${rows === 1 ? "row needs" : "rows need"} attention; nothing was imported`;
}
