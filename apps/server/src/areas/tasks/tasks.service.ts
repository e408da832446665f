import {
  type CreateTaskBody,
  dueDateRefusal,
  hasPermission,
  isClosedTask,
  type MoveTaskBody,
  PRIORITIES,
  statusAfterAssignment,
  type Task,
  type TaskDetail,
  type TaskList,
  type TaskStatusId,
  type TasksQuery,
  taskMoveRefusal,
  type UpdateTaskBody,
  weekEnd,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { type Change, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { noticesOfChange } from "./task-notices";
import * as repo from "./tasks.repo";

const priorityLabel = (p: number) => `${PRIORITIES.find((o) => o.value === p)?.label ?? "Priority"} (${p})`;

/** Whether the actor may move and comment this task: a manager, its assignee or a member of its group. */
export async function canWorkTask(
  ctx: ServiceContext,
  task: { assigneeId: number | null; groupId: number | null },
) {
  if (hasPermission(ctx.actor, "tasks.manage")) return true;
  if (task.assigneeId === ctx.actor.id) return true;
  return task.groupId !== null && (await repo.isGroupMember(ctx.db, task.groupId, ctx.actor.id));
}

/** 403 unless the actor may work the task. */
export async function assertCanWork(
  ctx: ServiceContext,
  task: { assigneeId: number | null; groupId: number | null },
) {
  if (!(await canWorkTask(ctx, task)))
    throw new AppError(403, "Only its assignee, the members of its group and task managers work this task");
}

/** A task (404 when there is none), with what the actor may do with it. */
export async function getTask(ctx: ServiceContext, id: number): Promise<TaskDetail> {
  const task = await repo.taskById(ctx.db, id);
  if (!task) throw notFound("Task");
  return {
    ...task,
    canWork: await canWorkTask(ctx, task),
    canEdit: hasPermission(ctx.actor, "tasks.manage"),
  };
}

/** A page of tasks: mine, my groups' or all, filtered (SPEC §7 GET /tasks). */
export async function listTasks(ctx: ServiceContext, query: TasksQuery): Promise<TaskList> {
  const today = query.today ?? new Date().toISOString().slice(0, 10);
  return repo.pageTasks(ctx.db, query, ctx.actor.id, { today, weekEnd: weekEnd(today) });
}

/** The readable facts of a task's fields that events record (names, not ids). */
type Readable = {
  title: string;
  description: string | null;
  type: string;
  priority: string;
  dueDate: string | null;
  assignee: string | null;
  group: string | null;
  load: string | null;
  asset: string | null;
};

/** What a task's fields will be, checked: the type, group, assignee and link must fit together. */
type Resolved = { write: repo.TaskWrite; readable: Readable; category: string };

async function resolve(
  ctx: ServiceContext,
  next: Omit<repo.TaskWrite, "activityId" | "assetId" | "status"> & {
    status: TaskStatusId;
    activitySlug: string | null;
    assetBarcode: string | null;
  },
): Promise<Resolved> {
  const type = await repo.taskType(ctx.db, next.taskTypeId);
  if (!type) throw fieldError("taskTypeId", `No task type has id ${next.taskTypeId}`);
  const group = next.groupId === null ? null : await repo.taskGroup(ctx.db, next.groupId);
  if (next.groupId !== null && !group) throw fieldError("groupId", `No task group has id ${next.groupId}`);
  if (group && group.typeIds.length > 0 && !group.typeIds.includes(type.id))
    throw fieldError("groupId", `${group.name} does not take ${type.name} tasks`);
  let assignee: repo.UserFacts | undefined;
  if (next.assigneeId !== null) {
    assignee = await repo.userFacts(ctx.db, next.assigneeId);
    if (!assignee?.operator) throw fieldError("assigneeId", `No operator has id ${next.assigneeId}`);
    if (!assignee.active) throw fieldError("assigneeId", `${assignee.name} is not an active user`);
    if (group && !(await repo.isGroupMember(ctx.db, group.id, assignee.id)))
      throw fieldError("assigneeId", `${assignee.name} is not a member of ${group.name}`);
  }
  const activityId =
    next.activitySlug === null ? null : await repo.activityIdBySlug(ctx.db, next.activitySlug);
  if (activityId === undefined) throw fieldError("activitySlug", `No activity has slug ${next.activitySlug}`);
  const assetId = next.assetBarcode === null ? null : await repo.assetIdByBarcode(ctx.db, next.assetBarcode);
  if (assetId === undefined) throw fieldError("assetBarcode", `No asset has barcode ${next.assetBarcode}`);
  const { activitySlug, assetBarcode, ...rest } = next;
  return {
    write: { ...rest, activityId, assetId },
    category: type.category,
    readable: {
      title: next.title,
      description: next.description,
      type: type.name,
      priority: priorityLabel(next.priority),
      dueDate: next.dueDate,
      assignee: assignee?.name ?? null,
      group: group?.name ?? null,
      load: activitySlug,
      asset: assetBarcode,
    },
  };
}

/** The readable facts of a task as it is now. */
function readableOf(task: Task): Readable {
  return {
    title: task.title,
    description: task.description,
    type: task.taskTypeName,
    priority: priorityLabel(task.priority),
    dueDate: task.dueDate,
    assignee: task.assigneeName,
    group: task.groupName,
    load: task.activitySlug,
    asset: task.assetBarcode,
  };
}

function changesOf(before: Readable | null, after: Readable): Change[] {
  return (Object.keys(after) as (keyof Readable)[]).flatMap((field) => {
    const from = before ? before[field] : null;
    const to = after[field];
    return from === to ? [] : [{ field, from, to }];
  });
}

/**
 * Creates a task in one transaction with its event; a task given an assignee starts assigned.
 * A retry with the same request key answers the task the first made (and tells no one again).
 * Its assignee is told (task_assigned, by mail too); a critical alert tells its assignee, or
 * every member of its group, at once in-app and by mail.
 */
export async function createTask(
  ctx: ServiceContext,
  body: CreateTaskBody,
  publicUrl: string,
): Promise<TaskDetail> {
  const dueRefusal = dueDateRefusal(body.dueDate, new Date());
  if (dueRefusal) throw fieldError("dueDate", dueRefusal);
  const id = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    if (body.requestKey) {
      const made = await repo.taskOfRequest(tx, ctx.actor.id, body.requestKey);
      if (made !== undefined) return made;
    }
    const type = await repo.taskType(tx, body.taskTypeId);
    if (!type?.active) throw fieldError("taskTypeId", `No active task type has id ${body.taskTypeId}`);
    const resolved = await resolve(t, {
      title: body.title,
      description: body.description,
      taskTypeId: body.taskTypeId,
      priority: body.priority ?? type.defaultPriority,
      dueDate: body.dueDate,
      assigneeId: body.assigneeId,
      groupId: body.groupId,
      status: statusAfterAssignment("new", body.assigneeId),
      activitySlug: body.activitySlug,
      assetBarcode: body.assetBarcode,
    });
    const taskId = await repo.insertTask(tx, { ...resolved.write, createdBy: ctx.actor.id });
    await recordEvents(tx, [
      {
        activityId: null,
        taskId,
        action: "created",
        userId: ctx.actor.id,
        changes: [
          ...changesOf(null, resolved.readable),
          { field: "status", from: null, to: resolved.write.status },
          ...(body.requestKey ? [{ field: "requestKey", from: null, to: body.requestKey }] : []),
        ],
      },
    ]);
    await noticesOfChange(t, publicUrl, {
      taskId,
      title: body.title,
      category: resolved.category,
      before: null,
      after: { assigneeId: body.assigneeId, groupId: body.groupId },
    });
    return taskId;
  });
  return getTask(ctx, id);
}

/**
 * Edits or (re)assigns a task (fields left out stay); a closed task does not change (409: reopen
 * it first). Assigning a new task makes it assigned, unassigning an assigned one makes it new.
 */
export async function updateTask(
  ctx: ServiceContext,
  id: number,
  body: UpdateTaskBody,
  publicUrl: string,
): Promise<TaskDetail> {
  await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const state = await repo.taskState(tx, id, { forUpdate: true });
    if (!state) throw notFound("Task");
    const before = await repo.taskById(tx, id);
    if (!before) throw notFound("Task");
    if (isClosedTask(state.status))
      throw new AppError(409, `A ${state.status} task no longer changes; reopen it first`);
    if (body.dueDate && body.dueDate !== state.dueDate) {
      const refusal = dueDateRefusal(body.dueDate, new Date());
      if (refusal) throw fieldError("dueDate", refusal);
    }
    if (body.taskTypeId !== undefined && body.taskTypeId !== state.taskTypeId) {
      const type = await repo.taskType(tx, body.taskTypeId);
      if (!type?.active) throw fieldError("taskTypeId", `No active task type has id ${body.taskTypeId}`);
    }
    const assigneeId = body.assigneeId !== undefined ? body.assigneeId : state.assigneeId;
    const groupId = body.groupId !== undefined ? body.groupId : state.groupId;
    const status = statusAfterAssignment(state.status as TaskStatusId, assigneeId);
    const resolved = await resolve(t, {
      title: body.title ?? state.title,
      description: body.description !== undefined ? body.description : state.description,
      taskTypeId: body.taskTypeId ?? state.taskTypeId,
      priority: body.priority ?? state.priority,
      dueDate: body.dueDate !== undefined ? body.dueDate : state.dueDate,
      assigneeId,
      groupId,
      status,
      activitySlug: body.activitySlug !== undefined ? body.activitySlug : before.activitySlug,
      assetBarcode: body.assetBarcode !== undefined ? body.assetBarcode : before.assetBarcode,
    });
    const changes = changesOf(readableOf(before), resolved.readable);
    if (status !== state.status) changes.push({ field: "status", from: state.status, to: status });
    if (changes.length === 0) return;
    await repo.updateTaskRow(tx, id, resolved.write);
    const assigned = assigneeId !== state.assigneeId;
    await recordEvents(tx, [
      {
        activityId: null,
        taskId: id,
        action: assigned ? "assigned" : "updated",
        userId: ctx.actor.id,
        changes,
      },
    ]);
    await noticesOfChange(t, publicUrl, {
      taskId: id,
      title: resolved.readable.title,
      category: resolved.category,
      before: { assigneeId: state.assigneeId, groupId: state.groupId, category: before.category },
      after: { assigneeId, groupId },
    });
  });
  return getTask(ctx, id);
}

/**
 * Moves a task's status by TASK_TRANSITIONS (409 for another move), by its assignee, a member
 * of its group or a task manager (403 for anyone else). Moving back to new unassigns the task;
 * someone starting an unassigned task takes it.
 */
export async function moveTask(ctx: ServiceContext, id: number, body: MoveTaskBody): Promise<TaskDetail> {
  await ctx.db.transaction(async (tx) => {
    const state = await repo.taskState(tx, id, { forUpdate: true });
    if (!state) throw notFound("Task");
    await assertCanWork({ ...ctx, db: tx }, state);
    const refusal = taskMoveRefusal(state.status, body.status, { hasAssignee: state.assigneeId !== null });
    if (refusal) throw new AppError(409, refusal);
    let assigneeId = state.assigneeId;
    if (body.status === "new") assigneeId = null;
    // Whoever starts an unassigned task takes it (when they may be its assignee).
    const mayTake = state.groupId === null || (await repo.isGroupMember(tx, state.groupId, ctx.actor.id));
    if (body.status === "in_progress" && assigneeId === null && mayTake) assigneeId = ctx.actor.id;
    const changes: Change[] = [{ field: "status", from: state.status, to: body.status }];
    if (assigneeId !== state.assigneeId) {
      const [from, to] = await Promise.all(
        [state.assigneeId, assigneeId].map(async (u) =>
          u === null ? null : ((await repo.userFacts(tx, u))?.name ?? null),
        ),
      );
      changes.push({ field: "assignee", from, to });
    }
    await repo.updateTaskRow(tx, id, { ...state, status: body.status, assigneeId });
    await recordEvents(tx, [
      { activityId: null, taskId: id, action: "status_changed", userId: ctx.actor.id, changes },
    ]);
  });
  return getTask(ctx, id);
}
