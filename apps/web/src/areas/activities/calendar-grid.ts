import dayjs from "dayjs";

/** The weeks shown for a month (`YYYY-MM`): Sunday before the 1st to Saturday after the last day. */
export function monthGrid(month: string): { start: string; end: string; weeks: string[][] } {
  const first = dayjs(`${month}-01`);
  const start = first.subtract(first.day(), "day");
  const last = first.endOf("month");
  const end = last.add(6 - last.day(), "day");
  const weeks: string[][] = [];
  for (let day = start; !day.isAfter(end, "day"); day = day.add(1, "day")) {
    if (day.day() === 0) weeks.push([]);
    weeks.at(-1)?.push(day.format("YYYY-MM-DD"));
  }
  return { start: start.format("YYYY-MM-DD"), end: end.format("YYYY-MM-DD"), weeks };
}

/** `2026-11` moved by some months. */
export function addMonths(month: string, months: number): string {
  return dayjs(`${month}-01`).add(months, "month").format("YYYY-MM");
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
