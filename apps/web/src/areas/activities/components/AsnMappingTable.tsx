import { Badge, Table, Text, VisuallyHidden } from "@mantine/core";
import { SelectField } from "../../../shared/SelectField";
import { ASN_FIELD_OPTIONS, type AsnChoices, type AsnColumn, isChoice } from "./asn-mapping";

type Props = {
  columns: readonly AsnColumn[];
  choices: AsnChoices;
  onChoose: (header: string, choice: AsnChoices[string]) => void;
  /** Problems by header: the server's `columns.<header>` errors, or a choice still missing. */
  errors: Record<string, string | undefined>;
};

function SourceBadge({ column }: { column: AsnColumn }) {
  if (column.source === "saved")
    return (
      <Badge color="teal" variant="light" title="The account's saved field relationship">
        saved
      </Badge>
    );
  if (column.source === "name")
    return (
      <Badge color="blue" variant="light" title="The column's name matches the field">
        by name
      </Badge>
    );
  return (
    <Badge color="orange" variant="light">
      not mapped
    </Badge>
  );
}

/**
 * The file's columns with a few sample values and the ASN field each is read as (SPEC §3
 * Reconcile). Every column can be changed; an unmapped one must be chosen before the import.
 */
export function AsnMappingTable({ columns, choices, onChoose, errors }: Props) {
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table withTableBorder aria-label="Column mapping" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in the file</Table.Th>
            <Table.Th>Sample values</Table.Th>
            <Table.Th w={110}>Matched</Table.Th>
            <Table.Th w={240}>Read as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {columns.map((column) => {
            const error = errors[column.header];
            return (
              <Table.Tr
                key={column.header}
                bg={error ? "var(--mantine-color-red-light)" : undefined}
                data-column={column.header}
              >
                <Table.Td>
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {column.header}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {column.samples.length > 0 ? (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      {column.samples.join(" · ")}
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed" fs="italic">
                      empty
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <SourceBadge column={column} />
                </Table.Td>
                <Table.Td>
                  <SelectField
                    label={<VisuallyHidden>{`Field for ${column.header}`}</VisuallyHidden>}
                    placeholder="Choose a field"
                    data={ASN_FIELD_OPTIONS}
                    value={choices[column.header] ?? null}
                    onChange={(value) => onChoose(column.header, isChoice(value) ? value : null)}
                    error={error}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
