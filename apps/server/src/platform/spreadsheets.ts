import { Readable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { AppError, fieldError } from "./app-error";
import { sniffDocumentType } from "./file-types";

export type SheetFormat = "xlsx" | "csv";
/** One data row: its spreadsheet row number (the header is row 1) and its cells by column key. */
export type SheetRow = { rowNumber: number; cells: Record<string, string> };

/** Limits on what an uploaded workbook may expand to (ARCHITECTURE §7: archive limits for xlsx). */
const MAX_ZIP_ENTRIES = 500;
const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
const MAX_COMPRESSION_RATIO = 200;

/**
 * Refuses a zip with too many entries, too many bytes once expanded, or an implausible
 * compression ratio. The sizes its directory declares are checked first, then each entry is
 * really inflated with a ceiling on its output (the smaller of what is left of the total and
 * what the ratio allows), so an archive that understates its sizes is stopped at the limit
 * instead of expanding to hundreds of megabytes, and one whose real sizes differ from the
 * declared ones is refused as damaged.
 */
export function assertZipWithinLimits(bytes: Buffer) {
  const refuse = () => fieldError("file", "This workbook is too large or damaged to import");
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw refuse();
  const entries = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (entries > MAX_ZIP_ENTRIES || offset >= bytes.length) throw refuse();
  let declaredTotal = 0;
  let realTotal = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) throw refuse();
    const method = bytes.readUInt16LE(offset + 10);
    const compressed = bytes.readUInt32LE(offset + 20);
    const size = bytes.readUInt32LE(offset + 24);
    const localHeader = bytes.readUInt32LE(offset + 42);
    // 0xffffffff marks a ZIP64 entry; no spreadsheet we accept needs one.
    if (size === 0xffffffff || compressed === 0xffffffff) throw refuse();
    const allowed = Math.max(compressed, 1024) * MAX_COMPRESSION_RATIO;
    if (size > allowed) throw refuse();
    declaredTotal += size;
    if (declaredTotal > MAX_UNCOMPRESSED_BYTES) throw refuse();
    realTotal += inflatedSize(bytes, localHeader, compressed, method, {
      ceiling: Math.min(allowed, MAX_UNCOMPRESSED_BYTES - realTotal),
      refuse,
    });
    if (realTotal > MAX_UNCOMPRESSED_BYTES) throw refuse();
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  if (realTotal !== declaredTotal) throw refuse();
}

/** The real expanded size of one zip entry, inflated with a ceiling on its output. */
function inflatedSize(
  bytes: Buffer,
  localHeader: number,
  compressed: number,
  method: number,
  { ceiling, refuse }: { ceiling: number; refuse: () => Error },
): number {
  if (localHeader + 30 > bytes.length || bytes.readUInt32LE(localHeader) !== 0x04034b50) throw refuse();
  const start =
    localHeader + 30 + bytes.readUInt16LE(localHeader + 26) + bytes.readUInt16LE(localHeader + 28);
  if (start + compressed > bytes.length) throw refuse();
  const data = bytes.subarray(start, start + compressed);
  if (method === 0) return data.length;
  if (method !== 8) throw refuse();
  try {
    // maxOutputLength makes inflation stop (RangeError) as soon as the ceiling is passed.
    return inflateRawSync(data, { maxOutputLength: Math.max(ceiling, 1) }).length;
  } catch {
    throw refuse();
  }
}

/** A header as a column key: `Parent Barcode` → `parent_barcode`. */
export function columnKey(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/**
 * What starts a formula in some spreadsheet program: `= + - @`, their full-width forms
 * (`＝＋－＠`, read as formulas by some locales' programs), tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** A cell's text; the apostrophe an export put before a formula prefix is removed again. */
function cellText(value: ExcelJS.CellValue): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString().slice(0, 10);
  else if (typeof value === "object") {
    if ("richText" in value) text = value.richText.map((r) => r.text).join("");
    else if ("text" in value && typeof value.text === "string") text = value.text;
    else if ("result" in value)
      text = value.result === undefined ? "" : cellText(value.result as ExcelJS.CellValue);
    else text = "";
  } else text = String(value);
  text = text.trim();
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** A header as the user wrote it, without a byte-order mark or outer spaces. */
export function headerText(header: string): string {
  return header.replace(/^\uFEFF/, "").trim();
}

const damagedMessage = (extension: string) =>
  `This .${extension} file could not be read; it may be damaged. Open it in your spreadsheet program, save it again and upload it`;

/**
 * Why a file that is neither .xlsx nor .csv by content was refused. A file of another known
 * type (a picture, a PDF) is the wrong file; one of no known type is judged by its name: a
 * damaged .xlsx says so rather than asking for the type it already claims to be.
 */
function unreadableMessage(fileName: string, sniffed: string | undefined): string {
  if (sniffed) return "Upload an .xlsx or .csv file";
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === "xlsx" || extension === "csv") return damagedMessage(extension);
  if (extension === "xls") return "Old .xls files cannot be read; save it as .xlsx and upload it again";
  return "Upload an .xlsx or .csv file";
}

/**
 * Reads the first sheet of an uploaded .xlsx or .csv file (recognised by content) into rows keyed
 * by column. Missing required columns and too many rows answer 422 on `file`; blank rows are skipped.
 */
export async function readSheet(
  file: { bytes: Buffer; fileName: string },
  options: {
    required: readonly string[];
    maxRows: number;
    /** How a header becomes a column key; imports of fixed columns use `columnKey`. */
    keyOf?: (header: string) => string;
  },
): Promise<SheetRow[]> {
  const keyOf = options.keyOf ?? columnKey;
  const type = sniffDocumentType(file.bytes, file.fileName);
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (type?.extension === "xlsx") {
      assertZipWithinLimits(file.bytes);
      await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else if (type?.extension === "csv") {
      // Keep every value as typed: the default mapping would turn barcode 00123 into 123.
      sheet = await workbook.csv.read(Readable.from(file.bytes), { map: (v: string) => v } as never);
    } else {
      throw fieldError("file", unreadableMessage(file.fileName, type?.extension));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fieldError("file", damagedMessage(type?.extension ?? "xlsx"));
  }
  if (!sheet || sheet.actualRowCount === 0) throw fieldError("file", "The file has no rows");
  if (sheet.rowCount - 1 > options.maxRows)
    throw fieldError("file", `A file may hold at most ${options.maxRows.toLocaleString("en-US")} rows`);

  const keys: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    keys[col] = keyOf(cellText(cell.value));
  });
  const missing = options.required.filter((c) => !keys.includes(c));
  if (missing.length > 0)
    throw fieldError("file", `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`);

  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, string> = {};
    keys.forEach((key, col) => {
      if (key) cells[key] = cellText(row.getCell(col).value);
    });
    if (Object.values(cells).some((v) => v !== "")) rows.push({ rowNumber, cells });
  });
  return rows;
}

/** A cell a spreadsheet program would run as a formula is written as text (ARCHITECTURE §7). */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Writes rows as a one-sheet workbook or a CSV, every text cell neutralised. */
export async function writeSheet(
  columns: readonly string[],
  rows: readonly Record<string, string | number | null>[],
  format: SheetFormat,
  sheetName = "Sheet1",
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...columns]);
  for (const row of rows) {
    sheet.addRow(
      columns.map((c) => {
        const value = row[c];
        return typeof value === "string" ? neutraliseFormula(value) : (value ?? null);
      }),
    );
  }
  if (format === "xlsx") return Buffer.from(await workbook.xlsx.writeBuffer());
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents, dashes).
  return Buffer.concat([Buffer.from("\uFEFF", "utf8"), Buffer.from(await workbook.csv.writeBuffer())]);
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};
