import { Text } from "@mantine/core";
import { labelOf, TASK_EVENT_ACTIONS, TASK_STATUSES, type TaskEvent } from "@ops/domain";
import { formatWhen } from "../../../shared/dates";
import { ChangeLines, EventsTable, type EventsTableColumn } from "../../../shared/EventsTable";
import { changeLines } from "../../../shared/event-changes";
import { fetchTaskEventsPage, tasksKeys } from "../api";

const COLUMNS: EventsTableColumn<TaskEvent>[] = [
  { header: "When", cell: (e) => formatWhen(e.createdAt), style: { whiteSpace: "nowrap" } },
  { header: "Who", cell: (e) => e.userName ?? "System" },
  {
    header: "Action",
    cell: (e) => (
      <>
        {labelOf(TASK_EVENT_ACTIONS, e.action)}
        {e.message ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {e.message}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: "Changes",
    // The request key of a create is how retries are told apart, not a change anyone made.
    cell: (e) => (
      <ChangeLines
        lines={changeLines(
          e.changes.filter((c) => c.field !== "requestKey"),
          { status: TASK_STATUSES },
        )}
      />
    ),
  },
];

/** A task's events, newest first and paged: every change, who and when, each field from → to. */
export function TaskEvents({ taskId }: { taskId: number }) {
  return (
    <EventsTable
      queryKey={tasksKeys.events(taskId)}
      fetchPage={(params) => fetchTaskEventsPage(taskId, params)}
      columns={COLUMNS}
      emptyText="No events yet."
      minWidth={560}
    />
  );
}
