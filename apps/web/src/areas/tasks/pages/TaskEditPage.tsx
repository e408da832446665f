import { Stack, Text, Title } from "@mantine/core";
import { isClosedTask, updateTask } from "@ops/domain";
import { useNavigate } from "react-router";
import { call } from "../../../shared/endpoints";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { showSnackbar } from "../../../shared/snackbar";
import { useInvalidateTasks, useTask } from "../api";
import { TaskForm, taskFormValuesOf } from "../components/TaskForm";

/** Edits or reassigns a task; a completed or canceled task is reopened from its page first. */
export default function TaskEditPage() {
  const id = useIdParam("id");
  const task = useTask(id);
  const navigate = useNavigate();
  const invalidate = useInvalidateTasks();
  if (!task.data)
    return (
      <RecordLoadState
        id={id}
        error={task.error}
        noun="task"
        back={{ to: "/tasks", label: "Back to tasks" }}
      />
    );
  const closed = isClosedTask(task.data.status);
  return (
    <Stack maw={820}>
      <Title order={1}>Edit task {task.data.id}</Title>
      {closed ? (
        <Text c="dimmed">This task is {task.data.status}; reopen it from its page to change it.</Text>
      ) : (
        <TaskForm
          name="TaskEditPage"
          initial={taskFormValuesOf(task.data)}
          submitLabel="Save"
          cancelTo={`/tasks/${id}`}
          onSubmit={async (body) => {
            await call(updateTask, {
              params: { id },
              body: { ...body, priority: body.priority ?? undefined },
            });
            await invalidate();
            showSnackbar("Task saved", "success");
            navigate(`/tasks/${id}`);
          }}
        />
      )}
    </Stack>
  );
}
