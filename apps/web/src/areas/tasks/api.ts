import {
  getTask,
  listTaskAssignees,
  listTaskComments,
  listTaskEvents,
  listTaskGroups,
  listTasks,
  listTaskTypes,
  localDay,
  type TasksQuery,
} from "@ops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";

/** What the tasks list filters on (the scope and the filters above the table). */
export type TaskFilters = Pick<TasksQuery, "scope" | "status" | "taskTypeId" | "priority" | "due">;

/** Query keys of the tasks screens: every list, task, comment and event under one prefix. */
export const tasksKeys = {
  all: ["tasks"] as const,
  list: (filters: TaskFilters) => ["tasks", "list", filters] as const,
  detail: (id: number) => ["tasks", "detail", id] as const,
  comments: (id: number) => ["tasks", "comments", id] as const,
  events: (id: number) => ["tasks", "events", id] as const,
  types: ["tasks", "types"] as const,
  groups: ["tasks", "groups"] as const,
  assignees: (groupId: number | null) => ["tasks", "assignees", groupId] as const,
};

/** Whatever a task changed: lists, the task, its comments and events are read again. */
export function useInvalidateTasks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tasksKeys.all });
}

/** The list's query: its filters, the page, and the caller's day (the due filters count from it). */
export function tasksQueryOf(filters: TaskFilters, params: DataTablePageParams) {
  return { ...filters, ...params, today: localDay(new Date()) };
}

export function fetchTasksPage(filters: TaskFilters, params: DataTablePageParams) {
  return call(listTasks, { query: tasksQueryOf(filters, params) });
}

export function useTask(id: number) {
  return useQuery({
    queryKey: tasksKeys.detail(id),
    enabled: !Number.isNaN(id),
    queryFn: () => call(getTask, { params: { id } }),
  });
}

export function useTaskComments(id: number) {
  return useQuery({
    queryKey: tasksKeys.comments(id),
    queryFn: () => call(listTaskComments, { params: { id }, query: { pageSize: 200 } }),
  });
}

export function fetchTaskEventsPage(id: number, params: DataTablePageParams) {
  return call(listTaskEvents, {
    params: { id },
    query: { page: params.page, pageSize: params.pageSize, order: "desc" },
  });
}

/** The active task types, by name (the form's and the filter's choices). */
export function useTaskTypes() {
  return useQuery({
    queryKey: tasksKeys.types,
    queryFn: async () => (await call(listTaskTypes, { query: { active: "true", pageSize: 200 } })).data,
    staleTime: 60_000,
  });
}

/** The active task groups, by name. */
export function useTaskGroups() {
  return useQuery({
    queryKey: tasksKeys.groups,
    queryFn: async () => (await call(listTaskGroups, { query: { active: "true", pageSize: 200 } })).data,
    staleTime: 60_000,
  });
}

/** Who a task can be assigned to: active operators, or the group's members when a group is chosen. */
export function useTaskAssignees(groupId: number | null) {
  return useQuery({
    queryKey: tasksKeys.assignees(groupId),
    queryFn: async () => (await call(listTaskAssignees, { query: groupId ? { groupId } : {} })).data,
    staleTime: 30_000,
  });
}
