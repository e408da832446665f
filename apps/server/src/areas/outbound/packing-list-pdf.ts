import { PACKAGING_TYPES, type PackingList } from "@ops/domain";
import { barsOf, encodeBarcode } from "../../platform/documents/barcodes";
import { finishPdf, type PdfDocument, startPdf } from "../../platform/documents/pdf";

/** What a packing list prints besides its units: the load, who receives it and from where. */
export type PackingListHeader = {
  loadSlug: string;
  consignee: string | null;
  warehouse: string | null;
  shipDate: string | null;
};

const PAGE = { width: 612, height: 792 } as const; // US Letter, points
const MARGIN = 40;
/** A Code 128 module in points: 4 px at 300 dpi, which a scanner (and zbarimg) reads easily. */
const MODULE = 1;
const ROW = 36;
const ASSET_BARS = 22;

const packagingLabel = (id: string) => PACKAGING_TYPES.find((p) => p.id === id)?.label ?? id;
const lbs = (n: number | null) =>
  n === null ? "—" : `${n.toLocaleString("en-US", { maximumFractionDigits: 3 })} lbs`;
const clip = (value: string | null, chars: number) =>
  !value ? "" : value.length > chars ? `${value.slice(0, chars - 1)}…` : value;

function text(doc: PdfDocument, value: string, x: number, y: number, size = 9, bold = false) {
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(size)
    .text(value, x, y, { lineBreak: false });
}

/** A Code 128 symbol as vector bars; answers its width. */
function drawCode128(
  doc: PdfDocument,
  value: string,
  x: number,
  y: number,
  height: number,
  module: number,
): number {
  const symbol = encodeBarcode("code128", value);
  if (symbol.kind !== "bars") throw new Error("Code 128 is bars");
  for (const [start, width] of barsOf(symbol)) doc.rect(x + start * module, y, width * module, height);
  doc.fill("black");
  return symbol.modules * module;
}

/** The head of a unit's page: title, the unit's barcode, the load and the unit's facts. Answers where it ends. */
function drawHead(doc: PdfDocument, head: PackingListHeader, unit: PackingList, continued: boolean): number {
  text(doc, `Packing list ${unit.barcode}${continued ? " (continued)" : ""}`, MARGIN, MARGIN, 16, true);
  drawCode128(doc, unit.barcode, PAGE.width - MARGIN - 190, MARGIN, 44, 1.5);
  const facts: [string, string][] = [
    ["Load", head.loadSlug.toUpperCase()],
    ["Consignee", head.consignee ?? "—"],
    ["Ship from", head.warehouse ?? "—"],
    ["Ship date", head.shipDate ?? "—"],
    ["Packaging", packagingLabel(unit.packaging)],
    ["Assets", String(unit.itemCount)],
    ["Gross / tare / net", `${lbs(unit.grossWeight)} / ${lbs(unit.tareWeight)} / ${lbs(unit.netWeight)}`],
  ];
  let y = MARGIN + 26;
  for (const [label, value] of facts) {
    text(doc, label, MARGIN, y, 9, true);
    text(doc, clip(value, 60), MARGIN + 100, y, 9);
    y += 13;
  }
  y += 10;
  for (const [label, x] of [
    ["Asset", MARGIN],
    ["Serial", MARGIN + 220],
    ["Product", MARGIN + 330],
    ["Net", MARGIN + 480],
  ] as const)
    text(doc, label, x, y, 9, true);
  doc
    .moveTo(MARGIN, y + 12)
    .lineTo(PAGE.width - MARGIN, y + 12)
    .stroke();
  return y + 18;
}

/** One unit from a new page on: head, then a row per asset with its barcode, more pages as needed. */
function drawUnit(doc: PdfDocument, head: PackingListHeader, unit: PackingList): void {
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  let y = drawHead(doc, head, unit, false);
  if (unit.items.length === 0) text(doc, "Nothing on this unit yet", MARGIN, y);
  for (const item of unit.items) {
    if (y + ROW > PAGE.height - MARGIN) {
      doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
      y = drawHead(doc, head, unit, true);
    }
    drawCode128(doc, item.barcode, MARGIN, y, ASSET_BARS, MODULE);
    text(doc, item.barcode, MARGIN, y + ASSET_BARS + 2, 7);
    text(doc, clip(item.serialNumber, 20), MARGIN + 220, y + 6, 9);
    text(doc, clip(item.productName, 27), MARGIN + 330, y + 6, 9);
    text(doc, lbs(item.netWeight), MARGIN + 480, y + 6, 9);
    y += ROW;
  }
  if (unit.notes)
    text(doc, `Notes: ${clip(unit.notes, 110)}`, MARGIN, Math.min(y + 6, PAGE.height - MARGIN - 10));
}

/**
 * A packing list as a PDF: a page (or more) per shipping unit, each with the unit's Code 128
 * barcode and a Code 128 barcode per asset, so the receiving dock can scan both.
 */
export async function renderPackingListPdf(
  head: PackingListHeader,
  units: readonly PackingList[],
): Promise<Buffer> {
  const pdf = startPdf(`Packing list ${head.loadSlug}`);
  if (units.length === 0) {
    pdf.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    text(pdf.doc, `Packing list ${head.loadSlug.toUpperCase()}`, MARGIN, MARGIN, 16, true);
    text(pdf.doc, "This load has no shipping unit yet", MARGIN, MARGIN + 30);
  }
  for (const unit of units) drawUnit(pdf.doc, head, unit);
  return finishPdf(pdf);
}
