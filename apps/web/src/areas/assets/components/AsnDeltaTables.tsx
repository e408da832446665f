import { Anchor, Badge, Group, Pagination, Stack, Table, Text } from "@mantine/core";
import type { AssetDeltas } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";

type ProductDelta = AssetDeltas["products"][number];
type SerialDelta = AssetDeltas["serials"][number];

const SERIALS_PER_PAGE = 25;
const number = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 2 });

/** "2 short", "1 extra" or "as expected": how a received quantity compares with the ASN. */
export function deltaWords(delta: number): { text: string; color: string | undefined } {
  if (delta < 0) return { text: `${number(-delta)} short`, color: "red" };
  if (delta > 0) return { text: `${number(delta)} extra`, color: "orange" };
  return { text: "as expected", color: undefined };
}

/** The serials worth a look: missing from the load, extra on it, or received elsewhere too. */
export function serialProblems(serials: readonly SerialDelta[]) {
  return serials.filter((s) => s.expected !== s.received || s.receivedElsewhere !== null);
}

export function serialStatus(s: SerialDelta): { label: string; color: string } {
  if (s.expected && !s.received) return { label: "Missing", color: "red" };
  if (!s.expected && s.received) return { label: "Extra", color: "orange" };
  return { label: "Received", color: "teal" };
}

/** The load's totals against its ASN, in one line of badges. */
export function AsnDeltaTotals({ totals }: { totals: AssetDeltas["totals"] }) {
  const quantity = deltaWords(totals.receivedQuantity - totals.expectedQuantity);
  return (
    <Group gap="xs" wrap="wrap" aria-label="Totals against the ASN">
      <Badge variant="light" color="gray" size="lg">
        Quantity {number(totals.receivedQuantity)} of {number(totals.expectedQuantity)}
      </Badge>
      {quantity.color ? (
        <Badge variant="light" color={quantity.color} size="lg">
          {quantity.text}
        </Badge>
      ) : null}
      <Badge variant="light" color="gray" size="lg">
        Serials {totals.receivedSerials} of {totals.expectedSerials}
      </Badge>
      <Badge variant="light" color={totals.missingSerials > 0 ? "red" : "gray"} size="lg">
        {totals.missingSerials} missing
      </Badge>
      <Badge variant="light" color={totals.extraSerials > 0 ? "orange" : "gray"} size="lg">
        {totals.extraSerials} extra
      </Badge>
    </Group>
  );
}

/** Expected against received, by product; shortages in red, extras in orange. */
export function ProductDeltaTable({ products }: { products: readonly ProductDelta[] }) {
  if (products.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing expected or received by product yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing={4} aria-label="Received by product">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Expected</Table.Th>
            <Table.Th ta="right">Received</Table.Th>
            <Table.Th>Difference</Table.Th>
            <Table.Th ta="right">Net lbs</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => {
            const words = deltaWords(p.quantityDelta);
            return (
              <Table.Tr key={`${p.productId ?? "none"}-${p.productName}`}>
                <Table.Td>{p.productName}</Table.Td>
                <Table.Td ta="right">{number(p.expectedQuantity)}</Table.Td>
                <Table.Td ta="right">{number(p.receivedQuantity)}</Table.Td>
                <Table.Td>
                  <Text span size="sm" c={words.color} fw={words.color ? 600 : undefined}>
                    {words.text}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{number(p.receivedNetWeight)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The serials missing, extra or received elsewhere, a page at a time. */
export function SerialDeltaTable({ serials }: { serials: readonly SerialDelta[] }) {
  const problems = serialProblems(serials);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(problems.length / SERIALS_PER_PAGE));
  if (page > pages) setPage(pages);
  if (problems.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {serials.length === 0 ? "No serials expected or received yet." : "Every serial is as expected."}
      </Text>
    );
  const shown = problems.slice((page - 1) * SERIALS_PER_PAGE, page * SERIALS_PER_PAGE);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={520}>
        <Table striped verticalSpacing={4} aria-label="Serial differences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Serial</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Barcode</Table.Th>
              <Table.Th>Also received on</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((s) => {
              const status = serialStatus(s);
              return (
                <Table.Tr key={s.serialNumber}>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{s.serialNumber}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={status.color} style={{ flexShrink: 0 }} miw="max-content">
                      {status.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {s.barcode ? (
                      <Anchor component={Link} to={`/assets/${encodeURIComponent(s.barcode)}`} size="sm">
                        {s.barcode}
                      </Anchor>
                    ) : (
                      "—"
                    )}
                  </Table.Td>
                  <Table.Td>
                    {s.receivedElsewhere ? (
                      <Text span size="sm" c="orange" fw={600}>
                        {s.receivedElsewhere}
                      </Text>
                    ) : (
                      "—"
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? <Pagination size="sm" total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
