import { Alert, Stack, Table, Text } from "@mantine/core";
import type { ImportRowError } from "./import-errors";

type Props = { rows: ImportRowError[]; general: string[] };

/** Why an import was refused: every row error with its spreadsheet row; nothing was imported. */
export function ImportErrorsTable({ rows, general }: Props) {
  const rowCount = new Set(rows.map((r) => r.row)).size;
  return (
    <Stack gap="xs">
      <Alert color="red" title="Nothing was imported">
        {rows.length > 0
          ? `${rowCount} ${rowCount === 1 ? "row has" : "rows have"} errors. Correct ${rowCount === 1 ? "it" : "them"} in the file and import it again; no row is imported until every row is valid.`
          : "The file was refused; no row was imported."}
        {general.map((message) => (
          <Text key={message} size="sm" mt={4}>
            {message}
          </Text>
        ))}
      </Alert>
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={420} mah={320}>
          <Table withTableBorder striped aria-label="Import errors" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>Row</Table.Th>
                <Table.Th w={140}>Column</Table.Th>
                <Table.Th>Error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, index) => (
                // A cell can carry several messages, so the index keeps keys unique.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder
                <Table.Tr key={`${r.row}-${r.column}-${index}`}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td>{r.column}</Table.Td>
                  <Table.Td>{r.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
