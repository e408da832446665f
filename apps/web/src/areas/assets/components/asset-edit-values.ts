import { type Asset, AssetUpdate } from "@ops/domain";
import { assetWeights } from "./asset-header-values";

/** The edit form's values: text as typed, choices as ids, the location as its barcode. */
export type AssetEditValues = {
  type: string;
  serialNumber: string;
  parentBarcode: string;
  productId: string | null;
  quantity: number | string;
  grossWeight: number | string;
  netWeight: number | string;
  locationBarcode: string;
  stockType: string | null;
  source: string | null;
  notes: string;
  locks: string[];
};

export function assetEditValuesOf(asset: Asset): AssetEditValues {
  const weights = assetWeights(asset);
  const first = asset.productAssets[0];
  return {
    type: asset.type,
    serialNumber: asset.serialNumber ?? "",
    parentBarcode: asset.parentBarcode ?? "",
    productId: first ? String(first.productId) : null,
    quantity: first?.quantity ?? 1,
    grossWeight: weights.gross ?? "",
    netWeight: weights.net ?? "",
    locationBarcode: asset.locationBarcode ?? "",
    stockType: asset.stockType,
    source: asset.source,
    notes: asset.notes ?? "",
    locks: [...asset.locks],
  };
}

const number = (v: number | string): number | null => {
  if (typeof v === "number") return v;
  const text = v.trim();
  // Text that is not a number goes to the schema as NaN, which answers its "must be a number".
  return text === "" ? null : Number(text);
};

/** Server and schema field names → the form's (the location is typed as a barcode). */
export function formFieldOf(field: string): string {
  return field === "locationId" ? "locationBarcode" : field;
}

/**
 * The update body: only the fields that differ from the asset (absent means unchanged),
 * checked with the domain schema. `locationId` is the resolved id of a changed location
 * barcode (null to clear it).
 */
export function buildAssetUpdate(
  initial: AssetEditValues,
  values: AssetEditValues,
  locationId: number | null | undefined,
): { ok: true; body: AssetUpdate } | { ok: false; errors: Record<string, string> } {
  const raw: Record<string, unknown> = {};
  if (values.type !== initial.type) raw.type = values.type;
  if (values.serialNumber.trim() !== initial.serialNumber) raw.serialNumber = values.serialNumber;
  if (values.parentBarcode.trim().toUpperCase() !== initial.parentBarcode)
    raw.parentBarcode = values.parentBarcode.trim() === "" ? null : values.parentBarcode;
  if (values.productId !== initial.productId)
    raw.productId = values.productId === null ? null : Number(values.productId);
  if (number(values.quantity) !== number(initial.quantity))
    raw.quantity = number(values.quantity) ?? undefined;
  if (number(values.grossWeight) !== number(initial.grossWeight))
    raw.grossWeight = number(values.grossWeight);
  if (number(values.netWeight) !== number(initial.netWeight)) raw.netWeight = number(values.netWeight);
  if (locationId !== undefined) raw.locationId = locationId;
  if (values.stockType !== initial.stockType) raw.stockType = values.stockType;
  if (values.source !== initial.source) raw.source = values.source;
  if (values.notes.trim() !== initial.notes.trim()) raw.notes = values.notes;
  const locks = [...values.locks].sort();
  if (locks.join(",") !== [...initial.locks].sort().join(",")) raw.locks = locks;
  if (values.quantity !== initial.quantity && number(values.quantity) === null) {
    return { ok: false, errors: { quantity: "Quantity is required" } };
  }
  const parsed = AssetUpdate.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[formFieldOf(issue.path.join("."))] ??= issue.message;
    return { ok: false, errors };
  }
  return { ok: true, body: parsed.data };
}
