import type { ActivityEvent } from "@ops/domain";

/** How a value shows in a change line: empty values as "—", lists joined. */
export function changeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (value === true) return "yes";
  if (value === false) return "no";
  if (Array.isArray(value)) return value.length ? value.map(changeValue).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * "status: requested → scheduled", one line per changed field. A change of a record (a labor
 * segment: `{ id, endedAt }`) reads as one line per key that differs, "laborSegment endedAt: — → …",
 * instead of two JSON texts.
 */
export function changeLines(changes: ActivityEvent["changes"]): string[] {
  return changes.flatMap((c) => {
    const from = c.from ?? null;
    const to = c.to ?? null;
    if ((isRecord(from) || from === null) && (isRecord(to) || to === null) && (from ?? to) !== null) {
      const before = from ?? {};
      const after = to ?? {};
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      );
      return keys.map((key) => `${c.field} ${key}: ${changeValue(before[key])} → ${changeValue(after[key])}`);
    }
    return [`${c.field}: ${changeValue(c.from)} → ${changeValue(c.to)}`];
  });
}

/** "status_changed" → "Status changed". */
export function actionLabel(action: string): string {
  const words = action.replace(/[_.-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
