import "@mantine/charts/styles.css";
import { AreaChart, BarChart, DonutChart, LineChart } from "@mantine/charts";
import { Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ChartType, ReportData } from "@ops/domain";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { formatMeasure, formatTick, planChart } from "../chart-data";

/**
 * A report's answer as the chart it asks for: bars, a line or areas along the first dimension
 * (stacked by the second), or a donut of one dimension other than the period. On a phone the
 * chart is shorter, its labels slanted and the legend below it.
 */
export function ReportChart({ data, chartType }: { data: ReportData; chartType: ChartType }) {
  const phone = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const plan = planChart(data, chartType);
  if (plan.kind === "none") return null;
  if (plan.kind === "empty")
    return (
      <Text c="dimmed" size="sm">
        Nothing to chart: no figures in this range.
      </Text>
    );
  const note = plan.note ? (
    <Text size="xs" c="dimmed">
      {plan.note}
    </Text>
  ) : null;
  const format = (v: number) => formatMeasure(v, plan.unit);

  if (plan.kind === "donut") {
    return (
      <Stack gap={4} align="center" aria-label="Report chart" data-testid="report-chart">
        <DonutChart
          data={plan.data}
          size={phone ? 180 : 220}
          thickness={phone ? 26 : 32}
          withLabelsLine={!phone}
          withLabels={!phone}
          valueFormatter={format}
          tooltipDataSource="segment"
        />
        <Stack gap={2} w="100%" maw={420}>
          {plan.data.map((d) => (
            <Text key={d.name} size="xs">
              <span style={{ color: `var(--mantine-color-${d.color.replace(".", "-")})` }}>●</span> {d.name}:{" "}
              {format(d.value)}
            </Text>
          ))}
        </Stack>
        {note}
      </Stack>
    );
  }

  const common = {
    h: phone ? 240 : 320,
    data: plan.data,
    dataKey: "x",
    series: plan.series,
    withLegend: true,
    legendProps: { verticalAlign: "bottom" as const, height: phone ? 60 : 40 },
    valueFormatter: format,
    yAxisProps: { tickFormatter: (v: number) => formatTick(v, plan.unit), width: phone ? 44 : 60 },
    xAxisProps: phone
      ? { angle: -35, textAnchor: "end" as const, height: 60, interval: "preserveStartEnd" as const }
      : {},
    tickLine: "y" as const,
  };
  const chart =
    plan.type === "line" ? (
      <LineChart {...common} />
    ) : plan.type === "area" ? (
      <AreaChart {...common} type={plan.stacked ? "stacked" : "default"} />
    ) : (
      <BarChart {...common} type={plan.stacked ? "stacked" : "default"} />
    );
  return (
    <Stack gap={4} aria-label="Report chart" data-testid="report-chart">
      {chart}
      {note}
    </Stack>
  );
}
