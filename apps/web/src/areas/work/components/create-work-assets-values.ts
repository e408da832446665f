import { type AssetType, CreatedWorkItem, type CreateWorkAssetsBody, ScannedBarcode } from "@ops/domain";

/** One row of the form: an asset to make out of the source input. */
export type CreateRow = {
  /** The row's identity on screen (rows are added and removed). */
  key: string;
  type: AssetType;
  productId: string | null;
  productName: string | null;
  grossWeight: number | string;
  netWeight: number | string;
  serialNumber: string;
  /** Left empty, the server generates one. */
  barcode: string;
};

export type CreateValues = { sourceBarcode: string; rows: CreateRow[] };

let rowCount = 0;

/**
 * A new row; it takes the type of the row before it. The product is chosen again (the picker
 * names only a product it found itself).
 */
export function newRow(type: AssetType, previous?: CreateRow): CreateRow {
  rowCount += 1;
  return {
    key: `row-${rowCount}`,
    type: previous?.type ?? type,
    productId: null,
    productName: null,
    grossWeight: "",
    netWeight: "",
    serialNumber: "",
    barcode: "",
  };
}

/** An empty number field is no number: the schema then says "must be a number". */
const numberOf = (value: number | string): number | undefined =>
  typeof value === "number" ? value : value.trim() === "" ? undefined : Number(value);

/** What a row sends. */
function itemOf(row: CreateRow) {
  return {
    type: row.type,
    barcode: row.barcode.trim() || null,
    productId: row.productId ? Number(row.productId) : undefined,
    grossWeight: numberOf(row.grossWeight),
    netWeight: numberOf(row.netWeight),
    serialNumber: row.type === "serial" ? row.serialNumber.trim() || null : null,
    quantity: 1,
  };
}

/** The request body (before the domain schema's parsing) with its request key. */
export function createBodyOf(values: CreateValues, requestKey: string): CreateWorkAssetsBody {
  return {
    sourceBarcode: values.sourceBarcode.trim().toUpperCase(),
    items: values.rows.map(itemOf) as CreateWorkAssetsBody["items"],
    requestKey,
  };
}

/**
 * The form's errors, keyed as the server keys them (`sourceBarcode`, `items.<i>.<field>`), with
 * the domain's own messages; plus what the form asks beyond the schema (a serial asset needs its
 * serial number, two rows cannot name one barcode). Empty: the form can be sent.
 */
export function createErrors(values: CreateValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const source = ScannedBarcode.safeParse(values.sourceBarcode);
  if (!source.success) errors.sourceBarcode = source.error.issues[0]?.message ?? "Scan the input";
  if (values.rows.length === 0) errors.items = "Add at least one asset";
  const seen = new Map<string, number>();
  values.rows.forEach((row, index) => {
    const parsed = CreatedWorkItem.safeParse(itemOf(row));
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        errors[`items.${index}.${issue.path.join(".")}`] ??= issue.message;
    if (row.type === "serial" && row.serialNumber.trim() === "")
      errors[`items.${index}.serialNumber`] ??= "Serial number is required for a serial asset";
    const barcode = row.barcode.trim().toUpperCase();
    if (barcode !== "") {
      const first = seen.get(barcode);
      if (first !== undefined)
        errors[`items.${index}.barcode`] ??= `Barcode ${barcode} is also in row ${first + 1}`;
      else seen.set(barcode, index);
      if (barcode === values.sourceBarcode.trim().toUpperCase())
        errors[`items.${index}.barcode`] ??= "A new asset cannot take the barcode of its source";
    }
  });
  return errors;
}

/** The errors of one row, by field. */
export function rowErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `items.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/** "3 assets were created out of B-100", "Bin B-201 was created out of B-100". */
export function createdMessage(count: number, source: string, firstBarcode?: string): string {
  if (count === 1 && firstBarcode) return `${firstBarcode} was created out of ${source}`;
  return `${count} assets were created out of ${source}`;
}
