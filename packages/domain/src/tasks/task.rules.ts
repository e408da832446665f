// Pure rules of tasks (issue 21): the status transitions (SPEC §3 lists the five statuses, §4
// does not give their moves: these are ours, written down in docs/decisions.md), what an
// assignment does to the status, when a task is overdue and which due dates a new task takes.

import { labelOf } from "../enums/define";
import { TASK_STATUSES } from "../enums/operations";

export type TaskStatusId = (typeof TASK_STATUSES)[number]["id"];

/**
 * The moves a task's status may make. New and assigned tasks can be started or canceled; an
 * assigned task can go back to new (unassigned, back in its group's queue); a task in progress
 * can be handed back (assigned), completed or canceled; a completed task is reopened by moving it
 * in progress again; a canceled one is reopened as new or assigned.
 */
export const TASK_TRANSITIONS: Readonly<Record<TaskStatusId, readonly TaskStatusId[]>> = {
  new: ["assigned", "in_progress", "canceled"],
  assigned: ["new", "in_progress", "canceled"],
  in_progress: ["assigned", "completed", "canceled"],
  completed: ["in_progress"],
  canceled: ["new", "assigned"],
};

/** The statuses a task is done in: it no longer changes but by a status move (reopening). */
export const CLOSED_TASK_STATUSES: readonly TaskStatusId[] = ["completed", "canceled"];

export const isClosedTask = (status: string): boolean =>
  (CLOSED_TASK_STATUSES as readonly string[]).includes(status);

const statusLabel = (status: string) => labelOf(TASK_STATUSES, status).toLowerCase();

const article = (word: string) => (/^[aeiou]/.test(word) ? "An" : "A");

/** The statuses a task in `from` may move to (in the order of TASK_TRANSITIONS). */
export function taskMovesFrom(from: string): readonly TaskStatusId[] {
  return TASK_TRANSITIONS[from as TaskStatusId] ?? [];
}

/**
 * Why a task cannot move from `from` to `to`, or null when it can: a move the table does not
 * list, or a move to assigned without anyone assigned.
 */
export function taskMoveRefusal(from: string, to: string, facts: { hasAssignee: boolean }): string | null {
  if (from === to) return `The task is already ${statusLabel(to)}`;
  if (!(taskMovesFrom(from) as readonly string[]).includes(to))
    return `${article(statusLabel(from))} ${statusLabel(from)} task cannot be moved to ${statusLabel(to)}`;
  if (to === "assigned" && !facts.hasAssignee)
    return "Assign the task to someone before moving it to assigned";
  return null;
}

/**
 * The status a task takes when its assignee changes: a new task given an assignee is assigned,
 * an assigned task left without one is new again; any other status stays.
 */
export function statusAfterAssignment(status: TaskStatusId, assigneeId: number | null): TaskStatusId {
  if (status === "new" && assigneeId !== null) return "assigned";
  if (status === "assigned" && assigneeId === null) return "new";
  return status;
}

/** Whether a task is overdue on `today` (YYYY-MM-DD): due before today and not done. */
export function isTaskOverdue(task: { dueDate: string | null; status: string }, today: string): boolean {
  return task.dueDate !== null && task.dueDate < today && !isClosedTask(task.status);
}

export const PAST_DUE_DATE_MESSAGE = "The due date cannot be in the past";

/**
 * The day that is today somewhere on Earth at the earliest (UTC−12): a due date before it is in
 * the past for everybody. The server does not know the user's time zone, so a due date of the
 * user's "today" is never refused wherever they are.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** Why a due date cannot be given to a new task at `now`, or null when it can. */
export function dueDateRefusal(dueDate: string | null, now: Date): string | null {
  return dueDate !== null && dueDate < earliestToday(now) ? PAST_DUE_DATE_MESSAGE : null;
}

/** The last day of the "due this week" filter: today and the six days after it. */
export function weekEnd(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 6);
  return date.toISOString().slice(0, 10);
}
