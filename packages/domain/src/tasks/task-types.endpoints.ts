import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { TaskType, TaskTypeBody, TaskTypeList, TaskTypeParams, TaskTypesQuery } from "./task-types.schemas";

const tags = ["task types"] as const;
const operator = ["operator"] as const;

export const listTaskTypes = defineEndpoint({
  method: "GET",
  path: "/task_types",
  families: operator,
  operationId: "listTaskTypes",
  permission: "tasks.view",
  summary: "List task types",
  tags: tags,
  query: TaskTypesQuery,
  responses: { 200: TaskTypeList },
});

export const createTaskType = defineEndpoint({
  method: "POST",
  path: "/task_types",
  families: operator,
  operationId: "createTaskType",
  permission: "tasks.manage",
  summary: "Create a task type",
  tags: tags,
  body: TaskTypeBody,
  responses: { 201: TaskType },
});

export const getTaskType = defineEndpoint({
  method: "GET",
  path: "/task_types/:typeId",
  families: operator,
  operationId: "getTaskType",
  permission: "tasks.view",
  summary: "Get a task type",
  tags: tags,
  params: TaskTypeParams,
  responses: { 200: TaskType },
});

export const updateTaskType = defineEndpoint({
  method: "PUT",
  path: "/task_types/:typeId",
  families: operator,
  operationId: "updateTaskType",
  permission: "tasks.manage",
  summary: "Update a task type",
  tags: tags,
  params: TaskTypeParams,
  body: TaskTypeBody,
  responses: { 200: TaskType },
});

export const deleteTaskType = defineEndpoint({
  method: "DELETE",
  path: "/task_types/:typeId",
  families: operator,
  operationId: "deleteTaskType",
  permission: "tasks.manage",
  summary: "Remove a task type no task is of (409 otherwise: make it inactive)",
  tags: tags,
  params: TaskTypeParams,
  responses: { 204: z.null() },
});
