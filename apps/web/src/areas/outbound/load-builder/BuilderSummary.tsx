import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { type LoadBuilderState, selectionSummary } from "@ops/domain";
import { LoadFailed } from "../../inventory/components/LoadFailed";
import { useBuilderAlternates } from "../load-builder-api";
import { formatAmount, formatMoney, formatPercent } from "./format";
import { scopeOf } from "./use-load-builder";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** The stock summary of the selection (totals, sale, value-weighted margin). */
export function SelectionFigures({ state }: { state: LoadBuilderState }) {
  const { summary, revenue } = selectionSummary(state);
  return (
    <SimpleGrid cols={{ base: 2, sm: 6 }} aria-label="Stock summary">
      <Figure label="Count" value={formatAmount(summary.totalCount)} />
      <Figure label="Gross (lbs)" value={formatAmount(summary.totalGross)} />
      <Figure label="Net (lbs)" value={formatAmount(summary.totalNet)} />
      <Figure label="Cost" value={formatMoney(summary.totalValue)} />
      <Figure label="Sale" value={formatMoney(revenue)} />
      <Figure label="Weighted margin" value={formatPercent(summary.weightedMarginPercent)} />
    </SimpleGrid>
  );
}

/** Accounts other than the selected one that hold every chosen product, with value and margin. */
export function AlternateAccounts({ state }: { state: LoadBuilderState }) {
  const productIds = state.selectedProducts.map((p) => p.id);
  const alternates = useBuilderAlternates(scopeOf(state), productIds, state.selectedAccount?.id ?? null);
  return (
    <Card withBorder>
      <Title order={4} mb="xs">
        Alternate accounts
      </Title>
      {productIds.length === 0 ? (
        <Text c="dimmed" size="sm">
          Choose products to see which other accounts hold them all.
        </Text>
      ) : alternates.isError ? (
        <LoadFailed
          title="Alternate accounts could not be loaded"
          error={alternates.error}
          onRetry={() => alternates.refetch()}
        />
      ) : !alternates.data ? (
        <Text size="sm">Loading…</Text>
      ) : alternates.data.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No other account holds all the chosen products.
        </Text>
      ) : (
        <Table aria-label="Alternate accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
              <Table.Th ta="right">Weighted margin</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {alternates.data.data.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.name}</Table.Td>
                <Table.Td ta="right">{formatMoney(a.totalValue)}</Table.Td>
                <Table.Td ta="right">{formatPercent(a.weightedMarginPercent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group />
    </Card>
  );
}
