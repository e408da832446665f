import { Anchor, Badge, Card, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { batchNumber, type SanitizationRecord } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatWhen } from "../../../../shared/dates";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { destructionBatchPath, KIND_LABELS, methodLabel, resultLabel } from "./sanitization-labels";

type Column = { header: string; cell: (r: SanitizationRecord) => ReactNode };

function columnsOf(linkBatches: boolean): Column[] {
  return [
    { header: "Kind", cell: (r) => KIND_LABELS[r.kind] },
    { header: "Method", cell: methodLabel },
    { header: "Tool", cell: (r) => r.tool ?? "—" },
    { header: "Passes", cell: (r) => r.passes ?? "—" },
    {
      header: "Result",
      cell: (r) => (
        <Badge size="sm" variant="light" color={r.result === "passed" ? "green" : "red"}>
          {resultLabel(r.result)}
        </Badge>
      ),
    },
    { header: "Verified", cell: (r) => (r.verified ? "Yes" : "No") },
    { header: "Finished", cell: (r) => formatWhen(r.finishedAt) },
    { header: "Operator", cell: (r) => r.operator?.name ?? "—" },
    {
      header: "Batch",
      cell: (r) =>
        r.batchId === null ? (
          "—"
        ) : linkBatches ? (
          <Anchor
            component={Link}
            to={destructionBatchPath(r.batchId)}
            size="sm"
            style={{ whiteSpace: "nowrap" }}
          >
            {batchNumber(r.batchId)}
          </Anchor>
        ) : (
          <span style={{ whiteSpace: "nowrap" }}>{batchNumber(r.batchId)}</span>
        ),
    },
  ];
}

/**
 * An asset's sanitization records, newest first: a table, or on a phone a card per record (a
 * nine-column table would scroll sideways). Batches link to their page for operators only (clients
 * have no batch screens).
 */
export function SanitizationRecords({
  records,
  linkBatches,
}: {
  records: SanitizationRecord[];
  linkBatches: boolean;
}) {
  const phone = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const columns = columnsOf(linkBatches);
  if (records.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No sanitization records yet.
      </Text>
    );
  if (phone)
    return (
      <Stack gap="xs" role="list" aria-label="Sanitization records">
        {records.map((r) => (
          <Card key={r.id} withBorder p="sm" role="listitem">
            <Stack gap={6}>
              {columns.map((column) => (
                <div key={column.header}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {column.header}
                  </Text>
                  <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
                    {column.cell(r)}
                  </Text>
                </div>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder striped aria-label="Sanitization records">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((r) => (
            <Table.Tr key={r.id}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(r)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
