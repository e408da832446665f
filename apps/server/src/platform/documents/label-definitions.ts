import { type BarcodeSymbol, encodeBarcode } from "./barcodes";

/**
 * One label, described once: its size, its text fields and its barcode, placed in the label's
 * unit from the top-left corner. The PDF and the ZPL are both drawn from `layoutLabel`, so what
 * a thermal printer prints is what the PDF shows.
 */
export type LabelDefinition = {
  name: string;
  unit: "mm" | "in";
  width: number;
  height: number;
  fields: readonly LabelField[];
  barcode: LabelBarcode;
};

/** A line of text: the record's value under `key`, after an optional caption (`S/N `). */
export type LabelField = {
  key: string;
  caption?: string;
  x: number;
  y: number;
  /** Height of the text (cap to descender), in the label's unit. */
  size: number;
  bold?: boolean;
  /** Widest the line may run; longer text is cut with an ellipsis. Defaults to the right margin. */
  maxWidth?: number;
};

/** Code 128 for a barcode that is scanned back in; QR where the label carries an address (URL). */
export type LabelBarcode = {
  kind: "code128" | "qr";
  key: string;
  x: number;
  y: number;
  /** Code 128: the bar height; QR: the side of the square (the largest that fits). */
  height: number;
  /** Code 128: widest the symbol may be; the module is the largest whole printer dot that fits. */
  maxWidth: number;
};

/** What a label prints: text by field key; a missing or empty value leaves its line out. */
export type LabelRecord = Record<string, string | null | undefined>;

/** The printers' resolution ZPL is written for: 203 dpi, 8 dots per millimetre. */
export const ZPL_DOTS_PER_MM = 8;
const MM_PER_IN = 25.4;
/** A character of the labels' sans-serif fonts is at most this wide, relative to the text height. */
const CHAR_WIDTH_RATIO = 0.62;

/** A text line laid out, every length in millimetres. */
export type PlacedText = { text: string; x: number; y: number; size: number; bold: boolean };
/** The barcode laid out in millimetres, with its module (narrowest bar or QR cell) in printer dots. */
export type PlacedBarcode = {
  kind: LabelBarcode["kind"];
  data: string;
  symbol: BarcodeSymbol;
  x: number;
  y: number;
  moduleDots: number;
  height: number;
};
/** A label ready to draw: size and contents in millimetres. */
export type LabelLayout = {
  width: number;
  height: number;
  texts: PlacedText[];
  barcode: PlacedBarcode;
};

export const toMm = (def: Pick<LabelDefinition, "unit">, value: number) =>
  def.unit === "mm" ? value : value * MM_PER_IN;

/** Cuts a line to what fits its width, saying so with an ellipsis. */
export function fitText(text: string, size: number, maxWidth: number): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  const fits = Math.max(1, Math.floor(maxWidth / (size * CHAR_WIDTH_RATIO)));
  return oneLine.length <= fits ? oneLine : `${oneLine.slice(0, Math.max(0, fits - 1)).trimEnd()}…`;
}

/**
 * Lays a record out on a label: the text each field prints and where, and the barcode's
 * symbol with the largest module that keeps it within its width. Fails when the barcode's
 * value is missing or cannot fit even with one-dot modules (a definition error, not the user's).
 */
export function layoutLabel(def: LabelDefinition, record: LabelRecord): LabelLayout {
  const width = toMm(def, def.width);
  // By default a line may run to the label's right edge less its left margin.
  const margin = toMm(def, Math.min(def.barcode.x, ...def.fields.map((f) => f.x)));
  const texts: PlacedText[] = [];
  for (const field of def.fields) {
    const value = record[field.key];
    if (value === null || value === undefined || value.trim() === "") continue;
    const x = toMm(def, field.x);
    const size = toMm(def, field.size);
    const maxWidth = field.maxWidth === undefined ? width - x - margin : toMm(def, field.maxWidth);
    texts.push({
      text: fitText(`${field.caption ?? ""}${value}`, size, maxWidth),
      x,
      y: toMm(def, field.y),
      size,
      bold: field.bold ?? false,
    });
  }
  const data = record[def.barcode.key];
  if (!data) throw new Error(`label ${def.name}: the barcode value ${def.barcode.key} is missing`);
  const symbol = encodeBarcode(def.barcode.kind, data);
  const height = toMm(def, def.barcode.height);
  const room = symbol.kind === "bars" ? toMm(def, def.barcode.maxWidth) : height;
  const moduleDots = Math.min(4, Math.floor((room * ZPL_DOTS_PER_MM) / symbol.modules));
  if (moduleDots < 1) throw new Error(`label ${def.name}: ${data} is too long for its barcode's width`);
  return {
    width,
    height: toMm(def, def.height),
    texts,
    barcode: {
      kind: def.barcode.kind,
      data,
      symbol,
      x: toMm(def, def.barcode.x),
      y: toMm(def, def.barcode.y),
      moduleDots,
      height,
    },
  };
}

/**
 * An asset's label, 4 × 2 in (the common thermal stock): the barcode to scan, then the barcode
 * in words, what the asset is, its serial, product and load.
 */
export const ASSET_LABEL: LabelDefinition = {
  name: "asset",
  unit: "in",
  width: 4,
  height: 2,
  barcode: { kind: "code128", key: "barcode", x: 0.2, y: 0.12, height: 0.72, maxWidth: 3.6 },
  fields: [
    { key: "barcode", x: 0.2, y: 0.92, size: 0.24, bold: true },
    { key: "type", x: 0.2, y: 1.22, size: 0.15 },
    { key: "serialNumber", caption: "S/N ", x: 0.2, y: 1.42, size: 0.15 },
    { key: "product", x: 0.2, y: 1.62, size: 0.15 },
    { key: "load", caption: "Load ", x: 0.2, y: 1.82, size: 0.12, maxWidth: 3.6 },
  ],
};

/** A warehouse location's label, 100 × 50 mm: the barcode to scan, its barcode, name and warehouse. */
export const LOCATION_LABEL: LabelDefinition = {
  name: "location",
  unit: "mm",
  width: 100,
  height: 50,
  barcode: { kind: "code128", key: "barcode", x: 5, y: 4, height: 20, maxWidth: 90 },
  fields: [
    { key: "barcode", x: 5, y: 27, size: 7, bold: true },
    { key: "name", x: 5, y: 36, size: 4.5 },
    { key: "warehouse", caption: "Warehouse ", x: 5, y: 43, size: 3.5 },
  ],
};
