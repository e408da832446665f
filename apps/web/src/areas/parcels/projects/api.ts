import {
  createParcelProject,
  createParcelProjectRequest,
  createParcelRequest,
  deleteParcelProject,
  deleteParcelRequest,
  getParcelProject,
  listAccounts,
  listLoads,
  listParcelProjectAssets,
  listParcelProjectRequests,
  listParcelProjects,
  listWarehouses,
  type NewParcelRequestBody,
  type ParcelProjectInput,
  type ParcelProjectsQuery,
  type ParcelProjectUpdateInput,
  type ParcelRequestInput,
  type ParcelRequestsQuery,
  sendParcelRequest,
  updateParcelProject,
  uploadParcelRequests,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../../shared/DataTable";
import { call } from "../../../shared/endpoints";

// Every key starts with "parcel-projects": a write refreshes the lists, the project and its requests.
export const projectKeys = {
  all: ["parcel-projects"] as const,
  list: (filter: object) => ["parcel-projects", "list", filter] as const,
  project: (prefix: string) => ["parcel-projects", "project", prefix] as const,
  requests: (prefix: string, filter: object) => ["parcel-projects", "requests", prefix, filter] as const,
  assets: (prefix: string) => ["parcel-projects", "assets", prefix] as const,
};

export type ProjectsFilter = Partial<Pick<ParcelProjectsQuery, "status" | "accountId">>;
export type RequestsFilter = Partial<Pick<ParcelRequestsQuery, "status" | "stage">>;

export const fetchProjectsPage = (filter: ProjectsFilter, params: DataTablePageParams) =>
  call(listParcelProjects, { query: { ...filter, ...params } });

export const fetchRequestsPage = (prefix: string, filter: RequestsFilter, params: DataTablePageParams) =>
  call(listParcelProjectRequests, { params: { projectPrefix: prefix }, query: { ...filter, ...params } });

export const fetchAssetsPage = (prefix: string, params: DataTablePageParams) =>
  call(listParcelProjectAssets, { params: { projectPrefix: prefix }, query: params });

export function useProject(prefix: string) {
  return useQuery({
    queryKey: projectKeys.project(prefix),
    queryFn: () => call(getParcelProject, { params: { projectPrefix: prefix } }),
    enabled: prefix !== "",
  });
}

/** Client accounts, warehouses and (for an account) its inbound loads: what a project is made of. */
export function useProjectOptions(accountId: number | null) {
  const accounts = useQuery({
    queryKey: ["accounts", "parcel-project-options"],
    queryFn: () =>
      call(listAccounts, {
        query: { type: "active", status: "active", pageSize: 200, sort: "name", order: "asc" },
      }),
    staleTime: 60_000,
  });
  const warehouses = useQuery({
    queryKey: ["warehouses", "parcel-project-options"],
    queryFn: () => call(listWarehouses, {}),
    staleTime: 60_000,
  });
  const loads = useQuery({
    queryKey: ["loads", "parcel-project-options", accountId],
    queryFn: () =>
      call(listLoads, { query: { type: "inbound", accountId: accountId ?? undefined, pageSize: 100 } }),
    enabled: accountId !== null,
  });
  return { accounts, warehouses, loads };
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: projectKeys.all });
}

export function useCreateProject() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ParcelProjectInput) => call(createParcelProject, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateProject(prefix: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ParcelProjectUpdateInput) =>
      call(updateParcelProject, { params: { projectPrefix: prefix }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteProject(prefix: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => call(deleteParcelProject, { params: { projectPrefix: prefix } }),
    onSuccess: invalidate,
  });
}

export function useAddRequest(prefix: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ParcelRequestInput) =>
      call(createParcelProjectRequest, { params: { projectPrefix: prefix }, body }),
    onSuccess: invalidate,
  });
}

export function useCreateRequest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: NewParcelRequestBody) => call(createParcelRequest, { body }),
    onSuccess: invalidate,
  });
}

export function useUploadRequests(prefix: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return call(uploadParcelRequests, { params: { projectPrefix: prefix }, form });
    },
    onSuccess: (answer) => ("added" in answer ? invalidate() : undefined),
  });
}

export function useSendAgain() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (referenceId: string) => call(sendParcelRequest, { params: { referenceId } }),
    onSuccess: invalidate,
  });
}

export function useDeleteRequest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (referenceId: string) => call(deleteParcelRequest, { params: { referenceId } }),
    onSuccess: invalidate,
  });
}

export { useInvalidate as useInvalidateProjects };
