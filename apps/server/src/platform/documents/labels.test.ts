import { describe, expect, it } from "vitest";
import { readPdfBarcodes } from "../../../test/barcode-reader";
import { encodeBarcode } from "./barcodes";
import { ASSET_LABEL, fitText, type LabelDefinition, layoutLabel } from "./label-definitions";
import { renderLabelsPdf } from "./pdf";
import { renderLabelsZpl, zplFieldData } from "./zpl";

/** A small definition in millimetres with a QR code, to check the conversions by hand. */
const SHELF: LabelDefinition = {
  name: "shelf",
  unit: "mm",
  width: 50,
  height: 25,
  barcode: { kind: "qr", key: "url", x: 2, y: 2, height: 20, maxWidth: 20 },
  fields: [
    { key: "title", x: 25, y: 3, size: 4, bold: true, maxWidth: 23 },
    { key: "note", caption: "Note: ", x: 25, y: 10, size: 3 },
  ],
};

describe("a label definition as ZPL", () => {
  it("places every field and the Code 128 barcode in 203 dpi dots, from the definition's inches", () => {
    const zpl = renderLabelsZpl(ASSET_LABEL, [
      { barcode: "A123", type: "Laptop", serialNumber: "SN1", product: null, load: "in-1" },
    ]);
    const lines = zpl.trimEnd().split("\n");
    expect(lines.slice(0, 5)).toEqual(["^XA", "^CI28", "^PW813", "^LL406", "^LH0,0"]);
    // 0.2 in = 41 dots, 0.12 in = 24 dots, bars 0.72 in = 146 dots high, module 4 dots.
    expect(lines[5]).toBe("^FO41,24^BY4,3,146^BCN,146,N,N,N,A^FH\\^FDA123^FS");
    expect(lines).toContain("^FO41,187^A0N,49,49^FH\\^FDA123^FS");
    expect(lines).toContain("^FO41,289^A0N,30,30^FH\\^FDS/N SN1^FS");
    // No product: its line is left out rather than printed empty.
    expect(lines.filter((l) => l.startsWith("^FO41,329"))).toEqual([]);
    expect(lines.at(-1)).toBe("^XZ");
  });

  it("writes a QR code in millimetres and one format per record", () => {
    const zpl = renderLabelsZpl(SHELF, [
      { url: "https://ops.example/l/1", title: "Shelf 1" },
      { url: "https://ops.example/l/2", title: "Shelf 2", note: "top" },
    ]);
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl).toContain("^PW400\n^LL200\n");
    const modules = encodeBarcode("qr", "https://ops.example/l/1").modules;
    expect(zpl).toContain(
      `^FO16,16^BQN,2,${Math.min(4, Math.floor(160 / modules))}^FH\\^FDMA,https://ops.example/l/1^FS`,
    );
    expect(zpl).toContain("^FO200,80^A0N,24,24^FH\\^FDNote: top^FS");
  });

  it("escapes what would start a command, and non-ASCII text, so data never ends its field", () => {
    expect(zplFieldData("A^XZ~JA\\é")).toBe("A\\5EXZ\\7EJA\\5C\\C3\\A9");
    const zpl = renderLabelsZpl(SHELF, [{ url: "x", title: "^XZ" }]);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
  });

  it("cuts long text with an ellipsis in both outputs alike", () => {
    expect(fitText("short", 4, 23)).toBe("short");
    const cut = fitText("A very long shelf title indeed", 4, 23);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(Math.floor(23 / (4 * 0.62)));
    const layout = layoutLabel(SHELF, { url: "x", title: "A very long shelf title indeed" });
    expect(layout.texts[0]?.text).toBe(cut);
  });

  it("refuses a record without the barcode's value", () => {
    expect(() => layoutLabel(ASSET_LABEL, { barcode: null })).toThrow(/barcode value/);
  });
});

describe("a label definition as PDF", () => {
  it("draws a page per label whose barcodes read back (Code 128 and QR)", async () => {
    const assets = await renderLabelsPdf(ASSET_LABEL, [{ barcode: "A-0001/X" }, { barcode: "9876543210" }]);
    expect(assets.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await readPdfBarcodes(assets)).toEqual([["A-0001/X"], ["9876543210"]]);
    const shelf = await renderLabelsPdf(SHELF, [{ url: "https://ops.example/l/7", title: "Shelf" }]);
    expect(await readPdfBarcodes(shelf)).toEqual([["https://ops.example/l/7"]]);
  });
});
