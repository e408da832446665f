import {
  createTaskGroup,
  deleteTaskGroup,
  getTaskGroup,
  listTaskGroupMemberOptions,
  listTaskGroups,
  type TaskGroupInput,
  type TaskGroupList,
  updateTaskGroup,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../../shared/DataTable";
import { call } from "../../../shared/endpoints";

export type TaskGroupsFilter = { active?: boolean };

// Under the tasks area's prefix: a group's change refreshes the tasks screens that name it too.
export const taskGroupsKeys = {
  all: ["tasks"] as const,
  list: (filter: TaskGroupsFilter) => ["tasks", "task-groups", "list", filter] as const,
  detail: (id: number) => ["tasks", "task-groups", "detail", id] as const,
  memberOptions: ["tasks", "task-groups", "member-options"] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function fetchTaskGroupsPage(
  filter: TaskGroupsFilter,
  params: DataTablePageParams,
): Promise<TaskGroupList> {
  return call(listTaskGroups, { query: { ...filter, ...params } });
}

export function useTaskGroup(id: number) {
  return useQuery({
    queryKey: taskGroupsKeys.detail(id),
    enabled: validId(id),
    queryFn: () => call(getTaskGroup, { params: { groupId: id } }),
  });
}

/** The active operators a group can take as members. */
export function useMemberOptions() {
  return useQuery({
    queryKey: taskGroupsKeys.memberOptions,
    staleTime: 60_000,
    queryFn: () => call(listTaskGroupMemberOptions, { query: {} }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: taskGroupsKeys.all });
}

export function useCreateTaskGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TaskGroupInput) => call(createTaskGroup, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateTaskGroup(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TaskGroupInput) => call(updateTaskGroup, { params: { groupId: id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteTaskGroup() {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call(deleteTaskGroup, { params: { groupId: id } }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: taskGroupsKeys.detail(id) });
      return invalidate();
    },
  });
}
