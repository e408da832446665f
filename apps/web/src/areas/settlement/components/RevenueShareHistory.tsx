import { Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatCents, type SettlementLine, sumCents } from "@ops/domain";
import { day } from "../format";
import { Amount } from "./StatementSummary";

/** The revenue-share lines by sale day, each with the running total up to it (exact cents). */
export function runningShares(lines: readonly SettlementLine[]) {
  const shares = lines
    .filter((l) => l.kind === "revenue_share")
    .slice()
    .sort((a, b) => a.lineDate.localeCompare(b.lineDate));
  let total = 0n;
  return shares.map((line) => {
    total += sumCents([line.amount]);
    return { line, runningTotal: formatCents(total) };
  });
}

const num = { textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;

/**
 * What the load's devices fetched for the client as they sold: each dated share and the total so
 * far. Shown only when the load has revenue share.
 */
export function RevenueShareHistory({
  lines,
  client = false,
}: {
  lines: readonly SettlementLine[];
  client?: boolean;
}) {
  const rows = runningShares(lines);
  // On a phone each sale is a card, so the running total needs no sideways scroll.
  const phone = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: false });
  if (rows.length === 0) return null;
  const total = rows[rows.length - 1]?.runningTotal ?? "0.00";
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Revenue share
      </Title>
      <Text size="sm">
        {client ? "Your share" : "The client's share"} of what the load's devices sold for, so far:{" "}
        <Text span fw={700} data-testid="revenue-share-total">
          <Amount value={total} />
        </Text>
      </Text>
      {phone ? (
        <Stack gap={6} aria-label="Revenue share by sale">
          {rows.map(({ line, runningTotal }, index) => (
            <Paper key={line.id ?? index} withBorder p="xs" radius="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div>
                  <Text size="sm">{line.description}</Text>
                  <Text size="xs" c="dimmed">{`Sold ${day(line.lineDate)}`}</Text>
                </div>
                <div style={num}>
                  <Text size="sm" fw={600}>
                    <Amount value={line.amount} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    {"Total "}
                    <Amount value={runningTotal} />
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder verticalSpacing="xs" aria-label="Revenue share by sale">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sold</Table.Th>
                <Table.Th>Sale</Table.Th>
                <Table.Th style={num}>Share</Table.Th>
                <Table.Th style={num}>Running total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ line, runningTotal }, index) => (
                <Table.Tr key={line.id ?? index}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{day(line.lineDate)}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td style={num}>
                    <Amount value={line.amount} />
                  </Table.Td>
                  <Table.Td style={num}>
                    <Amount value={runningTotal} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
