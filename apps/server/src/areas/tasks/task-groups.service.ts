import {
  type AddTaskGroupMemberBody,
  groupRemovalRefusal,
  groupTypesRefusal,
  memberChanges,
  memberRefusal,
  memberRemovalRefusal,
  type TaskGroupBody,
  type TaskGroupDetail,
  type TaskGroupList,
  type TaskGroupMember,
  type TaskGroupMemberOptionList,
  type TaskGroupsQuery,
  type TaskGroupType,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./task-groups.repo";
import { typesByIds } from "./task-types.repo";
import { isUniqueViolation } from "./task-types.service";

const GROUP_NAME_TAKEN = "A task group with this name already exists";

export async function listTaskGroups(ctx: ServiceContext, query: TaskGroupsQuery): Promise<TaskGroupList> {
  const { rows, total } = await repo.pageTaskGroups(ctx.db, query);
  return { data: rows, total };
}

async function detailOf(db: Db, id: number): Promise<TaskGroupDetail> {
  const group = await repo.findTaskGroup(db, id);
  if (!group) throw notFound("Task group");
  const [members, types] = await Promise.all([repo.groupMembers(db, id), repo.groupTypes(db, id)]);
  return { ...group, members, types };
}

export function getTaskGroup(ctx: ServiceContext, id: number): Promise<TaskGroupDetail> {
  return detailOf(ctx.db, id);
}

async function assertGroup(db: Db, id: number): Promise<void> {
  if (!(await repo.lockTaskGroup(db, id))) throw notFound("Task group");
}

/** 422 on `field` unless every id names an active operator. */
async function checkMembers(db: Db, ids: readonly number[], field: string): Promise<void> {
  const refusal = memberRefusal(ids, await repo.memberCandidates(db, ids));
  if (refusal) throw fieldError(field, refusal);
}

/** 409 when one of the leaving members still has open tasks of the group. */
async function checkLeaving(db: Db, groupId: number, leaving: readonly number[]): Promise<void> {
  const [busy] = await repo.openAssignedCounts(db, groupId, leaving);
  if (!busy) return;
  throw new AppError(409, memberRemovalRefusal(busy.name, busy.n) ?? "");
}

async function checkTypes(db: Db, ids: readonly number[], current: readonly number[]): Promise<void> {
  const refusal = groupTypesRefusal(ids, await typesByIds(db, ids), current);
  if (refusal) throw fieldError("taskTypeIds", refusal);
}

/** Writes the group's fields, its member list and types, after every check passed. */
async function saveGroup(db: Db, body: TaskGroupBody, id?: number): Promise<number> {
  if (await repo.taskGroupNameTaken(db, body.name, id)) throw fieldError("name", GROUP_NAME_TAKEN);
  const [members, types] =
    id === undefined ? [[], []] : await Promise.all([repo.memberIdsOf(db, id), repo.typeIdsOf(db, id)]);
  const { joining, leaving } = memberChanges(members, body.memberIds);
  await checkMembers(db, joining, "memberIds");
  await checkTypes(db, body.taskTypeIds, types);
  if (id !== undefined) await checkLeaving(db, id, leaving);
  try {
    const groupId = id ?? (await repo.insertTaskGroup(db, body));
    if (id !== undefined) await repo.updateTaskGroup(db, id, body);
    await repo.removeMembers(db, groupId, leaving);
    await repo.addMembers(db, groupId, joining);
    await repo.setTypes(db, groupId, body.taskTypeIds);
    return groupId;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("name", GROUP_NAME_TAKEN);
    throw error;
  }
}

/** Creates a group with its members (active operators) and types, all or nothing. */
export async function createTaskGroup(ctx: ServiceContext, body: TaskGroupBody): Promise<TaskGroupDetail> {
  const id = await ctx.db.transaction((tx) => saveGroup(tx, body));
  return detailOf(ctx.db, id);
}

/**
 * Changes a group with its whole member list and types, all or nothing: a new member must be an
 * active operator (422 on `memberIds`); a member with open tasks of the group stays (409).
 */
export async function updateTaskGroup(
  ctx: ServiceContext,
  id: number,
  body: TaskGroupBody,
): Promise<TaskGroupDetail> {
  await ctx.db.transaction(async (tx) => {
    await assertGroup(tx, id);
    await saveGroup(tx, body, id);
  });
  return detailOf(ctx.db, id);
}

/** Removes a group without open tasks (409 with the count otherwise); its done tasks keep no group. */
export async function deleteTaskGroup(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await assertGroup(tx, id);
    const refusal = groupRemovalRefusal(await repo.openTaskCountOfGroup(tx, id));
    if (refusal) throw new AppError(409, refusal);
    await repo.deleteTaskGroup(tx, id);
  });
}

export async function listMembers(ctx: ServiceContext, groupId: number): Promise<TaskGroupMember[]> {
  if (!(await repo.findTaskGroup(ctx.db, groupId))) throw notFound("Task group");
  return repo.groupMembers(ctx.db, groupId);
}

/** Adds an active operator to the group; sending it again adds nothing and answers the member. */
export async function addMember(
  ctx: ServiceContext,
  groupId: number,
  body: AddTaskGroupMemberBody,
): Promise<TaskGroupMember> {
  return ctx.db.transaction(async (tx) => {
    await assertGroup(tx, groupId);
    await checkMembers(tx, [body.userId], "userId");
    await repo.addMembers(tx, groupId, [body.userId]);
    await repo.touchTaskGroup(tx, groupId);
    const member = (await repo.groupMembers(tx, groupId)).find((m) => m.userId === body.userId);
    if (!member) throw new Error("the member just added is missing");
    return member;
  });
}

/** Removes a member who has no open task of the group (409 naming them otherwise). */
export async function removeMember(ctx: ServiceContext, groupId: number, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await assertGroup(tx, groupId);
    if (!(await repo.memberIdsOf(tx, groupId)).includes(userId)) throw notFound("Group member");
    await checkLeaving(tx, groupId, [userId]);
    await repo.removeMembers(tx, groupId, [userId]);
    await repo.touchTaskGroup(tx, groupId);
  });
}

export async function listTypes(ctx: ServiceContext, groupId: number): Promise<TaskGroupType[]> {
  if (!(await repo.findTaskGroup(ctx.db, groupId))) throw notFound("Task group");
  return repo.groupTypes(ctx.db, groupId);
}

/** Makes the group take exactly these types (existing; an inactive one only if it had it). */
export async function setTypes(
  ctx: ServiceContext,
  groupId: number,
  taskTypeIds: number[],
): Promise<TaskGroupType[]> {
  return ctx.db.transaction(async (tx) => {
    await assertGroup(tx, groupId);
    await checkTypes(tx, taskTypeIds, await repo.typeIdsOf(tx, groupId));
    await repo.setTypes(tx, groupId, taskTypeIds);
    await repo.touchTaskGroup(tx, groupId);
    return repo.groupTypes(tx, groupId);
  });
}

export async function listMemberOptions(
  ctx: ServiceContext,
  search?: string,
): Promise<TaskGroupMemberOptionList> {
  return { data: await repo.memberOptions(ctx.db, search) };
}
