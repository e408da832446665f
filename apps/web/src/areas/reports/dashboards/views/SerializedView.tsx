import { SimpleGrid } from "@mantine/core";
import type { SerializedDashboard } from "@ops/domain";
import { useSerializedDashboard } from "../api";
import { colorAt, PERIOD_AXIS, shortPeriod } from "../charts/chart-data";
import { BreakdownBlock, DashboardCard, SeriesChartBlock } from "../components/ChartCards";
import { DashboardFrame } from "../components/DashboardFrame";
import { useDashboardAllowed } from "../SubscriptionGate";
import { useDashboardSettings } from "../settings/use-dashboard-settings";
import { TechniciansCard } from "./TechniciansCard";

/**
 * The serialized dashboard: devices received by grade, disposition and class, and per period.
 * On `dashboards/smr/serialized` operators also see the throughput: devices tested per period
 * and per technician.
 */
export function SerializedView({ smr }: { smr: boolean }) {
  const control = useDashboardSettings();
  const result = useSerializedDashboard(control.query, useDashboardAllowed(smr ? undefined : "serialized"));
  return (
    <DashboardFrame
      title={smr ? "Serialized throughput" : "Serialized devices"}
      description={
        smr
          ? "Devices received by grade, disposition and class, and devices tested per period and per technician."
          : "Your serialized devices by grade, disposition and product class, period by period."
      }
      gate={smr ? undefined : "serialized"}
      control={control}
      result={result}
    >
      {(data) => <SerializedBody data={data} smr={smr} />}
    </DashboardFrame>
  );
}

function SerializedBody({ data, smr }: { data: SerializedDashboard; smr: boolean }) {
  const axis = PERIOD_AXIS[data.meta.timePeriod];
  const none = data.total === 0 ? "No serialized devices received in this range" : null;
  return (
    <>
      {smr && data.throughput ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <DashboardCard
            title="Devices tested"
            description="Test results recorded per period (throughput)."
            empty={data.throughput.every((p) => p.tested === 0) ? "No device was tested in this range" : null}
            testId="chart-throughput"
          >
            <SeriesChartBlock
              kind="bar"
              points={data.throughput.map((p) => ({ label: p.label, values: { tested: p.tested } }))}
              lines={[{ name: "tested", label: "Tested", color: colorAt(2) }]}
              unit="count"
              xAxisLabel={axis}
              yAxisLabel="Devices"
              tick={shortPeriod}
            />
          </DashboardCard>
          {data.technicians ? <TechniciansCard rows={data.technicians} /> : null}
        </SimpleGrid>
      ) : null}
      <DashboardCard
        title="Devices received"
        description={`${data.total.toLocaleString("en-US")} serialized devices received in the range, per period.`}
        empty={none}
        testId="chart-devices"
      >
        <SeriesChartBlock
          kind="bar"
          points={data.series.map((p) => ({ label: p.label, values: { devices: p.devices } }))}
          lines={[{ name: "devices", label: "Devices", color: colorAt(0) }]}
          unit="count"
          xAxisLabel={axis}
          yAxisLabel="Devices"
          tick={shortPeriod}
        />
      </DashboardCard>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
        <DashboardCard title="By grade" empty={none} testId="chart-grade">
          <BreakdownBlock slices={data.byGrade} unit="count" noun="Grade" />
        </DashboardCard>
        <DashboardCard title="By disposition" empty={none} testId="chart-disposition">
          <BreakdownBlock slices={data.byDisposition} unit="count" noun="Disposition" />
        </DashboardCard>
        <DashboardCard title="By product class" empty={none} testId="chart-class">
          <BreakdownBlock slices={data.byClass} unit="count" noun="Class" />
        </DashboardCard>
      </SimpleGrid>
    </>
  );
}
