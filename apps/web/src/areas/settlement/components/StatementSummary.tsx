import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { labelOf, NET_DIRECTIONS, type SettlementStatement, type StatementTotals } from "@ops/domain";
import type { ReactNode } from "react";
import { formatWhen } from "../../../shared/dates";
import { isCharge, money, moneyAbs } from "../format";

/** The totals per kind of line, in the order the lines are grouped; zero kinds are left out. */
const KIND_TOTALS: { key: keyof StatementTotals; label: string }[] = [
  { key: "value", label: "Asset value" },
  { key: "services", label: "Services" },
  { key: "freight", label: "Freight" },
  { key: "hardDrives", label: "Hard drives" },
  { key: "triage", label: "Triage" },
  { key: "revenueShare", label: "Revenue share" },
  { key: "manual", label: "Draft lines" },
  { key: "adjustments", label: "Adjustments" },
];

const zero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);

/** Draft or Final, as a badge. */
export function StatementStatusBadge({ status }: { status: SettlementStatement["status"] }) {
  return (
    <Badge color={status === "final" ? "green" : "gray"} variant={status === "final" ? "filled" : "outline"}>
      {status === "final" ? "Final" : "Draft"}
    </Badge>
  );
}

/** The statement's number and status, with its actions on the right (they wrap on a phone). */
export function StatementHeading({
  statement,
  children,
}: {
  statement: SettlementStatement;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Group gap="xs" align="center">
        <Title order={2} size="h3">
          {`Statement ${statement.number}`}
        </Title>
        <StatementStatusBadge status={statement.status} />
      </Group>
      {children}
    </Group>
  );
}

/** An amount, red with its minus when it is a charge to the client. */
export function Amount({ value, strong }: { value: string; strong?: boolean }) {
  const charge = isCharge(value);
  return (
    <Text span inherit c={charge ? "red.8" : undefined} fw={strong ? 700 : undefined}>
      {money(value)}
    </Text>
  );
}

/**
 * The statement's net, big, with which way it goes in words ("Due to the client"), and the
 * totals of each kind of line, credits and charges.
 */
export function StatementSummary({ statement }: { statement: SettlementStatement }) {
  const { totals, direction } = statement;
  const kinds = KIND_TOTALS.filter((k) => !zero(totals[k.key]));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <section aria-label="Net">
          <Text
            size="sm"
            fw={700}
            c={
              direction === "due_from_client" ? "red.8" : direction === "due_to_client" ? "teal.8" : "dimmed"
            }
          >
            {labelOf(NET_DIRECTIONS, direction)}
          </Text>
          <Text
            fz={{ base: 32, sm: 40 }}
            fw={700}
            lh={1.1}
            data-testid="statement-net"
            style={{ fontVariantNumeric: "tabular-nums" }}
          >
            {moneyAbs(totals.net)}
          </Text>
          <Group gap="md" mt={4}>
            <Text size="sm">
              Credits <Amount value={totals.credits} />
            </Text>
            <Text size="sm">
              Charges <Amount value={totals.charges} />
            </Text>
            <Text size="sm" c="dimmed">{`Net ${money(totals.net)}`}</Text>
          </Group>
        </section>
        {kinds.length > 0 ? (
          <SimpleGrid
            cols={{ base: 2, sm: 4 }}
            spacing="sm"
            verticalSpacing="xs"
            aria-label="Totals per kind"
          >
            {kinds.map((k) => (
              <div key={k.key}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {k.label}
                </Text>
                <Text fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
                  <Amount value={totals[k.key]} />
                </Text>
              </div>
            ))}
          </SimpleGrid>
        ) : null}
        {statement.finalizedAt ? (
          <Text size="xs" c="dimmed">
            {`Finalised ${formatWhen(statement.finalizedAt)}${statement.finalizedBy ? ` by ${statement.finalizedBy}` : ""}`}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
