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
 * A series over periods with its axis titles and unit. On a phone it draws fewer ticks (about
 * four), short values on the y axis and the legend under the chart, so a 390 px screen reads it.
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
  const common = {
    h: height ?? (mobile ? 220 : 260),
    data,
    dataKey: "tick",
    series: lines,
    withLegend: lines.length > 1,
    legendProps: { verticalAlign: "bottom" as const, height: mobile ? 56 : 40 },
    xAxisLabel,
    yAxisLabel: mobile ? undefined : yAxisLabel,
    valueFormatter: (value: number) => formatFigure(value, unit),
    xAxisProps: { interval: tickInterval(data.length, mobile ? 4 : 10), minTickGap: 4 },
    yAxisProps: { tickFormatter: (value: number) => formatTick(value, unit), width: mobile ? 40 : 56 },
    tickLine: "y" as const,
  };
  if (kind === "line") return <LineChart {...common} curveType="monotone" />;
  if (kind === "area") return <AreaChart {...common} type={stacked ? "stacked" : "default"} />;
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
