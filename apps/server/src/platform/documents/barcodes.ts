import bwipjs from "bwip-js/node";

/**
 * A barcode as modules, encoded by bwip-js (Barcode Writer in Pure PostScript), so the PDF can
 * draw it as vector rectangles at any module size and the ZPL can size its `^BY` module to fit:
 * - `bars` (Code 128): the widths of bar, space, bar, … in modules, starting with a bar;
 * - `matrix` (QR): a square of `modules` × `modules` cells, row by row, 1 for dark.
 */
export type BarcodeSymbol =
  | { kind: "bars"; widths: number[]; modules: number }
  | { kind: "matrix"; cells: number[]; modules: number };

type RawBars = { sbs: number[] };
type RawMatrix = { pixs: number[]; pixx: number; pixy: number };

/** Encodes `text` as Code 128 or QR; a value the symbology cannot hold throws bwip-js's reason. */
export function encodeBarcode(kind: "code128" | "qr", text: string): BarcodeSymbol {
  if (kind === "code128") {
    const [raw] = bwipjs.raw("code128", text, "") as RawBars[];
    if (!raw) throw new Error(`code128: nothing encoded for ${text}`);
    return { kind: "bars", widths: raw.sbs, modules: raw.sbs.reduce((sum, w) => sum + w, 0) };
  }
  const [raw] = bwipjs.raw("qrcode", text, "eclevel=M") as RawMatrix[];
  if (!raw || raw.pixx !== raw.pixy) throw new Error(`qrcode: nothing encoded for ${text}`);
  return { kind: "matrix", cells: raw.pixs, modules: raw.pixx };
}

/** The dark bars of a Code 128 symbol as [start, width] in modules from its left edge. */
export function barsOf(symbol: Extract<BarcodeSymbol, { kind: "bars" }>): [number, number][] {
  const bars: [number, number][] = [];
  let at = 0;
  symbol.widths.forEach((width, i) => {
    if (i % 2 === 0) bars.push([at, width]);
    at += width;
  });
  return bars;
}
