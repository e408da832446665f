import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/** A card's fields of a load, name beside value (an empty value shows as a dash). */
export function LoadFieldsTable({ rows, label }: { rows: [string, ReactNode][]; label: string }) {
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w="40%" fw={500} c="dimmed">
              {name}
            </Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              {value === "" || value == null ? "—" : value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
