import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { MOBILE_QUERY } from "../../../shared/layout";
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
  const stacked = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const select = (column: AsnColumn) => (
    <SelectField
      label={<VisuallyHidden>{`Field for ${column.header}`}</VisuallyHidden>}
      placeholder="Choose a field"
      data={ASN_FIELD_OPTIONS}
      value={choices[column.header] ?? null}
      onChange={(value) => onChoose(column.header, isChoice(value) ? value : null)}
      error={errors[column.header]}
    />
  );
  const samples = (column: AsnColumn) =>
    column.samples.length > 0 ? (
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {column.samples.join(" · ")}
      </Text>
    ) : (
      <Text size="xs" c="dimmed" fs="italic">
        empty
      </Text>
    );

  // On a phone each column is a card, so the field choice is never off-screen.
  if (stacked) {
    return (
      <Stack gap="xs" role="list" aria-label="Column mapping">
        {columns.map((column) => (
          <Paper
            key={column.header}
            withBorder
            p="xs"
            role="listitem"
            bg={errors[column.header] ? "var(--mantine-color-red-light)" : undefined}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                {column.header}
              </Text>
              <SourceBadge column={column} />
            </Group>
            {samples(column)}
            {select(column)}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table withTableBorder aria-label="Column mapping" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in the file</Table.Th>
            <Table.Th>Sample values</Table.Th>
            <Table.Th w={130}>Matched</Table.Th>
            <Table.Th w={240}>Read as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {columns.map((column) => (
            <Table.Tr
              key={column.header}
              bg={errors[column.header] ? "var(--mantine-color-red-light)" : undefined}
            >
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {column.header}
                </Text>
              </Table.Td>
              <Table.Td>{samples(column)}</Table.Td>
              <Table.Td>
                <SourceBadge column={column} />
              </Table.Td>
              <Table.Td>{select(column)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
