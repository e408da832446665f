// The tasks calls (SPEC §7 "Tasks family: tasks, comments, …"), operator family only. Seeing
// tasks and working (moving, commenting) those of one's own and one's groups takes tasks.view;
// creating, assigning and editing any task takes tasks.manage.
import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import {
  CreateTaskBody,
  MoveTaskBody,
  TaskAssigneeList,
  TaskAssigneesQuery,
  TaskComment,
  TaskCommentBody,
  TaskCommentList,
  TaskCommentParams,
  TaskCommentsQuery,
  TaskDetail,
  TaskEventList,
  TaskEventsQuery,
  TaskList,
  TaskParams,
  TasksExportQuery,
  TasksQuery,
  UpdateTaskBody,
} from "./tasks.schemas";

const tags = ["tasks"] as const;
const operator = ["operator"] as const;

export const listTasks = defineEndpoint({
  method: "GET",
  path: "/tasks",
  families: operator,
  operationId: "listTasks",
  permission: "tasks.view",
  summary: "Tasks: mine, my groups' or all, filtered by status, type, priority, group and due date, paged",
  tags,
  query: TasksQuery,
  responses: { 200: TaskList },
});

export const exportTasks = defineEndpoint({
  method: "GET",
  path: "/tasks/export",
  families: operator,
  operationId: "exportTasks",
  permission: "tasks.view",
  summary: exportSummaryOf("Export the tasks list"),
  tags,
  query: TasksExportQuery,
  responses: exportResponses,
});

export const listTaskAssignees = defineEndpoint({
  method: "GET",
  path: "/tasks/assignees",
  families: operator,
  operationId: "listTaskAssignees",
  permission: "tasks.view",
  summary: "Who a task can be assigned to: active operators, or the members of a group",
  tags,
  query: TaskAssigneesQuery,
  responses: { 200: TaskAssigneeList },
});

export const getTask = defineEndpoint({
  method: "GET",
  path: "/tasks/:id",
  families: operator,
  operationId: "getTask",
  permission: "tasks.view",
  summary: "A task, with whether the caller may work or edit it",
  tags,
  params: TaskParams,
  responses: { 200: TaskDetail },
});

export const createTask = defineEndpoint({
  method: "POST",
  path: "/tasks",
  families: operator,
  operationId: "createTask",
  permission: "tasks.manage",
  summary:
    "Create a task; its assignee is told (a critical alert tells its assignee or group at once, by mail too)",
  tags,
  body: CreateTaskBody,
  responses: { 201: TaskDetail },
});

export const updateTask = defineEndpoint({
  method: "PUT",
  path: "/tasks/:id",
  families: operator,
  operationId: "updateTask",
  permission: "tasks.manage",
  summary: "Edit or (re)assign a task (409 once completed or canceled: reopen it first)",
  tags,
  params: TaskParams,
  body: UpdateTaskBody,
  responses: { 200: TaskDetail },
});

export const moveTask = defineEndpoint({
  method: "PUT",
  path: "/tasks/:id/status",
  families: operator,
  operationId: "moveTask",
  permission: "tasks.view",
  summary: "Move a task's status (409 for a move the transitions do not allow)",
  tags,
  params: TaskParams,
  body: MoveTaskBody,
  responses: { 200: TaskDetail },
});

export const listTaskComments = defineEndpoint({
  method: "GET",
  path: "/tasks/:id/comments",
  families: operator,
  operationId: "listTaskComments",
  permission: "tasks.view",
  summary: "A task's comments, oldest first",
  tags,
  params: TaskParams,
  query: TaskCommentsQuery,
  responses: { 200: TaskCommentList },
});

export const createTaskComment = defineEndpoint({
  method: "POST",
  path: "/tasks/:id/comments",
  families: operator,
  operationId: "createTaskComment",
  permission: "tasks.view",
  summary: "Comment on a task of one's own or one's groups (any task with tasks.manage)",
  tags,
  params: TaskParams,
  body: TaskCommentBody,
  responses: { 201: TaskComment },
});

export const updateTaskComment = defineEndpoint({
  method: "PUT",
  path: "/tasks/:id/comments/:commentId",
  families: operator,
  operationId: "updateTaskComment",
  permission: "tasks.view",
  summary: "Edit one's own comment",
  tags,
  params: TaskCommentParams,
  body: TaskCommentBody,
  responses: { 200: TaskComment },
});

export const removeTaskComment = defineEndpoint({
  method: "DELETE",
  path: "/tasks/:id/comments/:commentId",
  families: operator,
  operationId: "removeTaskComment",
  permission: "tasks.view",
  summary: "Remove one's own comment",
  tags,
  params: TaskCommentParams,
  responses: { 204: z.null() },
});

export const listTaskEvents = defineEndpoint({
  method: "GET",
  path: "/tasks/:id/events",
  families: operator,
  operationId: "listTaskEvents",
  permission: "tasks.view",
  summary: "A task's events: every change, who and when, each field from → to",
  tags,
  params: TaskParams,
  query: TaskEventsQuery,
  responses: { 200: TaskEventList },
});
