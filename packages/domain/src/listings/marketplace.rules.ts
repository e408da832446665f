// Pure rules of the marketplace files (issue 19): what a listing becomes in the bulk-listing
// file, and how a sold-items report's rows are read and matched to listings, every row error in
// one pass. The server reads the listings and what was imported before; these decide.
import type { ListingFileRow } from "./marketplace.schemas";

/**
 * Our grades as the auction marketplace's condition ids (its refurbished conditions for the
 * cosmetic grades, used for the worn ones, for parts for F). A hand-picked set without a grade is
 * listed as used.
 */
export const GRADE_CONDITIONS: Record<string, { id: number; label: string }> = {
  A: { id: 2010, label: "Excellent - Refurbished" },
  B: { id: 2020, label: "Very Good - Refurbished" },
  C: { id: 2030, label: "Good - Refurbished" },
  D: { id: 3000, label: "Used" },
  E: { id: 3000, label: "Used" },
  F: { id: 7000, label: "For parts or not working" },
};
const UNGRADED_CONDITION = { id: 3000, label: "Used" };

export function conditionOfGrade(grade: string | null): { id: number; label: string } {
  return (grade && GRADE_CONDITIONS[grade]) || UNGRADED_CONDITION;
}

/** The custom label (the marketplace's SKU) we give a listing: `L-42`. */
export const customLabelOf = (listingId: number) => `L-${listingId}`;

/** The listing a custom label names, or null when it is not one of ours. */
export function listingIdOfLabel(label: string): number | null {
  const match = /^L-(\d{1,10})$/i.exec(label.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export type ListingForFile = {
  id: number;
  reference: string | null;
  title: string;
  description: string | null;
  grade: string | null;
  price: number | null;
  /** Its assets still listed (unsold). */
  quantity: number;
};

/** One listing as a row of the bulk-listing file: Add without a reference, Revise with one. */
export function listingFileRowOf(listing: ListingForFile): ListingFileRow {
  const condition = conditionOfGrade(listing.grade);
  return {
    Action: listing.reference ? "Revise" : "Add",
    "Custom label": customLabelOf(listing.id),
    "Item number": listing.reference,
    Title: listing.title,
    Description: listing.description,
    "Condition ID": condition.id,
    Condition: condition.label,
    Quantity: listing.quantity,
    "Start price": listing.price === null ? null : listing.price.toFixed(2),
    Format: "FixedPrice",
    Duration: "GTC",
  };
}

// ---- the sold-items report ----------------------------------------------------------------------

export type SoldRowValues = {
  orderNumber: string;
  itemNumber: string | null;
  /** From the custom label `L-<id>`, when it is one of ours. */
  labelListingId: number | null;
  quantity: number;
  /** "Sold for" is the price of one unit (the report's per-item price), stored on each asset. */
  unitPrice: number;
  buyer: string | null;
  /** YYYY-MM-DD when the report gives it. */
  saleDate: string | null;
};

/** A row's errors by column key. */
export type RowErrors = Record<string, string>;

const MAX_QUANTITY = 10_000;
const MAX_PRICE = 999_999_999_999.99;

/** A price as reports write it: `120`, `1,250.50`, `$120.00`, `US $120.00`; NaN otherwise. */
export function parseMoney(text: string): number {
  const cleaned = text.replace(/^[A-Za-z]{0,3}\s*[$€£]?\s*/, "").replace(/,/g, "");
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A sale day: `2026-11-26`, or `11/26/2026` as the marketplace writes it; null when not a day. */
export function parseSaleDate(text: string): string | null {
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** The buyer as stored on the sale: `Name (username)`, or whichever the report gives. */
export function buyerOf(username: string, name: string): string | null {
  const u = username.trim();
  const n = name.trim();
  if (u && n) return `${n} (${u})`.slice(0, 200);
  return (u || n).slice(0, 200) || null;
}

/** Reads one report row on its own: its values, or its errors by column. */
export function parseSoldRow(
  cells: Record<string, string>,
  today: string,
): { values: SoldRowValues | null; errors: RowErrors } {
  const errors: RowErrors = {};
  const get = (key: string) => (cells[key] ?? "").trim();
  const orderNumber = get("order_number");
  if (!orderNumber) errors.order_number = "Order number is missing";
  else if (orderNumber.length > 100) errors.order_number = "Order number is at most 100 characters";

  const itemNumber = get("item_number") || null;
  const label = get("custom_label");
  const labelListingId = label ? listingIdOfLabel(label) : null;
  if (itemNumber && itemNumber.length > 100) errors.item_number = "Item number is at most 100 characters";
  if (!itemNumber && !label) errors.item_number = "Give the item number or the custom label (L-<listing id>)";
  else if (!itemNumber && labelListingId === null)
    errors.custom_label = `Custom label ${label} is not one of ours (L-<listing id>)`;

  const quantityText = get("quantity");
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!quantityText) errors.quantity = "Quantity is missing";
  else if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    errors.quantity = `Quantity must be a whole number from 1 to ${MAX_QUANTITY.toLocaleString("en-US")}`;

  const priceText = get("sold_for");
  const unitPrice = parseMoney(priceText);
  if (!priceText) errors.sold_for = "Sold for is missing";
  else if (Number.isNaN(unitPrice) || unitPrice > MAX_PRICE)
    errors.sold_for = `Sold for ${priceText} is not a price (per unit, e.g. 120.00)`;

  const dateText = get("sale_date");
  const saleDate = dateText ? parseSaleDate(dateText) : null;
  if (dateText && !saleDate) errors.sale_date = `Sale date ${dateText} is not a day (YYYY-MM-DD)`;
  else if (saleDate && saleDate > today) errors.sale_date = "Sale date cannot be in the future";

  if (Object.keys(errors).length > 0) return { values: null, errors };
  return {
    values: {
      orderNumber,
      itemNumber,
      labelListingId,
      quantity,
      unitPrice,
      buyer: buyerOf(get("buyer_username"), get("buyer_name")),
      saleDate,
    },
    errors,
  };
}

/** What the server knows of a listing a report names. */
export type ListingToMatch = {
  id: number;
  title: string;
  reference: string | null;
  status: string;
  /** Assets still listed on it (unsold). */
  listed: number;
};

export type ReportRow = { row: number; values: SoldRowValues };
export type PlannedSale = { row: number; listingId: number } & SoldRowValues;
export type SoldReportPlan = {
  errors: { row: number; field: string; message: string }[];
  sales: PlannedSale[];
  skipped: { row: number; orderNumber: string; listingId: number }[];
};

/** The key of an order's sale on a listing: what makes a re-import skip the row. */
export const saleKeyOf = (listingId: number, orderNumber: string) => `${listingId}\u0000${orderNumber}`;

/**
 * Matches parsed rows to listings: by item number (the listing's reference on the platform) or
 * by custom label `L-<id>`; a row naming an unknown, draft or ended listing is refused; an order
 * already imported for the listing is skipped (its sale reference is the order number); the same
 * order and listing twice in the file is refused; quantities taken row by row may not exceed
 * what is still listed. Every error is answered, with its row.
 */
export function planSoldReport(
  rows: readonly ReportRow[],
  byReference: ReadonlyMap<string, ListingToMatch>,
  byId: ReadonlyMap<number, ListingToMatch>,
  imported: ReadonlySet<string>,
): SoldReportPlan {
  const plan: SoldReportPlan = { errors: [], sales: [], skipped: [] };
  const left = new Map<number, number>();
  const seen = new Map<string, number>();
  for (const { row, values } of rows) {
    const refuse = (field: string, message: string) => plan.errors.push({ row, field, message });
    const byItem = values.itemNumber ? byReference.get(values.itemNumber) : undefined;
    const byLabel = values.labelListingId !== null ? byId.get(values.labelListingId) : undefined;
    if (values.itemNumber && !byItem) {
      refuse("item_number", `No listing has item number ${values.itemNumber}`);
      continue;
    }
    if (!values.itemNumber && !byLabel) {
      refuse("custom_label", `No listing ${customLabelOf(values.labelListingId ?? 0)}`);
      continue;
    }
    const listing = (byItem ?? byLabel) as ListingToMatch;
    if (byItem && values.labelListingId !== null && values.labelListingId !== byItem.id) {
      refuse(
        "custom_label",
        `Item number ${values.itemNumber} is listing #${byItem.id}, not ${customLabelOf(values.labelListingId)}`,
      );
      continue;
    }
    const name = `listing #${listing.id} (${listing.title})`;
    const key = saleKeyOf(listing.id, values.orderNumber);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      refuse("order_number", `Order ${values.orderNumber} for ${name} is also on row ${earlier}`);
      continue;
    }
    seen.set(key, row);
    if (imported.has(key)) {
      plan.skipped.push({ row, orderNumber: values.orderNumber, listingId: listing.id });
      continue;
    }
    if (listing.status === "draft" || listing.status === "ended") {
      refuse(
        "item_number",
        `${name[0]?.toUpperCase()}${name.slice(1)} is ${listing.status === "draft" ? "a draft" : "ended"}`,
      );
      continue;
    }
    const available = left.get(listing.id) ?? listing.listed;
    if (values.quantity > available) {
      refuse("quantity", `Quantity ${values.quantity} is more than the ${available} still listed on ${name}`);
      continue;
    }
    left.set(listing.id, available - values.quantity);
    plan.sales.push({ row, listingId: listing.id, ...values });
  }
  return plan;
}

/** `Row 4: No listing has item number 1234`, in row order: how a refusal names its rows. */
export function rowErrorLines(errors: SoldReportPlan["errors"]): string[] {
  return [...errors].sort((a, b) => a.row - b.row).map((e) => `Row ${e.row}: ${e.message}`);
}
