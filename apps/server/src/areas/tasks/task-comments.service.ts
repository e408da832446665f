import type { TaskComment, TaskCommentBody } from "@ops/domain";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import * as comments from "./task-comments.repo";
import { noticeOfComment } from "./task-notices";
import * as repo from "./tasks.repo";
import { assertCanWork } from "./tasks.service";

async function taskOf(ctx: ServiceContext, id: number, forUpdate = false) {
  const task = await repo.taskState(ctx.db, id, { forUpdate });
  if (!task) throw notFound("Task");
  return task;
}

/** A task's comments, oldest first. */
export async function listTaskComments(
  ctx: ServiceContext,
  taskId: number,
  window: { page: number; pageSize: number },
) {
  await taskOf(ctx, taskId);
  return comments.pageComments(ctx.db, taskId, window);
}

/** A task's events, newest first by default: every change, who and when. */
export async function listTaskEvents(
  ctx: ServiceContext,
  taskId: number,
  q: { page: number; pageSize: number; order: "asc" | "desc" },
) {
  await taskOf(ctx, taskId);
  return comments.pageEvents(ctx.db, taskId, q);
}

/**
 * Comments on a task the actor works (its assignee, a member of its group, a task manager),
 * recorded as an event; its assignee is told in-app when someone else wrote it.
 */
export async function createTaskComment(
  ctx: ServiceContext,
  taskId: number,
  body: TaskCommentBody,
): Promise<TaskComment> {
  const id = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const task = await taskOf(t, taskId, true);
    await assertCanWork(t, task);
    const commentId = await comments.insertComment(tx, taskId, ctx.actor.id, body.body);
    await recordEvents(tx, [
      { activityId: null, taskId, action: "commented", message: body.body, userId: ctx.actor.id },
    ]);
    await noticeOfComment(t, task, commentId);
    return commentId;
  });
  const made = await comments.commentById(ctx.db, taskId, id);
  if (!made) throw notFound("Comment");
  return made;
}

/** A comment of the actor's own (404 when the task has none with this id, 403 for another's). */
async function ownComment(ctx: ServiceContext, taskId: number, id: number): Promise<TaskComment> {
  await taskOf(ctx, taskId, true);
  const comment = await comments.commentById(ctx.db, taskId, id);
  if (!comment) throw notFound("Comment");
  if (comment.userId !== ctx.actor.id) throw new AppError(403, "Only its author edits or removes a comment");
  return comment;
}

/** Edits one's own comment, recorded from → to. */
export async function updateTaskComment(
  ctx: ServiceContext,
  taskId: number,
  id: number,
  body: TaskCommentBody,
): Promise<TaskComment> {
  await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const comment = await ownComment(t, taskId, id);
    if (comment.body === body.body) return;
    await comments.updateComment(tx, id, body.body);
    await recordEvents(tx, [
      {
        activityId: null,
        taskId,
        action: "comment_edited",
        userId: ctx.actor.id,
        changes: [{ field: "comment", from: comment.body, to: body.body }],
      },
    ]);
  });
  const edited = await comments.commentById(ctx.db, taskId, id);
  if (!edited) throw notFound("Comment");
  return edited;
}

/** Removes one's own comment; the event keeps what it said. */
export async function removeTaskComment(ctx: ServiceContext, taskId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const comment = await ownComment(t, taskId, id);
    await comments.deleteComment(tx, id);
    await recordEvents(tx, [
      {
        activityId: null,
        taskId,
        action: "comment_removed",
        userId: ctx.actor.id,
        changes: [{ field: "comment", from: comment.body, to: null }],
      },
    ]);
  });
}
