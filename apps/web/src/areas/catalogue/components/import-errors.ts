/** One bad cell of an import: its spreadsheet row, its column, and what is wrong. */
export type ImportRowError = { row: number; column: string; messages: string[] };

/**
 * The row errors of a refused import, from a 422 body whose `errors` are keyed
 * `rows.<row>.<column>`, ordered by row then column. Errors not about a row (e.g. a missing
 * column) come first with row 0.
 */
export function importErrorsOf(body: unknown): ImportRowError[] {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== "object") return [];
  const list: ImportRowError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    const match = /^rows\.(\d+)\.(.+)$/.exec(key);
    if (match) list.push({ row: Number(match[1]), column: match[2] ?? "", messages });
    else list.push({ row: 0, column: key === "file" ? "" : key, messages });
  }
  return list.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
}
