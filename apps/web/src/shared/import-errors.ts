import { ApiError } from "./api";

/** One refused cell or row of an import, by spreadsheet row number (the header is row 1). */
export type ImportRowError = { row: number; column: string; message: string };

const ROW_KEY = /^rows\.(\d+)\.(.+)$/;

/**
 * The errors of a refused import: row errors (`rows.<row>.<column>`) by row, then in the order
 * of the sheet's columns, and errors about the file as a whole (`file`, or any other field) apart.
 */
export function importErrorsOf(
  error: unknown,
  columns: readonly string[] = [],
): { rows: ImportRowError[]; general: string[] } {
  if (!(error instanceof ApiError))
    return { rows: [], general: [String(error instanceof Error ? error.message : error)] };
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const rows: ImportRowError[] = [];
  const general: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    const match = ROW_KEY.exec(key);
    if (match) {
      for (const message of messages) rows.push({ row: Number(match[1]), column: match[2] ?? "", message });
    } else {
      general.push(...messages);
    }
  }
  // Columns the sheet does not name come last, alphabetically.
  const position = (column: string) => {
    const index = columns.indexOf(column);
    return index === -1 ? columns.length : index;
  };
  rows.sort(
    (a, b) => a.row - b.row || position(a.column) - position(b.column) || a.column.localeCompare(b.column),
  );
  if (rows.length === 0 && general.length === 0) general.push(error.message);
  return { rows, general };
}
