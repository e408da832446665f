// How a report's answer becomes a chart: Mantine's charts take one object per x value with a key
// per series. Series keys are generated (`s0`, `s1`…) because labels (account names, grades)
// are not safe object keys; each series carries its label.
import {
  type ChartType,
  type MeasureUnit,
  periodLabel,
  periodStarts,
  type ReportData,
  type TimePeriod,
} from "@ops/domain";

const COLORS = [
  "blue.6",
  "teal.6",
  "orange.6",
  "grape.6",
  "red.6",
  "cyan.6",
  "lime.7",
  "indigo.6",
  "pink.6",
  "yellow.7",
];
/** Beyond this many second-dimension values the rest are summed as "Other" (a legend stays readable). */
export const MAX_SERIES = 8;

export type ChartSeries = { name: string; label: string; color: string };
export type ChartPlan =
  | { kind: "none" }
  | { kind: "empty" }
  | {
      kind: "cartesian";
      type: "bar" | "line" | "area";
      data: Record<string, string | number>[];
      series: ChartSeries[];
      stacked: boolean;
      unit: MeasureUnit;
      /** Set when the chart shows less than the table (only the first measure is drawn). */
      note: string | null;
    }
  | {
      kind: "donut";
      data: { name: string; value: number; color: string }[];
      unit: MeasureUnit;
      note: string | null;
    };

const colorAt = (i: number) => COLORS[i % COLORS.length] as string;

/** Beyond this many periods the axis shows only those with figures (daily over years). */
const MAX_FILLED_PERIODS = 400;

/**
 * The points along the axis: with the period first, every period of the range in order, zero
 * where the report has no row (the server answers only non-empty combinations); else as given.
 */
function alongAxis(
  data: ReportData,
  timePeriod: TimePeriod | undefined,
  points: Map<string, Record<string, string | number>>,
  series: readonly ChartSeries[],
): Record<string, string | number>[] {
  const zero = (x: string) => Object.fromEntries([["x", x], ...series.map((s) => [s.name, 0])]);
  if (data.dimensions[0]?.id !== "period" || !timePeriod) return [...points.values()];
  const starts = periodStarts({ beginDate: data.beginDate, endDate: data.endDate }, timePeriod);
  if (starts.length > MAX_FILLED_PERIODS) return [...points.values()];
  return starts.map((start) => points.get(start) ?? zero(periodLabel(start, timePeriod)));
}

/** The chart to draw for a report's answer, its chart type and (for the period axis) its time period. */
export function planChart(data: ReportData, chartType: ChartType, timePeriod?: TimePeriod): ChartPlan {
  if (chartType === "table") return { kind: "none" };
  if (data.rows.length === 0) return { kind: "empty" };
  const dims = data.dimensions;
  const first = data.measures[0];
  if (!first) return { kind: "empty" };
  const donutFits = dims.length === 1 && dims[0]?.id !== "period";
  if (chartType === "donut" && donutFits) {
    return {
      kind: "donut",
      data: data.rows
        .filter((r) => (r.values[0] ?? 0) > 0)
        .map((r, i) => ({ name: r.labels[0] ?? "", value: r.values[0] ?? 0, color: colorAt(i) })),
      unit: first.unit,
      note: data.measures.length > 1 ? `The donut shows ${first.label}; the table has every measure.` : null,
    };
  }
  const type = chartType === "donut" ? "bar" : chartType;
  const donutNote =
    chartType === "donut" ? "A donut needs one dimension other than the period; shown as bars." : null;

  if (dims.length < 2) {
    const series = data.measures.map((m, i) => ({ name: `s${i}`, label: m.label, color: colorAt(i) }));
    const points = new Map<string, Record<string, string | number>>();
    for (const r of data.rows) {
      const point: Record<string, string | number> = { x: dims.length === 0 ? "Total" : (r.labels[0] ?? "") };
      r.values.forEach((v, i) => {
        point[`s${i}`] = v;
      });
      points.set(r.keys[0] ?? "", point);
    }
    const rows = alongAxis(data, timePeriod, points, series);
    return { kind: "cartesian", type, data: rows, series, stacked: false, unit: first.unit, note: donutNote };
  }

  // Two dimensions: the first along the axis, the second stacked, for the first measure.
  const totals = new Map<string, number>();
  for (const r of data.rows) {
    const key = r.keys[1] ?? "";
    totals.set(key, (totals.get(key) ?? 0) + Math.abs(r.values[0] ?? 0));
  }
  // Values with nothing to draw for the charted measure stay out of the legend (the table has them).
  const ranked = [...totals.entries()]
    .filter(([, total]) => total !== 0)
    .sort((a, b) => b[1] - a[1])
    .map(([k]) => k);
  const kept = new Set(ranked.slice(0, MAX_SERIES));
  const hasOther = ranked.length > MAX_SERIES;
  const labelOf = new Map(data.rows.map((r) => [r.keys[1] ?? "", r.labels[1] ?? ""]));
  const keptKeys = ranked.slice(0, MAX_SERIES);
  const series: ChartSeries[] = keptKeys.map((k, i) => ({
    name: `s${i}`,
    label: labelOf.get(k) ?? k,
    color: colorAt(i),
  }));
  if (hasOther) series.push({ name: "other", label: "Other", color: "gray.5" });
  const nameOf = new Map(keptKeys.map((k, i) => [k, `s${i}`]));

  const points = new Map<string, Record<string, string | number>>();
  for (const r of data.rows) {
    const x = r.keys[0] ?? "";
    const point = points.get(x) ?? { x: r.labels[0] ?? "" };
    const key = r.keys[1] ?? "";
    const name = kept.has(key) ? (nameOf.get(key) as string) : "other";
    point[name] = Number(point[name] ?? 0) + (r.values[0] ?? 0);
    points.set(x, point);
  }
  for (const point of points.values()) for (const s of series) point[s.name] ??= 0;
  const notes = [
    donutNote,
    data.measures.length > 1 ? `The chart shows ${first.label}; the table has every measure.` : null,
  ].filter(Boolean);
  return {
    kind: "cartesian",
    type,
    data: alongAxis(data, timePeriod, points, series),
    series,
    stacked: true,
    unit: first.unit,
    note: notes.length ? notes.join(" ") : null,
  };
}

/** A value in its unit: counts whole, pounds to one decimal, dollars to cents. */
export function formatMeasure(value: number, unit: MeasureUnit): string {
  if (unit === "usd") return value.toLocaleString("en-US", { style: "currency", currency: "USD" });
  if (unit === "lbs") return `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })} lbs`;
  return value.toLocaleString("en-US", { maximumFractionDigits: 0 });
}

/** A short axis tick: 12.3k, 4.5M. */
export function formatTick(value: number, unit: MeasureUnit): string {
  const abs = Math.abs(value);
  const short =
    abs >= 1_000_000
      ? `${(value / 1_000_000).toFixed(1)}M`
      : abs >= 1_000
        ? `${(value / 1_000).toFixed(1)}k`
        : String(Math.round(value));
  return unit === "usd" ? `$${short}` : short;
}
