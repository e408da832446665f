import {
  createTaskType,
  deleteTaskType,
  getTaskType,
  listTaskTypes,
  type TaskTypeInput,
  type TaskTypeList,
  updateTaskType,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../../shared/DataTable";
import { call } from "../../../shared/endpoints";

export type TaskTypesFilter = { active?: boolean };

// Under the tasks area's prefix: a type's change refreshes the tasks screens that name it too.
export const taskTypesKeys = {
  all: ["tasks"] as const,
  list: (filter: TaskTypesFilter) => ["tasks", "task-types", "list", filter] as const,
  options: ["tasks", "task-types", "options"] as const,
  detail: (id: number) => ["tasks", "task-types", "detail", id] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function fetchTaskTypesPage(
  filter: TaskTypesFilter,
  params: DataTablePageParams,
): Promise<TaskTypeList> {
  return call(listTaskTypes, { query: { ...filter, ...params } });
}

export function useTaskType(id: number) {
  return useQuery({
    queryKey: taskTypesKeys.detail(id),
    enabled: validId(id),
    queryFn: () => call(getTaskType, { params: { typeId: id } }),
  });
}

/** Every task type (a group chooses among them); the server caps a page at 200. */
export function useTaskTypeOptions() {
  return useQuery({
    queryKey: taskTypesKeys.options,
    staleTime: 60_000,
    queryFn: () => call(listTaskTypes, { query: { pageSize: 200, sort: "name", order: "asc" } }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: taskTypesKeys.all });
}

export function useCreateTaskType() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TaskTypeInput) => call(createTaskType, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateTaskType(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TaskTypeInput) => call(updateTaskType, { params: { typeId: id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteTaskType() {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call(deleteTaskType, { params: { typeId: id } }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: taskTypesKeys.detail(id) });
      return invalidate();
    },
  });
}
