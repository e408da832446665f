import type { TimePeriod } from "@ops/domain";

/** Colours of a chart's series and slices, in order; they stay apart for common colour blindness. */
export const PALETTE = [
  "blue.6",
  "orange.6",
  "teal.6",
  "grape.6",
  "yellow.7",
  "red.6",
  "cyan.7",
  "lime.7",
  "indigo.4",
  "pink.5",
  "gray.6",
  "green.8",
] as const;

export const colorAt = (index: number) => PALETTE[index % PALETTE.length] as string;

/** One line, bar or area of a series chart: the data key, its name and its colour. */
export type ChartLine = { name: string; label: string; color: string };

/** The axis title of a period series. */
export const PERIOD_AXIS: Record<TimePeriod, string> = {
  daily: "Day",
  weekly: "Week starting",
  monthly: "Month",
  quarterly: "Quarter",
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A period's name on an axis tick: "Nov 23" for a day or a week's Monday, else as the server named it. */
export function shortPeriod(label: string): string {
  if (!ISO_DAY.test(label)) return label;
  return new Date(`${label}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
