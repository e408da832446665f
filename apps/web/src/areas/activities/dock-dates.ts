import dayjs from "dayjs";

/**
 * Dock dates are plain days in the warehouse's own calendar (no time zone, docs/decisions.md):
 * they are parsed and shown as local days so a date never shifts by one.
 */
export function dayOf(iso: string): dayjs.Dayjs {
  return dayjs(iso.slice(0, 10));
}

/** `2026-11-21` → `Sat, Nov 21, 2026`. */
export function formatDay(iso: string | null | undefined): string {
  return iso ? dayOf(iso).format("ddd, MMM D, YYYY") : "—";
}

/** A requested window: one day, or `Nov 21 – Nov 24, 2026`. */
export function formatWindow(start: string, end: string): string {
  const a = dayOf(start);
  const b = dayOf(end);
  if (a.isSame(b, "day")) return a.format("MMM D, YYYY");
  return a.isSame(b, "year")
    ? `${a.format("MMM D")} – ${b.format("MMM D, YYYY")}`
    : `${a.format("MMM D, YYYY")} – ${b.format("MMM D, YYYY")}`;
}

/** Today as YYYY-MM-DD in the browser's day. */
export function todayIso(): string {
  return dayjs().format("YYYY-MM-DD");
}

export function isoOf(day: dayjs.Dayjs): string {
  return day.format("YYYY-MM-DD");
}
