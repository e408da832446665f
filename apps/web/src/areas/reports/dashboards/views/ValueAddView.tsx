import { Progress, SimpleGrid, Table } from "@mantine/core";
import type { Slice, ValueAddDashboard } from "@ops/domain";
import { useValueAddDashboard } from "../api";
import { colorAt, PERIOD_AXIS, shortPeriod } from "../charts/chart-data";
import { DashboardCard, SeriesChartBlock } from "../components/ChartCards";
import { DashboardFrame } from "../components/DashboardFrame";
import { FigureCards } from "../components/FigureCards";
import { formatFigure } from "../format";
import { useDashboardAllowed } from "../SubscriptionGate";
import { useDashboardSettings } from "../settings/use-dashboard-settings";

/** `dashboards/clients/value-add`: value recovered against costs on the final statements, per period. */
export function ValueAddView() {
  const control = useDashboardSettings();
  const result = useValueAddDashboard(control.query, useDashboardAllowed("value_add"));
  return (
    <DashboardFrame
      title="Value add"
      description="Value recovered from your devices against the costs of the services, from the final settlement statements."
      gate="value_add"
      control={control}
      options={{ productClasses: false }}
      result={result}
    >
      {(data) => <ValueAddBody data={data} />}
    </DashboardFrame>
  );
}

function ValueAddBody({ data }: { data: ValueAddDashboard }) {
  const axis = PERIOD_AXIS[data.meta.timePeriod];
  const none = data.series.every((p) => p.recovered === 0 && p.costs === 0)
    ? "No final statement in this range"
    : null;
  return (
    <>
      <FigureCards
        compare={false}
        figures={[
          {
            id: "recovered",
            label: "Value recovered",
            unit: "usd",
            current: data.totals.recovered,
            previous: null,
          },
          { id: "costs", label: "Costs", unit: "usd", current: data.totals.costs, previous: null },
          { id: "net", label: "Net", unit: "usd", current: data.totals.net, previous: null },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <DashboardCard
          title="Recovered against costs"
          description="Value recovered, costs and the net per period, by the day each statement line counts on."
          empty={none}
          testId="chart-value"
        >
          <SeriesChartBlock
            kind="bar"
            points={data.series.map((p) => ({
              label: p.label,
              values: { recovered: p.recovered, costs: p.costs, net: p.net },
            }))}
            lines={[
              { name: "recovered", label: "Recovered", color: colorAt(2) },
              { name: "costs", label: "Costs", color: colorAt(5) },
              { name: "net", label: "Net", color: colorAt(0) },
            ]}
            unit="usd"
            xAxisLabel={axis}
            yAxisLabel="Amount (USD)"
            tick={shortPeriod}
          />
        </DashboardCard>
        <DashboardCard
          title="By kind"
          description="What the statements' lines were for: value recovered is positive, costs negative."
          empty={data.byKind.length === 0 ? "No statement lines in this range" : null}
          testId="chart-kind"
        >
          <SignedAmounts slices={data.byKind} />
        </DashboardCard>
      </SimpleGrid>
    </>
  );
}

/** Signed amounts per kind (a donut cannot show a cost), each with a bar against the largest. */
function SignedAmounts({ slices }: { slices: Slice[] }) {
  const largest = Math.max(0, ...slices.map((s) => Math.abs(s.value)));
  return (
    <Table fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Kind</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th w="35%" aria-hidden />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {slices.map((s) => (
          <Table.Tr key={s.key}>
            <Table.Td>{s.label}</Table.Td>
            <Table.Td ta="right" c={s.value < 0 ? "red.8" : undefined}>
              {formatFigure(s.value, "usd")}
            </Table.Td>
            <Table.Td aria-hidden>
              <Progress
                value={largest > 0 ? (Math.abs(s.value) / largest) * 100 : 0}
                color={s.value < 0 ? "red" : "teal"}
                size="sm"
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
