import { Alert, Button, Card, Group, Loader, Stack, Text, Textarea } from "@mantine/core";
import {
  createTaskComment,
  removeTaskComment,
  type TaskComment,
  TaskCommentBody,
  updateTaskComment,
} from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { formatWhen } from "../../../shared/dates";
import { call } from "../../../shared/endpoints";
import { useDomainForm } from "../../../shared/forms";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useInvalidateTasks, useTaskComments } from "../api";

type Values = { body: string };

/** The box a comment is written (or edited) in. */
function CommentBox({
  name,
  initial,
  label,
  submitLabel,
  onSave,
  onCancel,
}: {
  name: string;
  initial: string;
  label: string;
  submitLabel: string;
  onSave: (body: TaskCommentBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { form, onSubmit, submitting } = useDomainForm<Values, TaskCommentBody>({
    name,
    schema: TaskCommentBody,
    initialValues: { body: initial },
    submit: async (body) => {
      await onSave(body);
      form.reset();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea label={label} rows={2} {...form.getInputProps("body")} />
        <Group gap="xs">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** A task's discussion, oldest first; who works the task writes, each author edits and removes their own. */
export function TaskComments({ taskId, canComment }: { taskId: number; canComment: boolean }) {
  const comments = useTaskComments(taskId);
  const invalidate = useInvalidateTasks();
  const me = useSite().data?.user?.id;
  const [editing, setEditing] = useState<number | null>(null);
  const remove = useConfirmedAction<TaskComment>({
    component: "TaskComments",
    run: async (c) => {
      await call(removeTaskComment, { params: { id: taskId, commentId: c.id } });
      await invalidate();
    },
    success: () => "Comment removed",
  });
  if (!comments.data) {
    if (comments.error)
      return (
        <Alert color="red" title="The comments could not be loaded">
          <Button variant="light" color="red" size="xs" onClick={() => comments.refetch()}>
            Try again
          </Button>
        </Alert>
      );
    return <Loader aria-label="Loading comments" />;
  }
  return (
    <Stack gap="sm">
      {comments.data.total === 0 ? (
        <Text c="dimmed" size="sm">
          No comments yet.
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label="Comments">
          {comments.data.data.map((c) => (
            <Card key={c.id} withBorder p="sm" role="listitem">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {c.userName ?? "Someone"}{" "}
                  <Text span size="xs" c="dimmed" fw={400}>
                    {formatWhen(c.createdAt)}
                    {c.edited ? " · edited" : ""}
                  </Text>
                </Text>
                {c.userId === me && editing !== c.id ? (
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" onClick={() => setEditing(c.id)}>
                      Edit
                    </Button>
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.ask(c)}>
                      Remove
                    </Button>
                  </Group>
                ) : null}
              </Group>
              {editing === c.id ? (
                <CommentBox
                  name="TaskCommentEdit"
                  initial={c.body}
                  label="Edit comment"
                  submitLabel="Save comment"
                  onCancel={() => setEditing(null)}
                  onSave={async (body) => {
                    await call(updateTaskComment, { params: { id: taskId, commentId: c.id }, body });
                    await invalidate();
                    setEditing(null);
                    showSnackbar("Comment saved", "success");
                  }}
                />
              ) : (
                <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {c.body}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      )}
      {canComment ? (
        <CommentBox
          name="TaskCommentNew"
          initial=""
          label="Comment"
          submitLabel="Add comment"
          onSave={async (body) => {
            await call(createTaskComment, { params: { id: taskId }, body });
            await invalidate();
            showSnackbar("Comment added", "success");
          }}
        />
      ) : null}
      <ConfirmModal
        opened={remove.pending !== null}
        title="Remove this comment?"
        confirmLabel="Remove"
        loading={remove.running}
        onConfirm={remove.confirm}
        onClose={remove.cancel}
      >
        The comment leaves the task; its events keep what it said.
      </ConfirmModal>
    </Stack>
  );
}
