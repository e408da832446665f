import { Badge, ScrollArea, Skeleton, Table, Text } from "@mantine/core";
import { useTurnaroundDashboard } from "../api";
import { DashboardCard } from "../components/ChartCards";
import { formatFigure } from "../format";
import { useDashboardSettings } from "../settings/use-dashboard-settings";

const daysOrDash = (value: number | null) => (value === null ? "—" : formatFigure(value, "days"));

/**
 * Turnaround per account and program over the loads priced in the range: mean days from received
 * to processed, processed to priced and received to priced, against the program's target.
 */
export function TurnaroundCard() {
  const { query } = useDashboardSettings();
  const result = useTurnaroundDashboard(query);
  const rows = result.data?.rows ?? [];
  return (
    <DashboardCard
      title="Turnaround"
      description="Mean days from received to processed to priced, per account and program, against the program's target (— where the program sets none)."
      empty={
        result.isSuccess && rows.length === 0 ? "No load went from received to priced in this range" : null
      }
      testId="dashboard-turnaround"
    >
      {result.isPending ? (
        <Skeleton h={120} />
      ) : result.isError ? (
        <Text c="red.8" size="sm">
          The turnaround could not be loaded: {result.error.message}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table fz="sm" striped miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Program</Table.Th>
                <Table.Th ta="right">Loads</Table.Th>
                <Table.Th ta="right">Received → processed</Table.Th>
                <Table.Th ta="right">Processed → priced</Table.Th>
                <Table.Th ta="right">Received → priced</Table.Th>
                <Table.Th ta="right">Target</Table.Th>
                <Table.Th ta="right">Over target</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={`${r.accountId}-${r.programId ?? 0}`}>
                  <Table.Td>{r.accountName}</Table.Td>
                  <Table.Td>{r.programName ?? "No program"}</Table.Td>
                  <Table.Td ta="right">{formatFigure(r.loads, "count")}</Table.Td>
                  <Table.Td ta="right">{daysOrDash(r.receivedToProcessedDays)}</Table.Td>
                  <Table.Td ta="right">{daysOrDash(r.processedToPricedDays)}</Table.Td>
                  <Table.Td ta="right">{daysOrDash(r.receivedToPricedDays)}</Table.Td>
                  <Table.Td ta="right">{daysOrDash(r.targetDays)}</Table.Td>
                  <Table.Td ta="right">
                    {r.overTarget > 0 ? (
                      <Badge color="red" variant="light">
                        {formatFigure(r.overTarget, "count")} {r.overTarget === 1 ? "load" : "loads"}
                      </Badge>
                    ) : (
                      "0"
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </DashboardCard>
  );
}
