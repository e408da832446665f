import { Badge, Button, Group, Table, Text, UnstyledButton } from "@mantine/core";
import {
  groupByAccount,
  groupByProduct,
  type LoadBuilderAction,
  type LoadBuilderState,
  type LoadBuilderStockRow,
  visibleStockRows,
} from "@ops/domain";
import { formatAmount, formatMoney, formatPercent, formatUnitPrice } from "./format";

const COLUMNS = [
  ["count", "Count"],
  ["gross", "Gross (lbs)"],
  ["net", "Net (lbs)"],
  ["value", "Value"],
  ["unitPrice", "Unit price"],
  ["marginPercent", "Margin"],
] as const;

function SortHeader(props: {
  column: string;
  label: string;
  state: LoadBuilderState;
  onSort: (c: string) => void;
}) {
  const active = props.state.sortBy === props.column ? props.state.sortOrder : null;
  return (
    <Table.Th ta="right">
      <UnstyledButton onClick={() => props.onSort(props.column)} aria-label={`Sort by ${props.label}`}>
        <Text size="sm" fw={600}>
          {props.label} {active === "desc" ? "↓" : active === "asc" ? "↑" : ""}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

function Figures({ row }: { row: LoadBuilderStockRow }) {
  const s = row.summary;
  return (
    <>
      <Table.Td ta="right">{formatAmount(s.count)}</Table.Td>
      <Table.Td ta="right">{formatAmount(s.gross)}</Table.Td>
      <Table.Td ta="right">{formatAmount(s.net)}</Table.Td>
      <Table.Td ta="right">{formatMoney(s.value)}</Table.Td>
      <Table.Td ta="right">{formatUnitPrice(s.unitPrice, s.unit)}</Table.Td>
      <Table.Td ta="right">{formatPercent(s.marginPercent)}</Table.Td>
    </>
  );
}

/**
 * The stock list: grouped by account (each account's totals, then its products) or by product
 * (the product's maxima, then the accounts holding it); sortable columns; add a product to the
 * load, or choose the account to build from.
 */
export function StockTable({
  state,
  dispatch,
}: {
  state: LoadBuilderState;
  dispatch: (a: LoadBuilderAction) => void;
}) {
  const rows = visibleStockRows(state);
  const add = (row: LoadBuilderStockRow) => (
    <Button
      size="compact-xs"
      variant="light"
      onClick={() => dispatch({ type: "addProduct", productId: row.product.id })}
    >
      Add {row.product.name}
    </Button>
  );
  const chooseAccount = (account: { id: number; name: string }) =>
    state.selectedAccount?.id === account.id ? (
      <Badge variant="light">Building from</Badge>
    ) : (
      <Button size="compact-xs" variant="subtle" onClick={() => dispatch({ type: "selectAccount", account })}>
        Build from {account.name}
      </Button>
    );
  const header = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{state.groupBy === "account" ? "Account / product" : "Product / account"}</Table.Th>
        {COLUMNS.map(([column, label]) => (
          <SortHeader
            key={column}
            column={column}
            label={label}
            state={state}
            onSort={(c) => dispatch({ type: "sort", column: c })}
          />
        ))}
        <Table.Th />
      </Table.Tr>
    </Table.Thead>
  );
  const body =
    state.groupBy === "account"
      ? groupByAccount(rows).flatMap((g) => [
          <Table.Tr key={`a${g.id}`} bg="var(--mantine-color-gray-light)">
            <Table.Td fw={600}>{g.name}</Table.Td>
            <Table.Td ta="right">{formatAmount(g.totalCount)}</Table.Td>
            <Table.Td ta="right">{formatAmount(g.totalGross)}</Table.Td>
            <Table.Td ta="right">{formatAmount(g.totalNet)}</Table.Td>
            <Table.Td ta="right">{formatMoney(g.totalValue)}</Table.Td>
            <Table.Td colSpan={2} />
            <Table.Td>{chooseAccount(g)}</Table.Td>
          </Table.Tr>,
          ...g.products.map((r) => (
            <Table.Tr key={`a${g.id}p${r.product.id}`}>
              <Table.Td pl="lg">{r.product.name}</Table.Td>
              <Figures row={r} />
              <Table.Td>{add(r)}</Table.Td>
            </Table.Tr>
          )),
        ])
      : groupByProduct(rows).flatMap((g) => [
          <Table.Tr key={`p${g.id}`} bg="var(--mantine-color-gray-light)">
            <Table.Td fw={600}>{g.name}</Table.Td>
            <Table.Td colSpan={4} />
            <Table.Td ta="right">
              max {formatUnitPrice(g.maxUnitPrice, g.accounts[0]?.summary.unit ?? null)}
            </Table.Td>
            <Table.Td ta="right">max {formatPercent(g.maxMarginPercent)}</Table.Td>
            <Table.Td>{g.accounts[0] ? add(g.accounts[0]) : null}</Table.Td>
          </Table.Tr>,
          ...g.accounts.map((r) => (
            <Table.Tr key={`p${g.id}a${r.account.id}`}>
              <Table.Td pl="lg">{r.account.name}</Table.Td>
              <Figures row={r} />
              <Table.Td>{chooseAccount(r.account)}</Table.Td>
            </Table.Tr>
          )),
        ]);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped={false} highlightOnHover>
        {header}
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Group justify="center" py="md">
                  <Text c="dimmed">No available stock matches (reserved and held assets are left out).</Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ) : (
            body
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
