import { Alert, Table } from "@mantine/core";
import type { ImportRowError } from "./import-errors";

/** Every bad cell of a refused import, by spreadsheet row; nothing of the file was written. */
export function ImportErrorsTable({ errors }: { errors: readonly ImportRowError[] }) {
  const rows = new Set(errors.filter((e) => e.row > 0).map((e) => e.row)).size;
  return (
    <Alert color="red" title="Nothing was imported" role="alert">
      {rows > 0
        ? `${rows} ${rows === 1 ? "row has" : "rows have"} errors. Correct them and import the whole file again.`
        : "The file could not be read. Correct it and import it again."}
      <Table.ScrollContainer minWidth={420} mt="sm" mah={320}>
        <Table withTableBorder striped aria-label="Import errors" bg="white">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>Row</Table.Th>
              <Table.Th w={140}>Column</Table.Th>
              <Table.Th>Error</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e) => (
              <Table.Tr key={`${e.row}-${e.column}`}>
                <Table.Td>{e.row > 0 ? e.row : "—"}</Table.Td>
                <Table.Td>{e.column || "—"}</Table.Td>
                <Table.Td>{e.messages.join(" ")}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}
