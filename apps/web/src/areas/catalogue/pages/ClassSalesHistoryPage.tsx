// `classes/{id}/sales-history` (SPEC §2, issue 19): what the class's devices sold for on the
// marketplaces, by month stacked by grade, with the same figures as a table.
import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Anchor, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { getClassSalesHistory, PRODUCT_GRADES, type SalesHistory, type SalesHistoryQuery } from "@ops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { call } from "../../../shared/endpoints";
import { Figure } from "../../../shared/Figure";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { ClassGradesView } from "../../testing/components/ClassGradesView";
import { useProductClass } from "../classes-api";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const BACK = { to: "/classes", label: "classes" };
const GRADE_COLORS = ["teal.6", "green.6", "lime.6", "yellow.6", "orange.6", "red.6"];
const NO_GRADE = "Ungraded";

function useClassSalesHistory(classId: number, range: SalesHistoryQuery) {
  return useQuery({
    queryKey: ["classes", classId, "sales-history", range],
    queryFn: () => call(getClassSalesHistory, { params: { id: classId }, query: range }),
    enabled: Number.isInteger(classId) && classId > 0,
    placeholderData: keepPreviousData,
  });
}

/** A month `2026-09` as `Sep 2026`. */
const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

export default function ClassSalesHistoryPage() {
  const id = useIdParam();
  const productClass = useProductClass(id);
  const [range, setRange] = useState<{ from: string; to: string }>({ from: "", to: "" });
  const query: SalesHistoryQuery = {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
  const bad = range.from && range.to && range.from > range.to;
  const history = useClassSalesHistory(id, bad ? {} : query);
  if (!productClass.data)
    return <RecordLoadState id={id} error={productClass.error} noun="class" back={BACK} />;
  const name = productClass.data.name;
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={`/classes/${id}`} size="sm">
          ← {name}
        </Anchor>
        <Title order={1} mt={4}>
          Sales history of {name}
        </Title>
        <Text c="dimmed" size="sm">
          Devices of the class sold on the marketplaces, by month of sale and grade.
        </Text>
      </div>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label="Sold from"
          value={range.from}
          onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="Sold to"
          value={range.to}
          onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
          error={bad ? "The last day cannot be before the first" : undefined}
        />
      </Group>
      {history.isError ? (
        <RecordLoadState id={id} error={history.error} noun="class" back={BACK} />
      ) : !history.data ? (
        <Loader aria-label="Loading" />
      ) : (
        <SalesView history={history.data} />
      )}
      <Title order={2} size="h4" mt="md">
        By grade now
      </Title>
      <ClassGradesView classId={id} />
    </Stack>
  );
}

function SalesView({ history }: { history: SalesHistory }) {
  if (history.rows.length === 0)
    return (
      <Text role="status" fw={500}>
        No devices of this class sold in this period. Sales appear here once its listings sell.
      </Text>
    );
  const grades = [...new Set(history.rows.map((r) => r.grade ?? NO_GRADE))].sort();
  const months = [...new Set(history.rows.map((r) => r.month))].sort();
  const data = months.map((month) => {
    const bar: Record<string, string | number> = { month: monthLabel(month) };
    for (const r of history.rows.filter((x) => x.month === month)) bar[r.grade ?? NO_GRADE] = r.count;
    return bar;
  });
  const series = grades.map((g) => {
    const index = PRODUCT_GRADES.findIndex((p) => p.id === g);
    return { name: g, label: g === NO_GRADE ? g : `Grade ${g}`, color: GRADE_COLORS[index] ?? "gray.6" };
  });
  return (
    <Stack>
      <SimpleGrid cols={3}>
        <Figure size="md" label="Sold" value={history.totals.count.toLocaleString("en-US")} />
        <Figure size="md" label="Revenue" value={money.format(history.totals.revenue)} />
        <Figure size="md" label="Average price" value={money.format(history.totals.averagePrice)} />
      </SimpleGrid>
      <Title order={2} size="h4">
        Devices sold by month and grade
      </Title>
      <div role="img" aria-label={`Devices sold by month, stacked by grade, over ${months.length} months`}>
        <BarChart
          h={280}
          data={data}
          dataKey="month"
          type="stacked"
          series={series}
          withLegend
          yAxisProps={{ allowDecimals: false }}
        />
      </div>
      <Table.ScrollContainer minWidth={340}>
        <Table striped withTableBorder aria-label="Sales by month and grade">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th>Grade</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Sold</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Revenue</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Average</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.rows.map((r) => (
              <Table.Tr key={`${r.month}-${r.grade}`}>
                <Table.Td>{monthLabel(r.month)}</Table.Td>
                <Table.Td>{r.grade ?? NO_GRADE}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{r.count}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{money.format(r.revenue)}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{money.format(r.averagePrice)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
