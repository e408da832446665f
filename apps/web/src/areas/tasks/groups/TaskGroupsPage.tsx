import { Button, Stack, Text, VisuallyHidden } from "@mantine/core";
import { createTaskGroup, deleteTaskGroup, type TaskGroup } from "@ops/domain";
import { Link } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { RowActions } from "../../../shared/RowActions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { ActiveBadge, ActiveFilter, ActiveFilterControl, activeQuery } from "../types/status";
import { fetchTaskGroupsPage, taskGroupsKeys, useDeleteTaskGroup } from "./api";

// On a phone the name, counts and status fit; the description waits for a wider screen.
const WIDE = "(min-width: 48em)";

/** `tasks/groups`: the operators' groups with how many members, types and open tasks each has. */
export default function TaskGroupsPage() {
  const can = useCan();
  const remove = useDeleteTaskGroup();
  const [status, setStatus] = useStoredFilter<ActiveFilter>("task-groups", ActiveFilter, "active");
  const query = activeQuery(status);
  const removal = useConfirmedAction<TaskGroup>({
    component: "TaskGroupsPage",
    run: (group) => remove.mutateAsync(group.id),
    success: (group) => `${group.name} was deleted`,
  });
  const manage = can(deleteTaskGroup);
  const columns: DataTableColumn<TaskGroup>[] = [
    { accessor: "name", title: "Name", sortable: true },
    {
      accessor: "description",
      title: "Description",
      visibleMediaQuery: WIDE,
      render: (g) => g.description ?? "—",
    },
    { accessor: "memberCount", title: "Members", textAlign: "right" },
    { accessor: "typeCount", title: "Types", textAlign: "right" },
    { accessor: "openTaskCount", title: "Open tasks", textAlign: "right" },
    { accessor: "active", title: "Status", noWrap: true, render: (g) => <ActiveBadge active={g.active} /> },
  ];
  if (manage)
    columns.push({
      accessor: "actions",
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: "right",
      render: (g) => (
        <RowActions name={g.name} editTo={`/tasks/groups/${g.id}/edit`} onDelete={() => removal.ask(g)} />
      ),
    });
  const pending = removal.pending;
  return (
    <Stack>
      <PageHeader
        title="Task groups"
        description="Operators who share tasks, and the task types each group takes."
        action={
          can(createTaskGroup) ? (
            <Button component={Link} to="/tasks/groups/new">
              New task group
            </Button>
          ) : null
        }
      />
      <ActiveFilterControl value={status} onChange={setStatus} />
      <DataTable<TaskGroup>
        columns={columns}
        queryKey={taskGroupsKeys.list(query)}
        fetchPage={(params) => fetchTaskGroupsPage(query, params)}
        searchKey="task-groups"
        searchPlaceholder="Search by name"
        defaultSort={{ sort: "name", order: "asc" }}
        emptyText="No task groups match."
      />
      <ConfirmModal
        opened={pending !== null}
        title="Delete task group"
        confirmLabel="Delete"
        loading={removal.running}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      >
        {pending ? (
          <Text>
            Delete {pending.name}?{" "}
            {pending.openTaskCount > 0
              ? `It has ${pending.openTaskCount} open task${pending.openTaskCount === 1 ? "" : "s"}, so it cannot be deleted: finish or move them, or make the group inactive.`
              : "Its members and types go with it; its finished tasks keep no group."}
          </Text>
        ) : null}
      </ConfirmModal>
    </Stack>
  );
}
