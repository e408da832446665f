import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import {
  AddTaskGroupMemberBody,
  SetTaskGroupTypesBody,
  TaskGroupBody,
  TaskGroupDetail,
  TaskGroupList,
  TaskGroupMember,
  TaskGroupMemberOptionList,
  TaskGroupMemberOptionsQuery,
  TaskGroupMemberParams,
  TaskGroupParams,
  TaskGroupsQuery,
  TaskGroupType,
} from "./task-groups.schemas";

const tags = ["task groups"] as const;
const operator = ["operator"] as const;

export const listTaskGroups = defineEndpoint({
  method: "GET",
  path: "/task_groups",
  families: operator,
  operationId: "listTaskGroups",
  permission: "tasks.view",
  summary: "List task groups with their member, type and open task counts",
  tags: tags,
  query: TaskGroupsQuery,
  responses: { 200: TaskGroupList },
});

export const createTaskGroup = defineEndpoint({
  method: "POST",
  path: "/task_groups",
  families: operator,
  operationId: "createTaskGroup",
  permission: "tasks.manage",
  summary: "Create a task group with its members and types",
  tags: tags,
  body: TaskGroupBody,
  responses: { 201: TaskGroupDetail },
});

export const listTaskGroupMemberOptions = defineEndpoint({
  method: "GET",
  path: "/task_groups/member_options",
  families: operator,
  operationId: "listTaskGroupMemberOptions",
  permission: "tasks.view",
  summary: "The active operators who can be members of a group",
  tags: tags,
  query: TaskGroupMemberOptionsQuery,
  responses: { 200: TaskGroupMemberOptionList },
});

export const getTaskGroup = defineEndpoint({
  method: "GET",
  path: "/task_groups/:groupId",
  families: operator,
  operationId: "getTaskGroup",
  permission: "tasks.view",
  summary: "Get a task group with its members and types",
  tags: tags,
  params: TaskGroupParams,
  responses: { 200: TaskGroupDetail },
});

export const updateTaskGroup = defineEndpoint({
  method: "PUT",
  path: "/task_groups/:groupId",
  families: operator,
  operationId: "updateTaskGroup",
  permission: "tasks.manage",
  summary: "Update a task group, its members and types",
  tags: tags,
  params: TaskGroupParams,
  body: TaskGroupBody,
  responses: { 200: TaskGroupDetail },
});

export const deleteTaskGroup = defineEndpoint({
  method: "DELETE",
  path: "/task_groups/:groupId",
  families: operator,
  operationId: "deleteTaskGroup",
  permission: "tasks.manage",
  summary: "Remove a task group without open tasks (409 otherwise)",
  tags: tags,
  params: TaskGroupParams,
  responses: { 204: z.null() },
});

export const listTaskGroupMembers = defineEndpoint({
  method: "GET",
  path: "/task_groups/:groupId/members",
  families: operator,
  operationId: "listTaskGroupMembers",
  permission: "tasks.view",
  summary: "Members of a task group",
  tags: tags,
  params: TaskGroupParams,
  responses: { 200: z.array(TaskGroupMember) },
});

export const addTaskGroupMember = defineEndpoint({
  method: "POST",
  path: "/task_groups/:groupId/members",
  families: operator,
  operationId: "addTaskGroupMember",
  permission: "tasks.manage",
  summary: "Add an operator to a task group (once, however often it is sent)",
  tags: tags,
  params: TaskGroupParams,
  body: AddTaskGroupMemberBody,
  responses: { 201: TaskGroupMember },
});

export const removeTaskGroupMember = defineEndpoint({
  method: "DELETE",
  path: "/task_groups/:groupId/members/:userId",
  families: operator,
  operationId: "removeTaskGroupMember",
  permission: "tasks.manage",
  summary: "Remove a member without open tasks of the group (409 otherwise)",
  tags: tags,
  params: TaskGroupMemberParams,
  responses: { 204: z.null() },
});

export const listTaskGroupTypes = defineEndpoint({
  method: "GET",
  path: "/task_groups/:groupId/types",
  families: operator,
  operationId: "listTaskGroupTypes",
  permission: "tasks.view",
  summary: "The task types a group takes",
  tags: tags,
  params: TaskGroupParams,
  responses: { 200: z.array(TaskGroupType) },
});

export const setTaskGroupTypes = defineEndpoint({
  method: "PUT",
  path: "/task_groups/:groupId/types",
  families: operator,
  operationId: "setTaskGroupTypes",
  permission: "tasks.manage",
  summary: "Set the task types a group takes",
  tags: tags,
  params: TaskGroupParams,
  body: SetTaskGroupTypesBody,
  responses: { 200: z.array(TaskGroupType) },
});
