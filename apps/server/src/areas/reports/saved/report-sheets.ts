import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { neutraliseFormula } from "../../../platform/spreadsheets";
import type { ReportTable } from "./report-table";

const cell = (value: string | number) => (typeof value === "string" ? neutraliseFormula(value) : value);

/**
 * A report as a one-sheet workbook, written row by row with ExcelJS's streaming writer (a
 * committed row is serialised at once and not kept): a report of 100,000 rows costs little more
 * memory than its data. Text cells are neutralised so none runs as a formula.
 */
export async function reportXlsx(title: string, table: ReportTable, context: string[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on("end", resolve);
    out.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet("Report", { views: [{ state: "frozen", ySplit: 2 + context.length }] });
  sheet.columns = table.headers.map((_, i) => ({ width: table.numeric[i] ? 16 : 28 }));
  const titleRow = sheet.addRow([cell(title)]);
  titleRow.font = { bold: true, size: 13 };
  titleRow.commit();
  for (const line of context) sheet.addRow([cell(line)]).commit();
  const head = sheet.addRow(table.headers.map(cell));
  head.font = { bold: true };
  head.commit();
  for (const [i, row] of table.rows.entries()) {
    sheet.addRow(row.map(cell)).commit();
    // Let other work run now and then while a long report is written.
    if ((i + 1) % 5000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  if (table.totals) {
    const totals = sheet.addRow(table.totals.map(cell));
    totals.font = { bold: true };
    totals.commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; formulas neutralised. */
function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A report as CSV: the header row, the rows, then the totals (no title lines, so the file loads
 * straight into another program). The byte-order mark makes spreadsheet programs read UTF-8.
 */
export function reportCsv(table: ReportTable): Buffer {
  const lines: string[] = [table.headers.map(csvField).join(",")];
  for (const row of table.rows) lines.push(row.map(csvField).join(","));
  if (table.totals) lines.push(table.totals.map(csvField).join(","));
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}
