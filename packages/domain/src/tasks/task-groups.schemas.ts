// Task groups (issue 21, SPEC §3 task group and group member, §7 "groups, group members, group
// types"): operators who share tasks, and the task types the group takes.
import { z } from "zod";
import { optionalText, QueryFlag, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { TaskTypeCategory } from "./task-types.schemas";

/** A member of a group: an operator user. */
export const TaskGroupMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** Open tasks of this group assigned to them (they keep the member in the group). */
  openTaskCount: z.number().int(),
});
export type TaskGroupMember = z.infer<typeof TaskGroupMember>;

/** A task type a group takes. */
export const TaskGroupType = z.object({
  id: z.number().int(),
  name: z.string(),
  category: TaskTypeCategory,
  active: z.boolean(),
});
export type TaskGroupType = z.infer<typeof TaskGroupType>;

export const TaskGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  memberCount: z.number().int(),
  typeCount: z.number().int(),
  /** Tasks of the group not completed or canceled (a group with any cannot be removed). */
  openTaskCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskGroup = z.infer<typeof TaskGroup>;

/** A group with its members and types, as its edit screen reads it. */
export const TaskGroupDetail = TaskGroup.extend({
  members: z.array(TaskGroupMember),
  types: z.array(TaskGroupType),
});
export type TaskGroupDetail = z.infer<typeof TaskGroupDetail>;

const ids = (what: string) =>
  z
    .array(
      z
        .number({ error: `Each ${what} is an id` })
        .int()
        .positive(),
      { error: `Give a list of ${what}s` },
    )
    .max(500, `At most 500 ${what}s`)
    .transform((list) => [...new Set(list)]);

/**
 * `POST /task_groups` and `PUT /task_groups/{id}`: the group with its whole member list and
 * types (the edit screen saves them together, all or nothing).
 */
export const TaskGroupBody = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name is at most 100 characters"),
  description: optionalText(2000, "Description"),
  active: z.boolean().default(true),
  memberIds: ids("member").default([]),
  taskTypeIds: ids("task type").default([]),
});
export type TaskGroupBody = z.infer<typeof TaskGroupBody>;
export type TaskGroupInput = z.input<typeof TaskGroupBody>;

export const TASK_GROUP_SORT_COLUMNS = ["name", "createdAt"] as const;

/** `GET /task_groups`: `search` matches the name; `memberId` lists the groups of one user. */
export const TaskGroupsQuery = PageQuery.extend({
  active: QueryFlag.optional(),
  memberId: UrlId.optional(),
  sort: z.enum(TASK_GROUP_SORT_COLUMNS).default("name"),
});
export type TaskGroupsQuery = z.infer<typeof TaskGroupsQuery>;
export const TaskGroupList = paged(TaskGroup);
export type TaskGroupList = z.infer<typeof TaskGroupList>;

export const TaskGroupParams = z.object({ groupId: UrlId });
export const TaskGroupMemberParams = z.object({ groupId: UrlId, userId: UrlId });

/** `POST /task_groups/{groupId}/members`: adding a member twice adds them once. */
export const AddTaskGroupMemberBody = z.object({
  userId: z.number({ error: "Choose the user to add" }).int().positive("Choose the user to add"),
});
export type AddTaskGroupMemberBody = z.infer<typeof AddTaskGroupMemberBody>;

/** `PUT /task_groups/{groupId}/types`: the whole list of types the group takes. */
export const SetTaskGroupTypesBody = z.object({ taskTypeIds: ids("task type") });
export type SetTaskGroupTypesBody = z.infer<typeof SetTaskGroupTypesBody>;

/** Someone who can be made a member: an active operator. */
export const TaskGroupMemberOption = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TaskGroupMemberOption = z.infer<typeof TaskGroupMemberOption>;
export const TaskGroupMemberOptionsQuery = z.object({ search: z.string().trim().max(200).optional() });
export const TaskGroupMemberOptionList = z.object({ data: z.array(TaskGroupMemberOption) });
export type TaskGroupMemberOptionList = z.infer<typeof TaskGroupMemberOptionList>;
