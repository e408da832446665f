import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  formatCents,
  labelOf,
  PROGRAM_RULE_TYPES,
  SETTLEMENT_LINE_KINDS,
  type SettlementLine,
  type SettlementLineKind,
  sumCents,
} from "@ops/domain";
import { formatWhen } from "../../../shared/dates";
import { day, isCharge, quantityWithUnit, unitPrice } from "../format";
import { Amount } from "./StatementSummary";

/** The lines of one kind, in the order SETTLEMENT_LINE_KINDS lists the kinds. */
export function linesByKind(lines: readonly SettlementLine[]) {
  return SETTLEMENT_LINE_KINDS.map((kind) => {
    const own = lines.filter((l) => l.kind === kind.id);
    return {
      kind: kind.id as SettlementLineKind,
      label: kind.label,
      lines: own,
      total: formatCents(sumCents(own.map((l) => l.amount))),
    };
  }).filter((group) => group.lines.length > 0);
}

/** What made the line: the program rule's name when a rule did, with the price or rule text. */
function SourceCell({ line }: { line: SettlementLine }) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={line.rule ? "violet" : "gray"} style={{ textTransform: "none" }}>
        {line.rule ? labelOf(PROGRAM_RULE_TYPES, line.rule) : labelOf(SETTLEMENT_LINE_KINDS, line.kind)}
      </Badge>
      {line.source ? (
        <Text size="xs" c="dimmed">
          {line.source}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The description, with an adjustment's reason and who made it, or a revenue share's sale day. */
function DescriptionCell({ line }: { line: SettlementLine }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{line.description}</Text>
      {line.kind === "revenue_share" ? (
        <Text size="xs" c="dimmed">{`Sold ${day(line.lineDate)}`}</Text>
      ) : null}
      {line.reason && line.reason !== line.description ? (
        <Text size="xs" c="dimmed">{`Reason: ${line.reason}`}</Text>
      ) : null}
      {line.kind === "adjustment" && (line.createdBy || line.createdAt) ? (
        <Text size="xs" c="dimmed">
          {[line.createdBy, line.createdAt ? formatWhen(line.createdAt) : null].filter(Boolean).join(" · ")}
        </Text>
      ) : null}
    </Stack>
  );
}

const num = { textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;

/** On a phone each line is a card: what it is and what made it, quantity × price, and the amount. */
function LineCards({ groups }: { groups: ReturnType<typeof linesByKind> }) {
  return (
    <Stack gap="md" aria-label="Statement lines">
      {groups.map((group) => (
        <Stack key={group.kind} gap={6} role="group" aria-label={group.label}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{`${group.label} (${group.lines.length})`}</Text>
            <Text fw={700} style={num}>
              <Amount value={group.total} />
            </Text>
          </Group>
          {group.lines.map((line, index) => (
            <Paper key={line.id ?? `${group.kind}-${index}`} withBorder p="xs" radius="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <DescriptionCell line={line} />
                <Text size="sm" fw={600} style={num}>
                  <Amount value={line.amount} />
                  {isCharge(line.amount) ? <VisuallyHidden> (charge)</VisuallyHidden> : null}
                </Text>
              </Group>
              <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs" mt={4}>
                <SourceCell line={line} />
                <Text size="xs" c="dimmed" style={num}>
                  {line.unitPrice === null
                    ? quantityWithUnit(line.quantity, line.unit)
                    : `${quantityWithUnit(line.quantity, line.unit)} × ${unitPrice(line.unitPrice)}`}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The statement's lines grouped by kind, each group with its subtotal: description, what made
 * the line, quantity and unit, unit price and amount (charges in red with their minus and the
 * word "charge" for screen readers). On a phone the lines are cards instead.
 */
export function StatementLines({ lines }: { lines: readonly SettlementLine[] }) {
  const groups = linesByKind(lines);
  // Read at once (not after a first render), so a phone never draws the table first.
  const phone = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: false });
  if (groups.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No lines: nothing of the load is priced and no program rule applies.
      </Text>
    );
  return (
    <Stack gap={4}>
      {phone ? (
        <LineCards groups={groups} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table withTableBorder verticalSpacing="xs" aria-label="Statement lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th>Made by</Table.Th>
                <Table.Th style={num}>Quantity</Table.Th>
                <Table.Th style={num}>Unit price</Table.Th>
                <Table.Th style={num}>Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            {groups.map((group) => (
              <Table.Tbody key={group.kind} aria-label={group.label}>
                <Table.Tr bg="var(--mantine-color-gray-0)">
                  <Table.Th scope="rowgroup" colSpan={4}>
                    {`${group.label} (${group.lines.length})`}
                  </Table.Th>
                  <Table.Td style={num} fw={700}>
                    <Amount value={group.total} />
                  </Table.Td>
                </Table.Tr>
                {group.lines.map((line, index) => (
                  <Table.Tr key={line.id ?? `${group.kind}-${index}`}>
                    <Table.Td>
                      <DescriptionCell line={line} />
                    </Table.Td>
                    <Table.Td>
                      <SourceCell line={line} />
                    </Table.Td>
                    <Table.Td style={num}>{quantityWithUnit(line.quantity, line.unit)}</Table.Td>
                    <Table.Td style={num}>{unitPrice(line.unitPrice)}</Table.Td>
                    <Table.Td style={num}>
                      <Amount value={line.amount} />
                      {isCharge(line.amount) ? <VisuallyHidden> (charge)</VisuallyHidden> : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            ))}
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed">
        Positive amounts are owed to the client; negative amounts, in red, are charged to the client.
      </Text>
    </Stack>
  );
}
