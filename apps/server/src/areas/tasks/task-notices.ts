import type { ServiceContext } from "../../platform/context";
import type { UserNotice } from "../../platform/notify/user-notices";
import { notifyUsers } from "../../platform/notify/user-notices";
import * as repo from "./tasks.repo";

type Holders = { assigneeId: number | null; groupId: number | null };

/**
 * Tells people of a task's creation or change, in its transaction. A critical alert tells its
 * assignee, or every member of its group when no one is assigned, at once in-app and by mail
 * (once per person and task, whatever changes later). Any other task tells a new assignee
 * (task_assigned, by mail too), once per assignment.
 */
export async function noticesOfChange(
  ctx: ServiceContext,
  publicUrl: string,
  change: {
    taskId: number;
    title: string;
    category: string;
    before: (Holders & { category: string }) | null;
    after: Holders;
  },
): Promise<void> {
  const { taskId, title, category, before, after } = change;
  const link = `/tasks/${taskId}`;
  const notices: UserNotice[] = [];
  if (category === "critical_alert") {
    const people =
      after.assigneeId !== null
        ? [after.assigneeId]
        : after.groupId !== null
          ? await repo.groupMemberIds(ctx.db, after.groupId)
          : [];
    for (const userId of people) {
      if (userId === ctx.actor.id) continue;
      notices.push({
        userId,
        kind: "critical_alert",
        title: `Critical alert: ${title}`,
        body: "A critical task needs you now.",
        link,
        dedupeKey: `task:${taskId}:critical`,
        mail: true,
      });
    }
  } else if (
    after.assigneeId !== null &&
    after.assigneeId !== before?.assigneeId &&
    after.assigneeId !== ctx.actor.id
  ) {
    // One notice per assignment: the n-th time this person is given the task is its own notice.
    const times = await repo.assignmentCount(ctx.db, taskId, after.assigneeId);
    notices.push({
      userId: after.assigneeId,
      kind: "task_assigned",
      title: `Task assigned to you: ${title}`,
      body: null,
      link,
      dedupeKey: `task:${taskId}:assigned:${after.assigneeId}:${times}`,
      mail: true,
    });
  }
  await notifyUsers(ctx.db, publicUrl, notices);
}

/** Tells a task's assignee of a comment someone else wrote (in-app only). */
export async function noticeOfComment(
  ctx: ServiceContext,
  task: { id: number; title: string; assigneeId: number | null },
  commentId: number,
): Promise<void> {
  if (task.assigneeId === null || task.assigneeId === ctx.actor.id) return;
  await notifyUsers(ctx.db, "", [
    {
      userId: task.assigneeId,
      kind: "task_commented",
      title: `New comment on ${task.title}`,
      body: `${ctx.actor.firstName} ${ctx.actor.lastName} commented.`,
      link: `/tasks/${task.id}`,
      dedupeKey: `task:${task.id}:comment:${commentId}`,
    },
  ]);
}
