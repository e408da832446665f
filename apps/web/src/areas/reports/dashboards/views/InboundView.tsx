import { SimpleGrid } from "@mantine/core";
import type { InboundDashboard } from "@ops/domain";
import { useInboundDashboard } from "../api";
import { colorAt, PERIOD_AXIS, shortPeriod } from "../charts/chart-data";
import { BreakdownBlock, DashboardCard, SeriesChartBlock } from "../components/ChartCards";
import { DashboardFrame } from "../components/DashboardFrame";
import { useDashboardAllowed } from "../SubscriptionGate";
import { useDashboardSettings } from "../settings/use-dashboard-settings";
import { BacklogTable } from "./BacklogTable";
import { TurnaroundCard } from "./TurnaroundCard";

/**
 * The inbound dashboard: loads by status and over time. On `dashboards/smr/inbound` operators
 * also see the dock (scheduled against received per day), the backlog per account and the
 * turnaround against each program's target.
 */
export function InboundView({ smr }: { smr: boolean }) {
  const control = useDashboardSettings();
  const result = useInboundDashboard(control.query, useDashboardAllowed(smr ? undefined : "inbound"));
  return (
    <DashboardFrame
      title={smr ? "Inbound operations" : "Inbound"}
      description={
        smr
          ? "The dock, the backlog waiting to be processed and priced, and how long loads take, over all or the selected accounts."
          : "Your inbound loads by status and over time, from received to processed to priced."
      }
      gate={smr ? undefined : "inbound"}
      control={control}
      result={result}
    >
      {(data) => <InboundBody data={data} smr={smr} />}
    </DashboardFrame>
  );
}

function InboundBody({ data, smr }: { data: InboundDashboard; smr: boolean }) {
  const axis = PERIOD_AXIS[data.meta.timePeriod];
  const quiet = data.series.every((p) => p.received === 0 && p.processed === 0 && p.priced === 0);
  return (
    <>
      {smr ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {data.backlog ? <BacklogTable rows={data.backlog} /> : null}
          {data.dock ? (
            <DashboardCard
              title="Dock"
              description="Loads scheduled at the dock and loads received, per day."
              empty={
                data.dock.every((d) => d.scheduled === 0 && d.received === 0)
                  ? "Nothing at the dock in this range"
                  : null
              }
              testId="chart-dock"
            >
              <SeriesChartBlock
                kind="bar"
                points={data.dock.map((d) => ({
                  label: d.date,
                  values: { scheduled: d.scheduled, received: d.received },
                }))}
                lines={[
                  { name: "scheduled", label: "Scheduled", color: colorAt(3) },
                  { name: "received", label: "Received", color: colorAt(0) },
                ]}
                unit="count"
                xAxisLabel="Day"
                yAxisLabel="Loads"
                tick={shortPeriod}
              />
            </DashboardCard>
          ) : null}
        </SimpleGrid>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <DashboardCard
          title="Loads over time"
          description="Loads reaching received, processed and priced in each period."
          empty={quiet ? "No loads received in this range" : null}
          testId="chart-inbound-series"
        >
          <SeriesChartBlock
            kind="line"
            points={data.series.map((p) => ({
              label: p.label,
              values: { received: p.received, processed: p.processed, priced: p.priced },
            }))}
            lines={[
              { name: "received", label: "Received", color: colorAt(0) },
              { name: "processed", label: "Processed", color: colorAt(1) },
              { name: "priced", label: "Priced", color: colorAt(2) },
            ]}
            unit="count"
            xAxisLabel={axis}
            yAxisLabel="Loads"
            tick={shortPeriod}
          />
        </DashboardCard>
        <DashboardCard
          title="Loads by status"
          description="Inbound loads created in the range, by their status today."
          empty={data.byStatus.length === 0 ? "No inbound loads in this range" : null}
          testId="chart-inbound-status"
        >
          <BreakdownBlock slices={data.byStatus} unit="count" noun="Status" />
        </DashboardCard>
      </SimpleGrid>
      {smr ? <TurnaroundCard /> : null}
    </>
  );
}
