import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { AppError, fieldError } from "../../platform/app-error";

/** An xlsx is a zip; limits on what it may expand to keep a small upload from becoming a huge one. */
const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * Sums the uncompressed sizes the zip's central directory declares; exceljs would otherwise
 * inflate a zip bomb in memory before any row could be checked.
 */
function assertZipWithinLimits(bytes: Buffer) {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw fieldError("file", "The spreadsheet could not be read");
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES) throw new AppError(413, "The spreadsheet holds too many parts");
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50)
      throw fieldError("file", "The spreadsheet could not be read");
    total += bytes.readUInt32LE(offset + 24);
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  if (total > MAX_UNZIPPED_BYTES) throw new AppError(413, "The spreadsheet expands to more than 60 MB");
}

/** Reads the first sheet of an xlsx or a csv file as rows of trimmed text (row 1 first). */
export async function readSheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (isZip(bytes)) {
      assertZipWithinLimits(bytes);
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else {
      // Values stay text: no number or date guessing on codes such as part numbers.
      sheet = await workbook.csv.read(Readable.from([bytes]), { map: (value: unknown) => value });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fieldError("file", "The file is not a readable xlsx or csv spreadsheet");
  }
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text.trim();
    });
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? "");
  });
  return Array.from(rows, (r) => r ?? []);
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (ARCHITECTURE §7). */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Writes rows (header first) as an xlsx or csv file. */
export async function writeSheet(format: "xlsx" | "csv", name: string, rows: (string | number | null)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  for (const row of rows) sheet.addRow(row.map((v) => (typeof v === "string" ? neutralise(v) : v)));
  const data = format === "xlsx" ? await workbook.xlsx.writeBuffer() : await workbook.csv.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
