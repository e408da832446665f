/**
 * Dates that make no sense (docs/decisions.md, "Dates in the past"): a dock date, a pickup
 * window or a requested date more than a day in the past is a typing mistake on anything that
 * has not happened yet. A load that really happened (received or later) may carry its past
 * date; a date that was already stored and is not changed is never refused again.
 */

/** The statuses of a load that has really come in: its dock date may lie in the past. */
export const HAPPENED_STATUSES: readonly string[] = ["received", "processed", "priced", "invoiced", "closed"];

/**
 * How far back "a day in the past" reaches: 36 hours, so that yesterday in every time zone of
 * the operator's sites (UTC−12 to UTC+14) is still accepted while the day before it is not,
 * whichever clock (browser or server) decides.
 */
const GRACE_MS = 36 * 60 * 60 * 1000;

/** The earliest date (YYYY-MM-DD) accepted for something that has not happened yet. */
export function earliestAcceptedDate(now: Date = new Date()): string {
  return new Date(now.getTime() - GRACE_MS).toISOString().slice(0, 10);
}

/** Whether a YYYY-MM-DD date lies more than a day in the past. */
export function isTooFarPast(date: string, now: Date = new Date()): boolean {
  return date < earliestAcceptedDate(now);
}

export const PAST_DOCK_DATE_MESSAGE =
  "The dock date is more than a day in the past: choose today or a later day (only a received load keeps a past date)";

/**
 * Why a load's dock date is refused, or null. `previous` is the stored date (null on create):
 * an unchanged date stands; a changed one may be in the past only once the load has happened.
 */
export function dockDateRefusal(
  value: { date: string | null; previous: string | null; status: string },
  now: Date = new Date(),
): string | null {
  const { date, previous, status } = value;
  if (date === null || date === previous || !isTooFarPast(date, now)) return null;
  if (HAPPENED_STATUSES.includes(status)) return null;
  return PAST_DOCK_DATE_MESSAGE;
}

/** Why a date of something still to come (a pickup window, a requested date) is refused, or null. */
export function futureDateRefusal(label: string, date: string | null, now: Date = new Date()): string | null {
  if (date === null || !isTooFarPast(date, now)) return null;
  return `${label} cannot be more than a day in the past; choose today or a later day`;
}
