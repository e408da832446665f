import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Alert, Anchor, Loader, Select, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { getTaskOverview, localDay, TASK_STATUSES, type TaskOverviewRow } from "@ops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { call } from "../../../shared/endpoints";
import { Figure } from "../../../shared/Figure";
import { PageHeader } from "../../../shared/PageHeader";
import { useTaskTypeOptions } from "../types/api";

const NO_GROUP = "No group";
const STATUS_COLORS: Record<string, string> = {
  new: "blue.6",
  assigned: "violet.6",
  in_progress: "orange.6",
  completed: "teal.6",
  canceled: "gray.5",
};
const SERIES = TASK_STATUSES.map((s) => ({
  name: s.id,
  label: s.label,
  color: STATUS_COLORS[s.id] ?? "gray.6",
}));
const nameOf = (row: Pick<TaskOverviewRow, "groupName">) => row.groupName ?? NO_GROUP;
const right = { textAlign: "right" } as const;

/** `tasks/overview`: how many tasks are in each status and overdue, per group and in no group. */
export default function TaskOverviewPage() {
  const [taskTypeId, setTaskTypeId] = useState<string | null>(null);
  const types = useTaskTypeOptions();
  const today = localDay(new Date());
  const overview = useQuery({
    queryKey: ["tasks", "overview", today, taskTypeId],
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(getTaskOverview, { query: { today, ...(taskTypeId ? { taskTypeId: Number(taskTypeId) } : {}) } }),
  });
  const data = overview.data;
  return (
    <Stack>
      <PageHeader title="Task overview" description="Tasks by status and overdue, per group." />
      <Select
        label="Task type"
        placeholder="All task types"
        clearable
        searchable
        maw={320}
        data={(types.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        value={taskTypeId}
        onChange={setTaskTypeId}
      />
      {overview.error ? <Alert color="red">The overview could not be loaded.</Alert> : null}
      {!data ? (
        overview.isLoading ? (
          <Loader aria-label="Loading" />
        ) : null
      ) : (
        <>
          <SimpleGrid cols={{ base: 3 }}>
            <Figure size="md" label="Open" value={String(data.totals.open)} />
            <Figure
              size="md"
              label="Overdue"
              value={String(data.totals.overdue)}
              color={data.totals.overdue > 0 ? "red" : undefined}
            />
            <Figure size="md" label="All tasks" value={String(data.totals.total)} />
          </SimpleGrid>
          {data.rows.length === 0 ? (
            <Text c="dimmed">
              No groups and no tasks yet.{" "}
              <Anchor component={Link} to="/tasks/groups/new">
                Add a task group
              </Anchor>
              .
            </Text>
          ) : (
            <>
              <div
                role="img"
                aria-label={`Tasks per group, stacked by status, over ${data.rows.length} groups`}
              >
                <BarChart
                  h={Math.max(200, data.rows.length * 44)}
                  data={data.rows.map((r) => ({ group: nameOf(r), ...r.counts }))}
                  dataKey="group"
                  type="stacked"
                  orientation="vertical"
                  series={SERIES}
                  withLegend
                  xAxisProps={{ allowDecimals: false }}
                  yAxisProps={{ width: 110 }}
                />
              </div>
              <Table.ScrollContainer minWidth={560}>
                <Table striped withTableBorder aria-label="Tasks by group and status">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Group</Table.Th>
                      {TASK_STATUSES.map((s) => (
                        <Table.Th key={s.id} style={right}>
                          {s.label}
                        </Table.Th>
                      ))}
                      <Table.Th style={right}>Overdue</Table.Th>
                      <Table.Th style={right}>Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.map((r) => (
                      <Table.Tr key={r.groupId ?? "none"}>
                        <Table.Td>
                          {nameOf(r)}
                          {r.groupActive ? "" : " (inactive)"}
                        </Table.Td>
                        {TASK_STATUSES.map((s) => (
                          <Table.Td key={s.id} style={right}>
                            {r.counts[s.id]}
                          </Table.Td>
                        ))}
                        <Table.Td
                          style={right}
                          c={r.overdue > 0 ? "red" : undefined}
                          fw={r.overdue > 0 ? 700 : undefined}
                        >
                          {r.overdue}
                        </Table.Td>
                        <Table.Td style={right}>{r.total}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th>Total</Table.Th>
                      {TASK_STATUSES.map((s) => (
                        <Table.Th key={s.id} style={right}>
                          {data.totals.counts[s.id]}
                        </Table.Th>
                      ))}
                      <Table.Th style={right}>{data.totals.overdue}</Table.Th>
                      <Table.Th style={right}>{data.totals.total}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
