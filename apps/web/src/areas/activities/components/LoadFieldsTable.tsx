import { Card, Table, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Rows = [string, ReactNode][];

/** Fields of a load (or its request), name beside value; an empty value shows as a dash. */
export function LoadFieldsTable({ rows, label }: { rows: Rows; label: string }) {
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w="40%" fw={500} c="dimmed">
              {name}
            </Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
              {value === "" || value == null ? "—" : value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A card of fields under its heading (the table named `label`), and what follows them. */
export function LoadFieldsCard({
  title,
  label,
  rows,
  children,
}: {
  title: ReactNode;
  label: string;
  rows: Rows;
  children?: ReactNode;
}) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <LoadFieldsTable label={label} rows={rows} />
      {children}
    </Card>
  );
}
