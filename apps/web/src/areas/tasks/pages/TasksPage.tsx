import { Button, SegmentedControl, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  createTask,
  exportTasks,
  localDay,
  PRIORITIES,
  TASK_DUE_FILTERS,
  TASK_STATUSES,
  type Task,
  type TasksQuery,
} from "@ops/domain";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatDay } from "../../../shared/dates";
import { FoldingFilters } from "../../../shared/FoldingFilters";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { fetchTasksPage, type TaskFilters, tasksKeys, tasksQueryOf, useTaskTypes } from "../api";
import { TaskFlags, TaskPriorityBadge, TaskStatusBadge } from "../components/TaskBadges";

const SCOPES: { value: TasksQuery["scope"]; label: string }[] = [
  { value: "mine", label: "Mine" },
  { value: "groups", label: "My groups" },
  { value: "all", label: "All" },
];

const STATUS_OPTIONS = [
  { value: "open", label: "Open (not done)" },
  ...TASK_STATUSES.map((s) => ({ value: s.id, label: s.label })),
];
const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: String(p.value), label: p.label }));
const DUE_LABELS: Record<(typeof TASK_DUE_FILTERS)[number], string> = {
  overdue: "Overdue",
  today: "Due today",
  week: "Due within 7 days",
  none: "No due date",
};
const DUE_OPTIONS = TASK_DUE_FILTERS.map((d) => ({ value: d, label: DUE_LABELS[d] }));

/** Type, assignee and group get their own columns from Mantine's sm width; on a phone they sit under the title. */
const WIDE = "(min-width: 48em)";

function columnsOf(today: string): DataTableColumn<Task>[] {
  return [
    {
      accessor: "title",
      title: "Task",
      sortable: true,
      render: (t) => (
        <Stack gap={2}>
          <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
            {t.title}
          </Text>
          <TaskFlags task={t} today={today} />
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {[t.taskTypeName, t.assigneeName ?? t.groupName].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
      ),
    },
    { accessor: "taskTypeName", title: "Type", visibleMediaQuery: WIDE },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      render: (t) => <TaskStatusBadge status={t.status} />,
    },
    {
      accessor: "priority",
      title: "Priority",
      sortable: true,
      render: (t) => <TaskPriorityBadge priority={t.priority} />,
    },
    {
      accessor: "dueDate",
      title: "Due",
      sortable: true,
      noWrap: true,
      render: (t) => (t.dueDate ? formatDay(`${t.dueDate}T12:00:00`) : "—"),
    },
    {
      accessor: "assigneeName",
      title: "Assignee",
      visibleMediaQuery: WIDE,
      render: (t) => t.assigneeName ?? "—",
    },
    { accessor: "groupName", title: "Group", visibleMediaQuery: WIDE, render: (t) => t.groupName ?? "—" },
  ];
}

/** Reads the list's scope and filters from the address, so a link or a reload shows the same list. */
function useTaskFilters() {
  const [params, setParams] = useSearchParams();
  const scope = (SCOPES.find((s) => s.value === params.get("scope"))?.value ?? "mine") as TasksQuery["scope"];
  const filters: TaskFilters = {
    scope,
    status: (params.get("status") || undefined) as TaskFilters["status"],
    taskTypeId: Number(params.get("taskTypeId")) || undefined,
    priority: Number(params.get("priority")) || undefined,
    due: (params.get("due") || undefined) as TaskFilters["due"],
  };
  const set = (name: keyof TaskFilters, value: string | null) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (value) out.set(name, value);
        else out.delete(name);
        return out;
      },
      { replace: true },
    );
  return { filters, set };
}

/** The tasks: mine, my groups' or all, filtered by status, type, priority and due date. */
export default function TasksPage() {
  const navigate = useNavigate();
  const can = useCan();
  const types = useTaskTypes();
  const { filters, set } = useTaskFilters();
  const today = localDay(new Date());
  const active = [filters.status, filters.taskTypeId, filters.priority, filters.due].filter(Boolean).length;
  const { page: _page, pageSize: _size, ...exportQuery } = tasksQueryOf(filters, { page: 1, pageSize: 25 });
  return (
    <Stack>
      <PageHeader
        title="Tasks"
        description="What to do, for whom and by when: your tasks, your groups' and everyone's."
        action={
          can(createTask) ? (
            <Button component={Link} to="/tasks/new">
              New task
            </Button>
          ) : null
        }
      />
      <SegmentedControl
        data={SCOPES}
        value={filters.scope}
        onChange={(v) => set("scope", v)}
        aria-label="Whose tasks"
        style={{ alignSelf: "flex-start", maxWidth: "100%" }}
      />
      <FoldingFilters count={active}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={filters.status ?? null}
            onChange={(v) => set("status", v)}
            clearable
            placeholder="Any status"
          />
          <Select
            label="Type"
            data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={filters.taskTypeId ? String(filters.taskTypeId) : null}
            onChange={(v) => set("taskTypeId", v)}
            clearable
            searchable
            placeholder="Any type"
          />
          <Select
            label="Priority"
            data={PRIORITY_OPTIONS}
            value={filters.priority ? String(filters.priority) : null}
            onChange={(v) => set("priority", v)}
            clearable
            placeholder="Any priority"
          />
          <Select
            label="Due"
            data={DUE_OPTIONS}
            value={filters.due ?? null}
            onChange={(v) => set("due", v)}
            clearable
            placeholder="Any due date"
          />
        </SimpleGrid>
      </FoldingFilters>
      <DataTable<Task>
        columns={columnsOf(today)}
        queryKey={tasksKeys.list(filters)}
        fetchPage={(params) => fetchTasksPage(filters, params)}
        searchKey="tasks"
        searchPlaceholder="Search by title, description, type or assignee"
        rowKey="id"
        defaultSort={{ sort: "dueDate", order: "asc" }}
        onRowClick={(t) => navigate(`/tasks/${t.id}`)}
        exportSource={{ endpoint: exportTasks, query: exportQuery, fileName: `tasks-${filters.scope}` }}
        emptyText={
          filters.scope === "mine"
            ? "No tasks assigned to you match."
            : filters.scope === "groups"
              ? "No tasks of your groups match."
              : "No tasks match."
        }
      />
    </Stack>
  );
}
