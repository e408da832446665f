import "@mantine/charts/styles.css";
import { AreaChart, BarChart, DonutChart, LineChart } from "@mantine/charts";
import { Group, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ChartType, ReportData, TimePeriod } from "@ops/domain";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { formatMeasure, formatTick, planChart } from "../chart-data";

/**
 * A report's answer as the chart it asks for: bars, a line or areas along the first dimension
 * (stacked by the second), or a donut of one dimension other than the period. On a phone the
 * chart is shorter, its labels slanted and the legend below it.
 */
export function ReportChart({
  data,
  chartType,
  timePeriod,
}: {
  data: ReportData;
  chartType: ChartType;
  timePeriod: TimePeriod;
}) {
  const phone = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const plan = planChart(data, chartType, timePeriod);
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
        <Legend items={plan.data.map((d) => ({ name: `${d.name}: ${format(d.value)}`, color: d.color }))} />
        {note}
      </Stack>
    );
  }

  const common = {
    h: phone ? 220 : 320,
    data: plan.data,
    dataKey: "x",
    series: plan.series,
    // On a phone the legend wraps under the chart as a list (the chart's own would overlap it).
    withLegend: !phone,
    legendProps: { verticalAlign: "bottom" as const, height: 40 },
    valueFormatter: format,
    yAxisProps: { tickFormatter: (v: number) => formatTick(v, plan.unit), width: phone ? 40 : 60 },
    // Labels that would collide are skipped; the first and last always show.
    xAxisProps: { interval: "preserveStartEnd" as const, minTickGap: phone ? 24 : 12 },
    tickLine: "y" as const,
  };
  const chart =
    plan.type === "line" ? (
      <LineChart {...common} />
    ) : plan.type === "area" ? (
      <AreaChart {...common} type={plan.stacked ? "stacked" : "default"} />
    ) : (
      <BarChart {...common} type={plan.stacked ? "stacked" : "default"} maxBarWidth={56} />
    );
  return (
    <Stack gap={4} aria-label="Report chart" data-testid="report-chart">
      {chart}
      {phone ? <Legend items={plan.series.map((x) => ({ name: x.label, color: x.color }))} /> : null}
      {note}
    </Stack>
  );
}

/** The series as a list of colour dots and names. */
function Legend({ items }: { items: { name: string; color: string }[] }) {
  return (
    <Group gap="xs" justify="center" w="100%">
      {items.map((item) => (
        <Text key={item.name} size="xs">
          <span aria-hidden style={{ color: `var(--mantine-color-${item.color.replace(".", "-")})` }}>
            ●
          </span>{" "}
          {item.name}
        </Text>
      ))}
    </Group>
  );
}
