import { vendorRangeError } from "@ops/domain";
import { dayOf, isoOf } from "./dock-dates";

/** The dock schedule shows two weeks from today unless the vendor chooses other days. */
export const DEFAULT_VENDOR_DAYS = 14;

export type VendorRange = {
  start: string;
  end: string;
  /** What to fix, on the field to fix; the schedule is not read while there is one. */
  errors: { start?: string; end?: string };
};

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(value).isValid();

/** The range in the address (`?from=&to=`), defaulted and checked as the server checks it. */
export function vendorRangeOf(from: string | null, to: string | null, today: string): VendorRange {
  const start = from ?? today;
  const end = to ?? isoOf(dayOf(start).add(DEFAULT_VENDOR_DAYS - 1, "day"));
  const errors: VendorRange["errors"] = {};
  if (!isIsoDate(start)) errors.start = "Choose a start date";
  if (!isIsoDate(end)) errors.end = "Choose an end date";
  if (errors.start || errors.end) return { start, end, errors };
  const wrong = vendorRangeError(start, end);
  if (wrong) errors[wrong.field === "startDate" ? "start" : "end"] = wrong.message;
  return { start, end, errors };
}

/** Every day of a valid range, first to last. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = dayOf(start); !day.isAfter(dayOf(end), "day"); day = day.add(1, "day"))
    days.push(isoOf(day));
  return days;
}
