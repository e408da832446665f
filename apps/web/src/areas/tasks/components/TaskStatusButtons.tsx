import { Button, Group, Text } from "@mantine/core";
import {
  labelOf,
  moveTask,
  TASK_STATUSES,
  type TaskDetail,
  type TaskStatusId,
  taskMovesFrom,
} from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { call } from "../../../shared/endpoints";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useInvalidateTasks } from "../api";

/** The words of a move from where the task stands. */
function moveLabel(from: string, to: TaskStatusId): string {
  if (to === "in_progress") return from === "completed" ? "Reopen" : "Start";
  if (to === "completed") return "Complete";
  if (to === "canceled") return "Cancel task";
  if (to === "new") return from === "canceled" ? "Reopen" : "Unassign";
  return from === "in_progress" ? "Hand back" : from === "canceled" ? "Reopen as assigned" : "Mark assigned";
}

/**
 * The moves the task's status may make now (TASK_TRANSITIONS), as buttons; canceling asks first.
 * Moving to assigned is offered only when someone is assigned.
 */
export function TaskStatusButtons({ task }: { task: TaskDetail }) {
  const invalidate = useInvalidateTasks();
  const fail = useFailure("TaskStatusButtons");
  const [busy, setBusy] = useState<TaskStatusId | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (!task.canWork) return null;
  const moves = taskMovesFrom(task.status).filter((to) => to !== "assigned" || task.assigneeId !== null);
  const move = async (to: TaskStatusId) => {
    setBusy(to);
    try {
      await call(moveTask, { params: { id: task.id }, body: { status: to } });
      await invalidate();
      showSnackbar(`Task moved to ${labelOf(TASK_STATUSES, to).toLowerCase()}`, "success");
      setConfirmCancel(false);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" aria-label="Status moves">
      {moves.map((to) => (
        <Button
          key={to}
          variant={
            to === "completed" || (to === "in_progress" && task.status !== "completed") ? "filled" : "default"
          }
          color={to === "canceled" ? "red" : undefined}
          loading={busy === to}
          onClick={() => (to === "canceled" ? setConfirmCancel(true) : move(to))}
        >
          {moveLabel(task.status, to)}
        </Button>
      ))}
      <ConfirmModal
        opened={confirmCancel}
        title="Cancel this task?"
        confirmLabel="Cancel task"
        loading={busy === "canceled"}
        onConfirm={() => move("canceled")}
        onClose={() => setConfirmCancel(false)}
      >
        <Text size="sm">It leaves everyone's open tasks; it can be reopened later.</Text>
      </ConfirmModal>
    </Group>
  );
}
