import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { labelOf, localDay, TASK_TYPES, type TaskDetail } from "@ops/domain";
import { Link } from "react-router";
import { formatDay, formatWhen } from "../../../shared/dates";
import { Figure } from "../../../shared/Figure";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useTask } from "../api";
import { TaskFlags, TaskPriorityBadge, TaskStatusBadge } from "../components/TaskBadges";
import { TaskComments } from "../components/TaskComments";
import { TaskEvents } from "../components/TaskEvents";
import { TaskStatusButtons } from "../components/TaskStatusButtons";

/** A task: where it stands and the moves it may make, its comments, and its events (every change). */
export default function TaskPage() {
  const id = useIdParam("taskId");
  const task = useTask(id);
  if (!task.data)
    return (
      <RecordLoadState
        id={id}
        error={task.error}
        noun="task"
        back={{ to: "/tasks", label: "Back to tasks" }}
      />
    );
  return <TaskView task={task.data} />;
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function TaskView({ task }: { task: TaskDetail }) {
  const today = localDay(new Date());
  return (
    <Stack maw={960}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Text c="dimmed" size="sm">
            <Anchor component={Link} to="/tasks">
              Tasks
            </Anchor>{" "}
            · Task {task.id}
          </Text>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {task.title}
          </Title>
          <Group gap={6} mt={4}>
            <TaskStatusBadge status={task.status} />
            <TaskPriorityBadge priority={task.priority} />
            <TaskFlags task={task} today={today} />
          </Group>
        </div>
        {task.canEdit ? (
          <Button variant="default" component={Link} to={`/tasks/${task.id}/edit`}>
            Edit
          </Button>
        ) : null}
      </Group>
      <TaskStatusButtons task={task} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Type" value={task.taskTypeName} size="md" />
        <Figure label="Due" value={task.dueDate ? formatDay(`${task.dueDate}T12:00:00`) : "—"} size="md" />
        <Figure label="Assignee" value={task.assigneeName ?? "No one"} size="md" />
        <Figure label="Group" value={task.groupName ?? "—"} size="md" />
        <Labelled label="Category">
          <Text size="sm">{labelOf(TASK_TYPES, task.category)}</Text>
        </Labelled>
        <Labelled label="Load">
          {task.activitySlug ? (
            <Anchor component={Link} to={`/loads/${task.activitySlug}`} size="sm">
              {task.activitySlug}
            </Anchor>
          ) : (
            <Text size="sm">—</Text>
          )}
        </Labelled>
        <Labelled label="Asset">
          {task.assetBarcode ? (
            <Anchor component={Link} to={`/assets/${encodeURIComponent(task.assetBarcode)}`} size="sm">
              {task.assetBarcode}
            </Anchor>
          ) : (
            <Text size="sm">—</Text>
          )}
        </Labelled>
        <Labelled label="Created">
          <Text size="sm">
            {formatWhen(task.createdAt)}
            {task.createdBy ? ` by ${task.createdBy}` : ""}
          </Text>
        </Labelled>
      </SimpleGrid>
      {task.description ? (
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{task.description}</Text>
      ) : null}
      {!task.canWork ? (
        <Text size="sm" c="dimmed">
          Only its assignee, the members of its group and task managers work this task.
        </Text>
      ) : null}
      <Title order={2} size="h3">
        Comments
      </Title>
      <TaskComments taskId={task.id} canComment={task.canWork} />
      <Title order={2} size="h3">
        Events
      </Title>
      <TaskEvents taskId={task.id} />
    </Stack>
  );
}
