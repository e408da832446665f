import { Button, Stack, Text, VisuallyHidden } from "@mantine/core";
import { createTaskType, deleteTaskType, labelOf, PRIORITIES, TASK_TYPES, type TaskType } from "@ops/domain";
import { Link } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { RowActions } from "../../../shared/RowActions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { fetchTaskTypesPage, taskTypesKeys, useDeleteTaskType } from "./api";
import { ActiveBadge, ActiveFilter, ActiveFilterControl, activeQuery } from "./status";

// On a phone the name, category, counts and status fit; the group count waits for a wider screen.
const WIDE = "(min-width: 48em)";

const priorityLabel = (value: number) => PRIORITIES.find((p) => p.value === value)?.label ?? String(value);

/** `tasks/types`: the kinds of task, each of a SPEC category, with its default priority. */
export default function TaskTypesPage() {
  const can = useCan();
  const remove = useDeleteTaskType();
  const [status, setStatus] = useStoredFilter<ActiveFilter>("task-types", ActiveFilter, "active");
  const query = activeQuery(status);
  const removal = useConfirmedAction<TaskType>({
    component: "TaskTypesPage",
    run: (type) => remove.mutateAsync(type.id),
    success: (type) => `${type.name} was deleted`,
  });
  const columns: DataTableColumn<TaskType>[] = [
    { accessor: "name", title: "Name", sortable: true },
    {
      accessor: "category",
      title: "Category",
      sortable: true,
      render: (t) => labelOf(TASK_TYPES, t.category),
    },
    {
      accessor: "defaultPriority",
      title: "Default priority",
      sortable: true,
      render: (t) => priorityLabel(t.defaultPriority),
    },
    { accessor: "taskCount", title: "Tasks", textAlign: "right" },
    { accessor: "groupCount", title: "Groups", textAlign: "right", visibleMediaQuery: WIDE },
    { accessor: "active", title: "Status", noWrap: true, render: (t) => <ActiveBadge active={t.active} /> },
  ];
  if (can(deleteTaskType))
    columns.push({
      accessor: "actions",
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: "right",
      render: (t) => (
        <RowActions name={t.name} editTo={`/tasks/types/${t.id}/edit`} onDelete={() => removal.ask(t)} />
      ),
    });
  const pending = removal.pending;
  return (
    <Stack>
      <PageHeader
        title="Task types"
        description="What kinds of task there are; a group takes some of them."
        action={
          can(createTaskType) ? (
            <Button component={Link} to="/tasks/types/new">
              New task type
            </Button>
          ) : null
        }
      />
      <ActiveFilterControl value={status} onChange={setStatus} />
      <DataTable<TaskType>
        columns={columns}
        queryKey={taskTypesKeys.list(query)}
        fetchPage={(params) => fetchTaskTypesPage(query, params)}
        searchKey="task-types"
        searchPlaceholder="Search by name"
        defaultSort={{ sort: "name", order: "asc" }}
        emptyText="No task types match."
      />
      <ConfirmModal
        opened={pending !== null}
        title="Delete task type"
        confirmLabel="Delete"
        loading={removal.running}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      >
        {pending ? (
          <Text>
            Delete {pending.name}?{" "}
            {pending.taskCount > 0
              ? `${pending.taskCount} task${pending.taskCount === 1 ? " is" : "s are"} of it, so it cannot be deleted: make it inactive instead.`
              : "Groups that take it stop taking it."}
          </Text>
        ) : null}
      </ConfirmModal>
    </Stack>
  );
}
