import { Alert, Badge, Button, Card, Group, Loader, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type OutboundProduct, setOutboundPrices } from "@ops/domain";
import { useState } from "react";
import { MOBILE_QUERY } from "../../../shared/layout";
import { useCan } from "../../../shared/permissions";
import { formatAmount, formatMoney } from "../../inventory/activity/inventory-format";
import { LoadFailed } from "../../inventory/components/LoadFailed";
import { useOutboundProducts } from "../outbound-api";
import { OutboundPriceModal } from "./OutboundPriceModal";

const FINAL = new Set(["invoiced", "closed", "canceled"]);
const percent = (v: number | null) => (v === null ? "—" : `${v.toFixed(2)} %`);
const priceOf = (p: OutboundProduct) =>
  p.unitPrice === null ? "—" : `$${p.unitPrice.toFixed(4)} / ${p.unit === "lbs" ? "lb" : "piece"}`;
const SOURCE: Record<OutboundProduct["source"], string> = {
  load: "Set on the load",
  price_list: "Consignee's price list",
  none: "No price",
};

/**
 * The products an outbound load carries, each with its cost, unit price (set on the load, else
 * the consignee's outbound price list), sale amount and margin, and the load's totals; prices can
 * be set by hand until the load is invoiced.
 */
export function OutboundProducts({ slug, status }: { slug: string; status: string }) {
  const can = useCan();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const list = useOutboundProducts(slug);
  const [editing, setEditing] = useState<OutboundProduct | null>(null);
  const edits = can(setOutboundPrices) && !FINAL.has(status);

  if (list.isPending)
    return (
      <Group justify="center" p="md">
        <Loader aria-label="Loading the products" />
      </Group>
    );
  if (list.error)
    return (
      <LoadFailed
        title="The products could not be loaded"
        error={list.error}
        onRetry={() => list.refetch()}
      />
    );
  const { data, totals } = list.data;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Products
      </Title>
      {data.length === 0 ? (
        <Alert color="gray" title="No products yet">
          Add stock on the Assets tab; its products and the consignee's prices show here.
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={mobile ? 0 : 760}>
          <Table aria-label="Products of the load" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                {mobile ? null : <Table.Th ta="right">Pieces</Table.Th>}
                {mobile ? null : <Table.Th ta="right">Net lbs</Table.Th>}
                {mobile ? null : <Table.Th ta="right">Cost</Table.Th>}
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Sale</Table.Th>
                {mobile ? null : <Table.Th ta="right">Margin</Table.Th>}
                {edits ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((p) => (
                <Table.Tr key={p.productId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {p.productName}
                    </Text>
                    <Badge size="xs" variant="light" color={p.source === "none" ? "orange" : "gray"}>
                      {SOURCE[p.source]}
                    </Badge>
                  </Table.Td>
                  {mobile ? null : <Table.Td ta="right">{formatAmount(p.count)}</Table.Td>}
                  {mobile ? null : <Table.Td ta="right">{formatAmount(p.net)}</Table.Td>}
                  {mobile ? null : <Table.Td ta="right">{formatMoney(p.value)}</Table.Td>}
                  <Table.Td ta="right">{priceOf(p)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.saleAmount)}</Table.Td>
                  {mobile ? null : <Table.Td ta="right">{percent(p.marginPercent)}</Table.Td>}
                  {edits ? (
                    <Table.Td ta="right">
                      <Button size="compact-sm" variant="subtle" onClick={() => setEditing(p)}>
                        Set price
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                {mobile ? null : <Table.Th ta="right">{formatAmount(totals.count)}</Table.Th>}
                {mobile ? null : <Table.Th ta="right">{formatAmount(totals.net)}</Table.Th>}
                {mobile ? null : <Table.Th ta="right">{formatMoney(totals.value)}</Table.Th>}
                <Table.Th />
                <Table.Th ta="right">{formatMoney(totals.saleAmount)}</Table.Th>
                {mobile ? null : <Table.Th ta="right">{percent(totals.marginPercent)}</Table.Th>}
                {edits ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      <OutboundPriceModal slug={slug} product={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
