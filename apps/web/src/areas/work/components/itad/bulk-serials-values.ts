import { type SerialLine, serialLineMessage } from "@ops/domain";

/** Problem lines shown at once; a longer list says how many more there are. */
export const SHOWN_PROBLEMS = 100;

/** A checked list: the lines as the server answered them, for the text and bin they were checked with. */
export type CheckedList = { text: string; binBarcode: string; lines: SerialLine[] };

/** The lines with a problem, duplicates first (the usual slip of a scanner read twice), then by line. */
export function problemLines(lines: readonly SerialLine[]): SerialLine[] {
  const rank = (l: SerialLine) => (l.problem === "duplicate" ? 0 : 1);
  return lines.filter((l) => l.problem !== null).sort((a, b) => rank(a) - rank(b) || a.line - b.line);
}

/** The serials the list would create (lines without a problem). */
export const serialCount = (lines: readonly SerialLine[]): number =>
  lines.filter((l) => l.problem === null).length;

/** "Line 3: ABC is in the list twice", with a generic text for a problem the screen does not know. */
export const lineMessage = (l: SerialLine): string => serialLineMessage(l) ?? `Line ${l.line}`;

/**
 * The text without the given lines (1-based), e.g. the problem lines: a duplicate's first
 * occurrence is not a problem line, so it stays.
 */
export function withoutLines(text: string, lineNumbers: ReadonlySet<number>): string {
  return text
    .split(/\r\n|\r|\n/)
    .filter((_, i) => !lineNumbers.has(i + 1))
    .join("\n");
}

/** "Create 1 serial" / "Create 48 serials". */
export const createLabel = (n: number): string =>
  n === 1 ? "Create 1 serial" : `Create ${n.toLocaleString()} serials`;

/** The number of serials a finished bulk-create job reports ({created}), if it says. */
export function jobCreated(result: unknown): number | null {
  const created = (result as { created?: unknown } | null)?.created;
  return typeof created === "number" ? created : null;
}
