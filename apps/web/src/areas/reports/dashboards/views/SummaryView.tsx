import { SimpleGrid } from "@mantine/core";
import type { SummaryDashboard } from "@ops/domain";
import { useSummaryDashboard } from "../api";
import { colorAt, PERIOD_AXIS, shortPeriod } from "../charts/chart-data";
import { DashboardCard, SeriesChartBlock } from "../components/ChartCards";
import { DashboardFrame } from "../components/DashboardFrame";
import { FigureCards } from "../components/FigureCards";
import { useDashboardAllowed } from "../SubscriptionGate";
import { useDashboardSettings } from "../settings/use-dashboard-settings";

/** `dashboards/clients/summary`: what the accounts sent, what it became and what it was worth. */
export function SummaryView() {
  const control = useDashboardSettings();
  const result = useSummaryDashboard(control.query, useDashboardAllowed("summary"));
  return (
    <DashboardFrame
      title="Summary"
      description="Loads, weight received, devices processed, value returned and certificates issued, this period against the last."
      gate="summary"
      control={control}
      result={result}
    >
      {(data) => <SummaryBody data={data} />}
    </DashboardFrame>
  );
}

function SummaryBody({ data }: { data: SummaryDashboard }) {
  const axis = PERIOD_AXIS[data.meta.timePeriod];
  const nothing = data.series.every((p) => p.loads === 0 && p.weightLbs === 0 && p.devices === 0);
  return (
    <>
      <FigureCards figures={data.figures} cols={5} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <DashboardCard
          title="Loads and devices"
          description="Loads received and serialized devices received, per period."
          empty={nothing ? "No loads received in this range" : null}
          testId="chart-loads"
        >
          <SeriesChartBlock
            kind="bar"
            points={data.series.map((p) => ({
              label: p.label,
              values: { loads: p.loads, devices: p.devices },
            }))}
            lines={[
              { name: "loads", label: "Loads", color: colorAt(0) },
              { name: "devices", label: "Devices", color: colorAt(1) },
            ]}
            unit="count"
            xAxisLabel={axis}
            yAxisLabel="Count"
            tick={shortPeriod}
          />
        </DashboardCard>
        <DashboardCard
          title="Weight received"
          description="Net weight of the product received, per period."
          empty={nothing ? "No weight received in this range" : null}
          testId="chart-weight"
        >
          <SeriesChartBlock
            kind="area"
            points={data.series.map((p) => ({ label: p.label, values: { weightLbs: p.weightLbs } }))}
            lines={[{ name: "weightLbs", label: "Weight", color: colorAt(2) }]}
            unit="lbs"
            xAxisLabel={axis}
            yAxisLabel="Weight (lb)"
            tick={shortPeriod}
          />
        </DashboardCard>
      </SimpleGrid>
    </>
  );
}
