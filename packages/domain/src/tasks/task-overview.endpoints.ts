import { defineEndpoint } from "../platform/endpoints";
import { TaskOverview, TaskOverviewQuery } from "./task-overview.schemas";

const operator = ["operator"] as const;

export const getTaskOverview = defineEndpoint({
  method: "GET",
  path: "/tasks/overview",
  families: operator,
  operationId: "getTaskOverview",
  permission: "tasks.view",
  summary: "Task counts by status and overdue, per group and for tasks in no group",
  tags: ["tasks"] as const,
  query: TaskOverviewQuery,
  responses: { 200: TaskOverview },
});
