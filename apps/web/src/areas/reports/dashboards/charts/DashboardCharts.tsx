// Loaded lazily by the dashboards: the chart library stays out of the first load and of every
// screen without a chart.
import "@mantine/charts/styles.css";
import { AreaChart, BarChart, DonutChart, LineChart } from "@mantine/charts";
import { useMediaQuery } from "@mantine/hooks";
import type { FigureUnit } from "@ops/domain";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { formatFigure, formatTick, tickInterval } from "../format";
import type { ChartLine } from "./chart-data";

export type SeriesChartProps = {
  kind: "bar" | "line" | "area";
  stacked?: boolean;
  /** One row per period: `tick` (the axis name) and a number per line. */
  data: Record<string, string | number>[];
  lines: ChartLine[];
  unit: FigureUnit;
  xAxisLabel: string;
  yAxisLabel: string;
  height?: number;
};

/**
 * A series over periods with its axis titles and unit. On a phone it draws about four ticks and
 * short values with their unit on the y axis (the axis title would take the plot's width). The
 * legend is the caller's, under the chart, where it wraps instead of squeezing the plot.
 */
export function SeriesChart({
  kind,
  stacked,
  data,
  lines,
  unit,
  xAxisLabel,
  yAxisLabel,
  height,
}: SeriesChartProps) {
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const tick = (value: number) =>
    mobile && unit === "lbs" ? `${formatTick(value, unit)} lb` : formatTick(value, unit);
  const common = {
    h: height ?? 240,
    data,
    dataKey: "tick",
    series: lines,
    xAxisLabel,
    yAxisLabel: mobile ? undefined : yAxisLabel,
    valueFormatter: (value: number) => formatFigure(value, unit),
    xAxisProps: { interval: tickInterval(data.length, mobile ? 4 : 10), minTickGap: 4 },
    yAxisProps: {
      tickFormatter: tick,
      // Room for "2.3K lb" on one line; counts and dollars are shorter.
      width: mobile ? (unit === "lbs" ? 64 : 44) : 60,
      // Counts are whole: no "0.8 loads" tick.
      allowDecimals: unit !== "count",
    },
    tickLine: "y" as const,
  };
  // Straight segments: a smoothed curve overshoots below zero between periods, which no count does.
  if (kind === "line") return <LineChart {...common} curveType="linear" />;
  if (kind === "area")
    return <AreaChart {...common} curveType="linear" type={stacked ? "stacked" : "default"} />;
  return <BarChart {...common} type={stacked ? "stacked" : "default"} />;
}

export type BreakdownChartProps = {
  slices: { label: string; value: number; color: string }[];
  unit: FigureUnit;
  total: string;
};

/** A share of a whole as a donut with the total in its middle (the table beside it is the legend). */
export function BreakdownChart({ slices, unit, total }: BreakdownChartProps) {
  return (
    <DonutChart
      size={160}
      thickness={26}
      data={slices.map((s) => ({ name: s.label, value: s.value, color: s.color }))}
      chartLabel={total}
      valueFormatter={(value) => formatFigure(value, unit)}
      tooltipDataSource="segment"
    />
  );
}
