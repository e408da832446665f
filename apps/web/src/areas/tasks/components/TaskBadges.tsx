import { Badge, Group } from "@mantine/core";
import { isTaskOverdue, labelOf, PRIORITIES, TASK_STATUSES, TASK_TYPES, type Task } from "@ops/domain";

const STATUS_COLORS: Record<string, string> = {
  new: "blue",
  assigned: "indigo",
  in_progress: "yellow",
  completed: "green",
  canceled: "gray",
};

export function TaskStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? "gray"} variant="light">
      {labelOf(TASK_STATUSES, status)}
    </Badge>
  );
}

const PRIORITY_COLORS: Record<number, string> = { 25: "gray", 50: "blue", 75: "red" };

export const priorityLabel = (p: number) => PRIORITIES.find((o) => o.value === p)?.label ?? String(p);

export function TaskPriorityBadge({ priority }: { priority: number }) {
  return (
    <Badge color={PRIORITY_COLORS[priority] ?? "gray"} variant={priority === 75 ? "filled" : "light"}>
      {priorityLabel(priority)}
    </Badge>
  );
}

/** The badges beside a task's title: a critical alert and overdue stand out. */
export function TaskFlags({
  task,
  today,
}: {
  task: Pick<Task, "category" | "dueDate" | "status">;
  today: string;
}) {
  const critical = task.category === "critical_alert";
  const overdue = isTaskOverdue(task, today);
  if (!critical && !overdue) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {critical ? (
        <Badge color="red" variant="filled">
          {labelOf(TASK_TYPES, "critical_alert")}
        </Badge>
      ) : null}
      {overdue ? (
        <Badge color="orange" variant="filled">
          Overdue
        </Badge>
      ) : null}
    </Group>
  );
}
