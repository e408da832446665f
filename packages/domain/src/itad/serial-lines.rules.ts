// A pasted or scanned list of serials (bulk-create-serials, SPEC §2): one serial per line, a
// scanner's Enter after each. Every offending line is shown before anything is written.

/** Longest serial a list line may carry (the serial number column takes 100; 64 is the label limit). */
export const SERIAL_MAX_LENGTH = 64;
/** Most lines one list may hold: a pallet of phones is well under it. */
export const SERIAL_LIST_MAX_LINES = 10_000;
/** Above this many serials the create runs as a job (202 {jobId}). */
export const SERIAL_BULK_SYNC_LIMIT = 500;

export const SERIAL_LINE_PROBLEMS = ["blank", "too_long", "duplicate", "exists"] as const;
export type SerialLineProblem = (typeof SERIAL_LINE_PROBLEMS)[number];

/** One line of the list: its 1-based number, the serial as stored (trimmed, upper-cased), its problem. */
export type SerialLine = { line: number; serial: string; problem: SerialLineProblem | null };

/** The serial a line stands for: scanners add spaces and mix case, serials compare upper-cased. */
export const normalizeSerial = (raw: string): string => raw.trim().toUpperCase();

/**
 * Reads a list line by line: a blank line, one longer than {@link SERIAL_MAX_LENGTH} and a serial
 * already on an earlier line (the second and later ones) are problems. Blank lines at the end are
 * left out, not problems: the scanner's Enter after the last serial (or two) makes them.
 * "exists" (serial already in the system) is the server's to add: it needs the database.
 */
export function checkSerialLines(text: string): SerialLine[] {
  const raw = text.split(/\r\n|\r|\n/);
  while (raw.length > 0 && normalizeSerial(raw[raw.length - 1] as string) === "") raw.pop();
  const seen = new Set<string>();
  return raw.map((value, i) => {
    const serial = normalizeSerial(value);
    const line = i + 1;
    if (serial === "") return { line, serial, problem: "blank" };
    if (serial.length > SERIAL_MAX_LENGTH) return { line, serial, problem: "too_long" };
    if (seen.has(serial)) return { line, serial, problem: "duplicate" };
    seen.add(serial);
    return { line, serial, problem: null };
  });
}

/** Marks the lines whose serial is already in the system (a line keeps an earlier problem). */
export function markExisting(lines: SerialLine[], existing: ReadonlySet<string>): SerialLine[] {
  return lines.map((l) => (l.problem === null && existing.has(l.serial) ? { ...l, problem: "exists" } : l));
}

/** The words a problem line is refused with ("Line 3 is blank"), the same on screen and in a 422. */
export function serialLineMessage(l: SerialLine): string | null {
  switch (l.problem) {
    case null:
      return null;
    case "blank":
      return `Line ${l.line} is blank`;
    case "too_long":
      return `Line ${l.line}: the serial is longer than ${SERIAL_MAX_LENGTH} characters`;
    case "duplicate":
      return `Line ${l.line}: ${l.serial} is in the list twice`;
    case "exists":
      return `Line ${l.line}: ${l.serial} is already in the system`;
  }
}
