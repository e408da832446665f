import PDFDocument from "pdfkit";
import { barsOf } from "./barcodes";
import {
  type LabelDefinition,
  type LabelLayout,
  type LabelRecord,
  layoutLabel,
  ZPL_DOTS_PER_MM,
} from "./label-definitions";

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;

/** A PDF being written, collected into one buffer when it ends. */
export type PdfDocument = InstanceType<typeof PDFDocument>;

/** Starts a PDF with no page yet; `finishPdf` ends it and answers its bytes. */
export function startPdf(title: string): { doc: PdfDocument; finished: Promise<Buffer> } {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Creator: "Reuse Ops" },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, finished };
}

/** Ends a PDF started with `startPdf` and answers its bytes. */
export function finishPdf(pdf: { doc: PdfDocument; finished: Promise<Buffer> }): Promise<Buffer> {
  pdf.doc.end();
  return pdf.finished;
}

/**
 * Draws one laid-out label on a page of its own size. The barcode is vector rectangles with the
 * module the ZPL uses (whole printer dots), so both print at the same size and scan the same.
 */
export function drawLabel(doc: PdfDocument, layout: LabelLayout): void {
  doc.addPage({ size: [pt(layout.width), pt(layout.height)], margin: 0 });
  const { barcode } = layout;
  const module = pt(barcode.moduleDots / ZPL_DOTS_PER_MM);
  const left = pt(barcode.x);
  const top = pt(barcode.y);
  if (barcode.symbol.kind === "bars") {
    const height = pt(barcode.height);
    for (const [start, width] of barsOf(barcode.symbol))
      doc.rect(left + start * module, top, width * module, height);
  } else {
    const { cells, modules } = barcode.symbol;
    cells.forEach((dark, i) => {
      if (dark)
        doc.rect(left + (i % modules) * module, top + Math.floor(i / modules) * module, module, module);
    });
  }
  doc.fill("black");
  for (const text of layout.texts) {
    doc
      .font(text.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(pt(text.size))
      .text(text.text, pt(text.x), pt(text.y), { lineBreak: false });
  }
}

/** Labels per pause while a long batch is written, so the server keeps answering other calls. */
const LABELS_PER_TURN = 50;

/**
 * Labels of one definition as one PDF, a page per label in order. `report` is told how many
 * are drawn every few dozen labels (a job's progress).
 */
export async function renderLabelsPdf(
  def: LabelDefinition,
  records: readonly LabelRecord[],
  report?: (drawn: number) => Promise<void>,
): Promise<Buffer> {
  const pdf = startPdf(`${def.name} labels`);
  for (const [i, record] of records.entries()) {
    drawLabel(pdf.doc, layoutLabel(def, record));
    if ((i + 1) % LABELS_PER_TURN === 0) {
      await report?.(i + 1);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return finishPdf(pdf);
}

/**
 * Text widths by font and size, remembered for the document: tables repeat their units, dates and
 * amounts, and measuring glyphs is most of what drawing them costs.
 */
const widths = new WeakMap<PdfDocument, Map<string, number>>();

/** The width of a text in Helvetica (bold or not) at a size, measured once per document. */
export function textWidth(doc: PdfDocument, value: string, size: number, bold = false): number {
  let known = widths.get(doc);
  if (!known) {
    known = new Map();
    widths.set(doc, known);
  }
  const key = `${bold ? "b" : "r"}${size}|${value}`;
  let width = known.get(key);
  if (width === undefined) {
    width = doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(size)
      .widthOfString(value);
    known.set(key, width);
  }
  return width;
}
