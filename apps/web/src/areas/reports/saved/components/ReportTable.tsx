import { Card, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReportData } from "@ops/domain";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { formatMeasure } from "../chart-data";

const num = { textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;
/** A phone shows this many cards, then says how many more the table holds (the file has all). */
const PHONE_ROWS = 60;

/** A report's rows (one per combination of dimension values) with the totals last; cards on a phone. */
export function ReportTable({ data }: { data: ReportData }) {
  const phone = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  if (data.rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No figures for these choices between {data.beginDate} and {data.endDate}.
      </Text>
    );
  }
  const value = (v: number | undefined, i: number) =>
    formatMeasure(v ?? 0, data.measures[i]?.unit ?? "count");

  if (phone) {
    const shown = data.rows.slice(0, PHONE_ROWS);
    return (
      <Stack gap="xs" data-testid="report-cards">
        <Card withBorder padding="sm" bg="var(--mantine-color-gray-0)">
          <Text fw={700} size="sm">
            Total
          </Text>
          <Measures data={data} values={data.totals} format={value} />
        </Card>
        {shown.map((row) => (
          <Card key={row.keys.join("|")} withBorder padding="sm">
            <Text fw={600} size="sm">
              {row.labels.join(" · ") || "All"}
            </Text>
            <Measures data={data} values={row.values} format={value} />
          </Card>
        ))}
        {data.rows.length > shown.length ? (
          <Text size="xs" c="dimmed">
            {data.rows.length - shown.length} more rows: download the report for all of them.
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder aria-label="Report figures">
        <Table.Thead>
          <Table.Tr>
            {data.dimensions.map((d) => (
              <Table.Th key={d.id}>{d.label}</Table.Th>
            ))}
            {data.measures.map((m) => (
              <Table.Th key={m.id} style={num}>
                {m.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={row.keys.join("|")}>
              {row.labels.map((label, i) => (
                <Table.Td key={data.dimensions[i]?.id ?? i}>{label}</Table.Td>
              ))}
              {row.values.map((v, i) => (
                <Table.Td key={data.measures[i]?.id ?? i} style={num}>
                  {value(v, i)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            {data.dimensions.length > 0 ? <Table.Th colSpan={data.dimensions.length}>Total</Table.Th> : null}
            {data.totals.map((v, i) => (
              <Table.Th key={data.measures[i]?.id ?? i} style={num}>
                {value(v, i)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function Measures({
  data,
  values,
  format,
}: {
  data: ReportData;
  values: number[];
  format: (v: number | undefined, i: number) => string;
}) {
  return (
    <Stack gap={2} mt={4}>
      {data.measures.map((m, i) => (
        <Group key={m.id} justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {m.label}
          </Text>
          <Text size="sm" style={num}>
            {format(values[i], i)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
