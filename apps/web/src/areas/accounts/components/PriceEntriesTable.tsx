import { Badge, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import type { PriceEntryView } from "@ops/domain";
import { type ComparedEntry, formatMoney, lineKey, methodLabel, unitLabel } from "./price-format";

type Props = {
  entries: ComparedEntry[];
  /** Lines of the previous version that this one no longer has. */
  removed?: PriceEntryView[];
  caption?: string;
};

const itemKind = (e: PriceEntryView) => (e.productId !== null ? "Product" : "Service");

/** The lines of one price list version; changed prices show the previous price beside the new one. */
export function PriceEntriesTable({ entries, removed = [], caption }: Props) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="xs">
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th style={{ textAlign: "right" }}>Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map(({ entry, status, previousPrice }) => (
            <Table.Tr
              key={lineKey(entry)}
              data-change={status}
              bg={status === "same" ? undefined : "yellow.0"}
            >
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <Text size="sm">{entry.itemName}</Text>
                  <Badge size="xs" variant="light" color={entry.productId !== null ? "blue" : "grape"}>
                    {itemKind(entry)}
                  </Badge>
                  {status === "added" ? (
                    <Badge size="xs" color="teal">
                      New
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{methodLabel(entry)}</Table.Td>
              <Table.Td>{unitLabel(entry.unit)}</Table.Td>
              <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                {previousPrice !== null ? (
                  <Text
                    span
                    size="sm"
                    c="dimmed"
                    td="line-through"
                    mr={8}
                    title="Price in the previous version"
                  >
                    <VisuallyHidden>was </VisuallyHidden>
                    {formatMoney(previousPrice)}
                  </Text>
                ) : null}
                <Text span size="sm" fw={status === "changed" ? 700 : undefined}>
                  {formatMoney(entry.price)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
          {removed.map((entry) => (
            <Table.Tr key={`removed-${lineKey(entry)}`} data-change="removed" c="dimmed">
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" td="line-through">
                    {entry.itemName}
                  </Text>
                  <Badge size="xs" color="red" variant="light">
                    Removed
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td>{methodLabel(entry)}</Table.Td>
              <Table.Td>{unitLabel(entry.unit)}</Table.Td>
              <Table.Td style={{ textAlign: "right" }}>
                <Text span size="sm" td="line-through">
                  {formatMoney(entry.price)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
