import {
  type TaskType,
  type TaskTypeBody,
  type TaskTypeList,
  type TaskTypesQuery,
  taskTypeRemovalRefusal,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./task-types.repo";

const TYPE_NAME_TAKEN = "A task type with this name already exists";

/** Whether a write failed on a unique index (two people saving the same name at once). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
}

export async function listTaskTypes(ctx: ServiceContext, query: TaskTypesQuery): Promise<TaskTypeList> {
  const { rows, total } = await repo.pageTaskTypes(ctx.db, query);
  return { data: rows, total };
}

export async function getTaskType(ctx: ServiceContext, id: number): Promise<TaskType> {
  const type = await repo.findTaskType(ctx.db, id);
  if (!type) throw notFound("Task type");
  return type;
}

async function saveTaskType(db: Db, body: TaskTypeBody, id?: number): Promise<number> {
  if (await repo.taskTypeNameTaken(db, body.name, id)) throw fieldError("name", TYPE_NAME_TAKEN);
  try {
    if (id === undefined) return await repo.insertTaskType(db, body);
    await repo.updateTaskType(db, id, body);
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("name", TYPE_NAME_TAKEN);
    throw error;
  }
}

/** Adds a task type; its name is unique whatever its case (422 on `name`). */
export async function createTaskType(ctx: ServiceContext, body: TaskTypeBody): Promise<TaskType> {
  const id = await ctx.db.transaction((tx) => saveTaskType(tx, body));
  return getTaskType(ctx, id);
}

/** Changes a task type; making it inactive keeps its tasks and takes it off new work. */
export async function updateTaskType(ctx: ServiceContext, id: number, body: TaskTypeBody): Promise<TaskType> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockTaskType(tx, id))) throw notFound("Task type");
    await saveTaskType(tx, body, id);
  });
  return getTaskType(ctx, id);
}

/** Removes a task type no task is of (409 with the count otherwise); groups stop taking it. */
export async function deleteTaskType(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockTaskType(tx, id))) throw notFound("Task type");
    const refusal = taskTypeRemovalRefusal(await repo.taskCountOfType(tx, id));
    if (refusal) throw new AppError(409, refusal);
    await repo.deleteTaskType(tx, id);
  });
}
