import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/** A record's fields as label and value rows. */
export function DetailTable({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
