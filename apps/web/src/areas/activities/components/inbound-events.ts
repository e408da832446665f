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

/** "status: requested → scheduled", one line per changed field. */
export function changeLines(changes: ActivityEvent["changes"]): string[] {
  return changes.map((c) => `${c.field}: ${changeValue(c.from)} → ${changeValue(c.to)}`);
}

/** "status_changed" → "Status changed". */
export function actionLabel(action: string): string {
  const words = action.replace(/[_.-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
