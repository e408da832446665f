import { Stack, Title } from "@mantine/core";
import { createTask } from "@ops/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { call } from "../../../shared/endpoints";
import { showSnackbar } from "../../../shared/snackbar";
import { useInvalidateTasks } from "../api";
import { TaskForm, taskFormValuesOf } from "../components/TaskForm";

/** A new task; its assignee (or, for a critical alert, its group) is told at once. */
export default function TaskNewPage() {
  const navigate = useNavigate();
  const invalidate = useInvalidateTasks();
  // One key per visit: a create sent again (a double click, a retry) makes one task.
  const [requestKey] = useState(() => crypto.randomUUID());
  return (
    <Stack maw={820}>
      <Title order={1}>New task</Title>
      <TaskForm
        name="TaskNewPage"
        initial={taskFormValuesOf(null)}
        submitLabel="Create task"
        cancelTo="/tasks"
        onSubmit={async (body) => {
          const task = await call(createTask, { body: { ...body, requestKey } });
          await invalidate();
          showSnackbar(`Task "${task.title}" created`, "success");
          navigate(`/tasks/${task.id}`);
        }}
      />
    </Stack>
  );
}
