import { Group, Stack, Text } from "@mantine/core";
import { labelOf, PAYMENT_TYPES, type SettlementStatement } from "@ops/domain";
import { money, quantity } from "../format";

/** The statement's payment type, freight inputs and notes, read-only (a final statement's, a client's view). */
export function StatementDetails({ statement }: { statement: SettlementStatement }) {
  const facts = [
    {
      label: "Payment type",
      value: statement.paymentType ? labelOf(PAYMENT_TYPES, statement.paymentType) : "Not chosen",
    },
    ...(statement.carrierCost ? [{ label: "Carrier cost", value: money(statement.carrierCost) }] : []),
    ...(statement.miles ? [{ label: "Miles", value: quantity(statement.miles) }] : []),
  ];
  return (
    <Stack gap={4}>
      <Group gap="lg" wrap="wrap">
        {facts.map((f) => (
          <Text size="sm" key={f.label}>
            <Text span c="dimmed" size="sm">{`${f.label}: `}</Text>
            {f.value}
          </Text>
        ))}
      </Group>
      {statement.notes ? (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          <Text span c="dimmed" size="sm">
            Notes:{" "}
          </Text>
          {statement.notes}
        </Text>
      ) : null}
    </Stack>
  );
}
