import type { ReportFrequency } from "@ops/domain";

/** The hour (UTC) scheduled reports go out: before the working day on both American coasts. */
export const SEND_HOUR_UTC = 6;
const DAY = 86_400_000;

/**
 * The first send time strictly after `after`: 06:00 UTC of the next day (daily), of the next
 * Monday (weekly) or of the next 1st of a month (monthly). A schedule saved at 05:00 on a Monday
 * goes out at 06:00 that day; one saved at 07:00 waits for the next Monday.
 */
export function nextRunAt(frequency: ReportFrequency, after: Date): Date {
  const at = (ms: number) => {
    const d = new Date(ms);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), SEND_HOUR_UTC);
  };
  let candidate = at(after.getTime());
  if (candidate <= after.getTime()) candidate += DAY;
  if (frequency === "weekly") {
    while (new Date(candidate).getUTCDay() !== 1) candidate += DAY;
  } else if (frequency === "monthly") {
    const d = new Date(candidate);
    if (d.getUTCDate() !== 1) candidate = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, SEND_HOUR_UTC);
  }
  return new Date(candidate);
}
