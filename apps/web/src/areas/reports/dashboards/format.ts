import type { FigureUnit } from "@ops/domain";

// Dashboard figures arrive as numbers (counts, pounds to 3 places, dollars to cents, days); the
// screens show them grouped, with their unit, and compact on chart axes.

const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const pounds = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const days = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** A figure in words: "1,234", "12,345.6 lb", "$1,234.50", "3.5 days". */
export function formatFigure(value: number, unit: FigureUnit): string {
  if (unit === "lbs") return `${pounds.format(value)} lb`;
  if (unit === "usd") return dollars.format(value);
  if (unit === "days") return `${days.format(value)} ${value === 1 ? "day" : "days"}`;
  return counts.format(value);
}

/** A value on a chart axis: short ("12.3K", "$1.2M") so ticks stay readable on a phone. */
export function formatTick(value: number, unit: FigureUnit): string {
  if (unit === "usd") return `${value < 0 ? "-" : ""}$${compact.format(Math.abs(value))}`;
  return compact.format(value);
}

/** The unit's name for an axis title. */
export const UNIT_NAMES: Record<FigureUnit, string> = { count: "count", lbs: "lb", usd: "USD", days: "days" };

export type Change = { direction: "up" | "down" | "same"; text: string };

/**
 * This period against the last: "+12% vs last period", "−3 vs last period" when the last was
 * zero (a percentage of nothing says nothing), null without a comparison.
 */
export function changeOf(current: number, previous: number | null, unit: FigureUnit): Change | null {
  if (previous === null) return null;
  const diff = current - previous;
  if (Math.abs(diff) < 1e-9) return { direction: "same", text: "Same as the last period" };
  const direction = diff > 0 ? "up" : "down";
  const sign = diff > 0 ? "+" : "−";
  if (previous === 0)
    return { direction, text: `${sign}${formatFigure(Math.abs(diff), unit)} vs the last period` };
  const pct = Math.abs(diff / previous) * 100;
  return {
    direction,
    text: `${sign}${pct >= 10 ? Math.round(pct) : pct.toFixed(1)}% vs the last period (${formatFigure(previous, unit)})`,
  };
}

/** "Figures as of Nov 27, 2026, 2:05 PM", or why there is no time yet. */
export function asOfText(asOf: string | null): string {
  if (!asOf) return "Figures are being prepared for the first time";
  const date = new Date(asOf);
  if (Number.isNaN(date.getTime())) return `Figures as of ${asOf}`;
  return `Figures as of ${date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}`;
}

/** Every n-th label on a category axis so about `max` show (all of them when they fit). */
export function tickInterval(points: number, max: number): number {
  return points <= max ? 0 : Math.ceil(points / max) - 1;
}
