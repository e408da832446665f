import { Progress, ScrollArea, Table } from "@mantine/core";
import type { SerializedDashboard } from "@ops/domain";
import { DashboardCard } from "../components/ChartCards";
import { formatFigure } from "../format";

type Row = NonNullable<SerializedDashboard["technicians"]>[number];

/** Devices tested per technician in the range, most first, with a bar against the busiest. */
export function TechniciansCard({ rows }: { rows: Row[] }) {
  const sorted = [...rows].sort((a, b) => b.tested - a.tested);
  const most = sorted[0]?.tested ?? 0;
  return (
    <DashboardCard
      title="Per technician"
      description="Devices tested in the range, and on average per day of the range."
      empty={rows.length === 0 ? "No technician recorded a test in this range" : null}
      testId="dashboard-technicians"
    >
      <ScrollArea type="auto">
        <Table fz="sm" miw={280}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Technician</Table.Th>
              <Table.Th ta="right">Tested</Table.Th>
              <Table.Th ta="right">Per day</Table.Th>
              <Table.Th w="25%" aria-hidden />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((r) => (
              <Table.Tr key={r.userId}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ta="right">{formatFigure(r.tested, "count")}</Table.Td>
                <Table.Td ta="right">
                  {r.perDay.toLocaleString("en-US", { maximumFractionDigits: 1 })}
                </Table.Td>
                <Table.Td aria-hidden>
                  <Progress value={most > 0 ? (r.tested / most) * 100 : 0} size="sm" color="teal" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </DashboardCard>
  );
}
