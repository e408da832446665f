import { Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { StockFigures, StockSummary } from "@ops/domain";
import { Fragment } from "react";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { formatAmount, formatValue } from "./stock-format";

function Figures({
  figures,
  compact,
  strong,
}: {
  figures: StockFigures;
  compact: boolean;
  strong?: boolean;
}) {
  const fw = strong ? 700 : undefined;
  return (
    <>
      <Table.Td ta="right" fw={fw}>
        {formatAmount(figures.count)}
      </Table.Td>
      {compact ? null : (
        <>
          <Table.Td ta="right" fw={fw}>
            {formatAmount(figures.gross)}
          </Table.Td>
          <Table.Td ta="right" fw={fw}>
            {formatAmount(figures.net)}
          </Table.Td>
        </>
      )}
      <Table.Td ta="right" fw={fw}>
        {formatValue(figures.value)}
      </Table.Td>
    </>
  );
}

/**
 * The priced summary: each group (an account, or a product) as a heading row, its rows (the
 * products of the account, or the accounts holding the product), its subtotal, and the TOTAL
 * last. On a phone the weights fold away so count and value fit.
 */
export function StockSummaryTable({ summary }: { summary: StockSummary }) {
  const compact = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const byAccount = summary.groupBy === "account";
  const columns = compact ? 3 : 6;
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 640}>
      <Table striped={false} highlightOnHover aria-label="Stock summary" data-testid="stock-summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{byAccount ? "Account / product" : "Product / account"}</Table.Th>
            <Table.Th ta="right">Count</Table.Th>
            {compact ? null : (
              <>
                <Table.Th ta="right">Gross (lbs)</Table.Th>
                <Table.Th ta="right">Net (lbs)</Table.Th>
              </>
            )}
            <Table.Th ta="right">Value</Table.Th>
            {compact ? null : <Table.Th ta="right">Unit price</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.groups.map((group) => (
            <Fragment key={group.id}>
              <Table.Tr data-testid="stock-group" bg="var(--mantine-color-gray-0)">
                <Table.Td colSpan={columns}>
                  <Text fw={700}>{group.name}</Text>
                  {byAccount ? null : (
                    <Text size="xs" c="dimmed">
                      {group.rows[0]?.product.productClass?.name ?? "No class"}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
              {group.rows.map((row) => (
                <Table.Tr key={`${row.account.id}-${row.product.id}`} data-testid="stock-row">
                  <Table.Td pl="lg">
                    {byAccount ? row.product.name : row.account.name}
                    {byAccount && !compact && row.product.productClass ? (
                      <Text span size="xs" c="dimmed">
                        {" "}
                        · {row.product.productClass.name}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Figures figures={row.summary} compact={compact} />
                  {compact ? null : (
                    <Table.Td ta="right">
                      {row.summary.unitPrice === null ? "—" : formatValue(row.summary.unitPrice)}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
              <Table.Tr data-testid="stock-subtotal">
                <Table.Td fw={600}>{group.name} total</Table.Td>
                <Figures figures={group.totals} compact={compact} strong />
                {compact ? null : <Table.Td />}
              </Table.Tr>
            </Fragment>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="stock-total">
            <Table.Th>TOTAL</Table.Th>
            <Figures figures={summary.total} compact={compact} strong />
            {compact ? null : <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
