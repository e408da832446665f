import { formatTime12 } from "../../../shared/TimeField";

/** "Tue, Dec 1, 2026" for a `YYYY-MM-DD` dock date (a calendar day: no time zone shift). */
export function formatDockDate(date: string | null, weekday = true): string {
  if (!date) return "";
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-US", {
    timeZone: "UTC",
    ...(weekday ? { weekday: "short" as const } : {}),
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** The dock date and time of a load as one line, e.g. "Tue, Dec 1, 2026 at 2:05 PM". */
export function formatDock(date: string | null, time: string | null): string {
  if (!date) return "Not scheduled";
  return time ? `${formatDockDate(date)} at ${formatTime12(time)}` : formatDockDate(date);
}

/** A dock date and time for a table cell: "Dec 1, 2026 2:05 PM". */
export function formatDockShort(date: string | null, time: string | null): string {
  if (!date) return "Not scheduled";
  return time ? `${formatDockDate(date, false)} ${formatTime12(time)}` : formatDockDate(date, false);
}

// Timestamps read the same on every screen: the shared formats.
export { formatDay, formatWhen } from "../../../shared/dates";
