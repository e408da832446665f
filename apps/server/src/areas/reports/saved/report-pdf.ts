import type { MeasureUnit } from "@ops/domain";
import { finishPdf, type PdfDocument, startPdf, textWidth } from "../../../platform/documents/pdf";
import type { ReportTable } from "./report-table";

const PAGE = { width: 612, height: 792 } as const; // US Letter, points
const MARGIN = 40;
const RIGHT = PAGE.width - MARGIN;
const FOOTER_Y = PAGE.height - MARGIN;
const BOTTOM = FOOTER_Y - 14;
const SIZE = 8;
const ROW = 12;
const HEAD = 18;
/** A PDF is for reading: past this many rows it says so and points at the spreadsheet. */
export const PDF_MAX_ROWS = 10_000;

const widthOf = (doc: PdfDocument, value: string, bold: boolean, size = SIZE) =>
  textWidth(doc, value, size, bold);

/** The text cut with an ellipsis to fit the width. */
function clip(doc: PdfDocument, value: string, width: number, bold: boolean): string {
  if (widthOf(doc, value, bold) <= width) return value;
  let cut = value;
  while (cut.length > 1 && widthOf(doc, `${cut}…`, bold) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function put(
  doc: PdfDocument,
  value: string,
  x: number,
  y: number,
  o: { bold?: boolean; size?: number } = {},
) {
  doc
    .font(o.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(o.size ?? SIZE)
    .text(value, x, y, { lineBreak: false });
}

function putRight(doc: PdfDocument, value: string, right: number, y: number, bold = false) {
  put(doc, value, right - widthOf(doc, value, bold), y, { bold });
}

export function numberText(value: number, unit: MeasureUnit): string {
  if (unit === "usd")
    return value.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
  return value.toLocaleString("en-US", { maximumFractionDigits: 3 });
}

type Column = { x: number; width: number; numeric: boolean; unit: MeasureUnit };

/** Columns across the page: dimensions wider (names), measures narrower (figures). */
function columnsOf(table: ReportTable, units: MeasureUnit[]): Column[] {
  const gap = 8;
  const dims = table.numeric.filter((n) => !n).length;
  const measures = table.numeric.length - dims;
  const total = RIGHT - MARGIN - gap * (table.numeric.length - 1);
  const measureWidth = Math.min(110, (total * (dims === 0 ? 1 : 0.45)) / Math.max(measures, 1));
  const dimWidth = dims === 0 ? 0 : (total - measureWidth * measures) / dims;
  let x = MARGIN;
  let m = 0;
  return table.numeric.map((numeric) => {
    const width = numeric ? measureWidth : dimWidth;
    const column = { x, width, numeric, unit: numeric ? (units[m++] ?? "count") : ("count" as MeasureUnit) };
    x += width + gap;
    return column;
  });
}

export type PdfReport = {
  title: string;
  /** Lines under the title: the range, the accounts, when the figures were current. */
  facts: [string, string][];
  table: ReportTable;
  units: MeasureUnit[];
};

/**
 * A report as a PDF: its title and facts, then its table with the head repeated on every page,
 * the totals last, and "page n of N" in each footer. Rows are one line each (long names cut
 * with an ellipsis), so the pages are counted before anything is drawn.
 */
export async function renderReportPdf(report: PdfReport): Promise<Buffer> {
  const pdf = startPdf(report.title);
  const { doc } = pdf;
  const { table } = report;
  const shown = table.rows.slice(0, PDF_MAX_ROWS);
  const columns = columnsOf(table, report.units);
  const firstTop = MARGIN + 24 + report.facts.length * 13 + 10;
  const perPage = (top: number) => Math.floor((BOTTOM - top - HEAD) / ROW);
  const firstCount = perPage(firstTop);
  const restCount = perPage(MARGIN + 16);
  // Every line of the table in order: the rows, then what closes it, each one line high.
  type Line =
    | { kind: "row"; values: (string | number)[] }
    | { kind: "totals" }
    | { kind: "note"; text: string };
  const items: Line[] = shown.map((values) => ({ kind: "row", values }));
  if (shown.length === 0) items.push({ kind: "note", text: "No figures for this range and these accounts" });
  if (table.totals) items.push({ kind: "totals" });
  if (shown.length < table.rows.length) {
    items.push({
      kind: "note",
      text: `The first ${PDF_MAX_ROWS.toLocaleString("en-US")} of ${table.rows.length.toLocaleString("en-US")} rows; download the report as xlsx or csv for all of them.`,
    });
  }
  const pages = items.length <= firstCount ? 1 : 1 + Math.ceil((items.length - firstCount) / restCount);

  const cells = (values: readonly (string | number)[], y: number, bold: boolean) => {
    columns.forEach((col, i) => {
      const value = values[i];
      if (value === undefined || value === "") return;
      const text = typeof value === "number" ? numberText(value, col.unit) : value;
      if (col.numeric) putRight(doc, clip(doc, text, col.width, bold), col.x + col.width, y, bold);
      else put(doc, clip(doc, text, col.width, bold), col.x, y, { bold });
    });
  };
  const head = (y: number) => {
    cells(table.headers, y, true);
    doc
      .moveTo(MARGIN, y + 11)
      .lineTo(RIGHT, y + 11)
      .lineWidth(0.5)
      .stroke();
    return y + HEAD;
  };

  let next = 0;
  for (let page = 1; page <= pages; page++) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    let y: number;
    if (page === 1) {
      put(doc, clip(doc, report.title, RIGHT - MARGIN, true), MARGIN, MARGIN, { bold: true, size: 14 });
      report.facts.forEach(([label, value], i) => {
        put(doc, label, MARGIN, MARGIN + 24 + i * 13, { bold: true, size: 9 });
        put(doc, clip(doc, value, RIGHT - MARGIN - 80, false), MARGIN + 80, MARGIN + 24 + i * 13, {
          size: 9,
        });
      });
      y = head(firstTop);
    } else {
      put(doc, `${clip(doc, report.title, 380, true)} (continued)`, MARGIN, MARGIN, { bold: true, size: 9 });
      y = head(MARGIN + 16);
    }
    const end = Math.min(items.length, next + (page === 1 ? firstCount : restCount));
    for (; next < end; next++) {
      const item = items[next];
      if (item?.kind === "row") cells(item.values, y, false);
      else if (item?.kind === "totals" && table.totals) {
        doc
          .moveTo(MARGIN, y - 2)
          .lineTo(RIGHT, y - 2)
          .lineWidth(0.5)
          .stroke();
        cells(table.totals, y + 1, true);
      } else if (item?.kind === "note") put(doc, clip(doc, item.text, RIGHT - MARGIN, false), MARGIN, y);
      y += ROW;
    }
    put(doc, clip(doc, report.title, 380, false), MARGIN, FOOTER_Y, { size: 7 });
    const pageText = `Page ${page} of ${pages}`;
    put(doc, pageText, RIGHT - widthOf(doc, pageText, false, 7), FOOTER_Y, { size: 7 });
    if (page % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return finishPdf(pdf);
}
