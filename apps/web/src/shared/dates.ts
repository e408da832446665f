/** A timestamp in the browser's time zone, e.g. "Dec 1, 2026, 2:05 PM". */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** The day of a timestamp in the browser's time zone, e.g. "Dec 1, 2026". */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString("en-US", { dateStyle: "medium" });
}
