import { Anchor, ScrollArea, Table, Text } from "@mantine/core";
import type { InboundDashboard } from "@ops/domain";
import { Link } from "react-router";
import { formatDay } from "../../../../shared/dates";
import { DashboardCard } from "../components/ChartCards";
import { formatFigure } from "../format";

type Row = NonNullable<InboundDashboard["backlog"]>[number];

/** Per account, loads received and not yet processed, and processed and not yet priced (oldest first). */
export function BacklogTable({ rows }: { rows: Row[] }) {
  const total = rows.reduce(
    (t, r) => ({ processing: t.processing + r.awaitingProcessing, pricing: t.pricing + r.awaitingPricing }),
    { processing: 0, pricing: 0 },
  );
  return (
    <DashboardCard
      title="Backlog"
      description={`${formatFigure(total.processing, "count")} loads waiting to be processed, ${formatFigure(total.pricing, "count")} waiting to be priced.`}
      empty={rows.length === 0 ? "No backlog: every received load is processed and priced" : null}
      testId="dashboard-backlog"
    >
      <ScrollArea type="auto">
        <Table fz="sm" striped miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th ta="right">Awaiting processing</Table.Th>
              <Table.Th ta="right">Awaiting pricing</Table.Th>
              <Table.Th>Oldest received</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.accountId}>
                <Table.Td>
                  <Anchor component={Link} to={`/accounts/${r.accountId}`} size="sm">
                    {r.accountName}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{formatFigure(r.awaitingProcessing, "count")}</Table.Td>
                <Table.Td ta="right">{formatFigure(r.awaitingPricing, "count")}</Table.Td>
                <Table.Td>
                  {r.oldestReceivedAt ? (
                    formatDay(r.oldestReceivedAt)
                  ) : (
                    <Text span c="dimmed" size="sm">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </DashboardCard>
  );
}
