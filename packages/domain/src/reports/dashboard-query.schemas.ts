// The dashboard settings (SPEC §3 "Dashboard settings kept locally": beginDate, endDate,
// timePeriod — weekly by default —, splitByProduct, selectedAccounts, selectedProductClasses,
// showChildAccounts) as every dashboard call reads them from its query string. The screens keep
// them under `preferences_dashboard` and in the URL; the server is the authority on the range.
import { z } from "zod";
import { idsOf } from "../enums/define";
import { IsoDate, QueryFlag, QueryIds } from "../platform/common.schemas";

export const TIME_PERIODS = [
  { id: "daily", label: "Daily" },
  { id: "weekly", label: "Weekly" },
  { id: "monthly", label: "Monthly" },
  { id: "quarterly", label: "Quarterly" },
] as const;
export const TIME_PERIOD_IDS = idsOf(TIME_PERIODS);
export const TimePeriod = z.enum(TIME_PERIOD_IDS, { error: "Choose daily, weekly, monthly or quarterly" });
export type TimePeriod = z.infer<typeof TimePeriod>;
export const DEFAULT_TIME_PERIOD: TimePeriod = "weekly";

/** The longest range a dashboard or report covers. */
export const MAX_RANGE_YEARS = 5;
/** Days a range covers when the call names no begin date (about a quarter, 13 weeks). */
export const DEFAULT_RANGE_DAYS = 91;

export const RANGE_REVERSED = "The end date is before the begin date";
export const RANGE_TOO_LONG = `A range covers at most ${MAX_RANGE_YEARS} years`;

/** The settings every dashboard call takes (`accountIds[]`, `productClassIds[]` in bracket format). */
export const DashboardQuery = z.object({
  beginDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
  timePeriod: TimePeriod.default(DEFAULT_TIME_PERIOD),
  splitByProduct: QueryFlag.default(false),
  /** The selected accounts; none selected means every account the actor may see. */
  accountIds: QueryIds.optional(),
  productClassIds: QueryIds.optional(),
  /** With it, the selected (or all) accounts' child accounts count too. */
  showChildAccounts: QueryFlag.default(false),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;
export type DashboardQueryInput = z.input<typeof DashboardQuery>;

/** A resolved range: both dates, begin on or before end. */
export type DateRange = { beginDate: string; endDate: string };

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A date `days` before (negative: after) an ISO date. */
export function shiftDays(iso: string, days: number): string {
  return isoOf(dayOf(iso) - days * DAY);
}

/** The date `years` years after `iso` (29 February lands on 1 March in a common year). */
export function addYears(iso: string, years: number): string {
  const d = new Date(dayOf(iso));
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return isoOf(d.getTime());
}

/**
 * The range a call asks for, with the defaults filled (end: today; begin: DEFAULT_RANGE_DAYS
 * before the end), or the field and sentence that refuse it: an end before the begin, or more
 * than MAX_RANGE_YEARS years. Server and screens use this one rule.
 */
export function resolveRange(
  query: { beginDate?: string; endDate?: string },
  today: string,
): { ok: true; range: DateRange } | { ok: false; field: "endDate"; message: string } {
  const endDate = query.endDate ?? today;
  const beginDate = query.beginDate ?? shiftDays(endDate, DEFAULT_RANGE_DAYS - 1);
  if (dayOf(endDate) < dayOf(beginDate)) return { ok: false, field: "endDate", message: RANGE_REVERSED };
  if (dayOf(endDate) >= dayOf(addYears(beginDate, MAX_RANGE_YEARS))) {
    return { ok: false, field: "endDate", message: RANGE_TOO_LONG };
  }
  return { ok: true, range: { beginDate, endDate } };
}

/** The range of the same length just before a range (this period against the last). */
export function previousRange(range: DateRange): DateRange {
  const days = Math.round((dayOf(range.endDate) - dayOf(range.beginDate)) / DAY) + 1;
  return { beginDate: shiftDays(range.beginDate, days), endDate: shiftDays(range.beginDate, 1) };
}

/**
 * The first day of the period a date falls in: the day itself, the Monday of its week (ISO), the
 * first of its month or of its quarter. Buckets of a series are named by this date.
 */
export function periodStart(iso: string, period: TimePeriod): string {
  const d = new Date(dayOf(iso));
  if (period === "daily") return iso;
  if (period === "weekly") return isoOf(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
  const month = period === "monthly" ? d.getUTCMonth() : d.getUTCMonth() - (d.getUTCMonth() % 3);
  return isoOf(Date.UTC(d.getUTCFullYear(), month, 1));
}

/** Every period start from the range's begin to its end, in order (a series without gaps). */
export function periodStarts(range: DateRange, period: TimePeriod): string[] {
  const starts: string[] = [];
  let current = periodStart(range.beginDate, period);
  while (dayOf(current) <= dayOf(range.endDate)) {
    starts.push(current);
    const d = new Date(dayOf(current));
    if (period === "daily") current = isoOf(d.getTime() + DAY);
    else if (period === "weekly") current = isoOf(d.getTime() + 7 * DAY);
    else current = isoOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + (period === "monthly" ? 1 : 3), 1));
  }
  return starts;
}

/** A period's name on a chart axis: `2026-11-23` (day, week's Monday), `Nov 2026`, `Q4 2026`. */
export function periodLabel(start: string, period: TimePeriod): string {
  const d = new Date(dayOf(start));
  if (period === "monthly") {
    return `${d.toLocaleString("en-US", { month: "short", timeZone: "UTC" })} ${d.getUTCFullYear()}`;
  }
  if (period === "quarterly") return `Q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}`;
  return start;
}
