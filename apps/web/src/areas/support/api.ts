import {
  type CreateSupportRequestInput,
  createSupportRequest,
  type ExecuteSupportRequestBody,
  executeSupportRequest,
  getSupportRequest,
  listAccounts,
  listSupportRequests,
  removeSupportRequest,
  type SupportRequestList,
  type SupportRequestsQuery,
  type UpdateSupportRequestBody,
  updateSupportRequest,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";
import { useAccountsBase, useFamilyPrefix } from "../accounts/family";

/** The list's filters besides paging, search and sort. */
export type SupportFilter = Partial<Pick<SupportRequestsQuery, "status" | "type" | "accountId">>;

// Every key starts with "support-requests" and the family, so a write refreshes lists and details.
export const supportKeys = {
  all: ["support-requests"] as const,
  list: (family: string, filter: SupportFilter) => ["support-requests", family, "list", filter] as const,
  detail: (family: string, id: number) => ["support-requests", family, "detail", id] as const,
};

/** One page of requests through the audience's family (clients: their accounts' only). */
export function fetchSupportPage(
  filter: SupportFilter,
  params: DataTablePageParams,
): Promise<SupportRequestList> {
  return call(listSupportRequests, { query: { ...filter, ...params } });
}

export function useSupportRequest(id: number) {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: supportKeys.detail(family, id),
    queryFn: () => call(getSupportRequest, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useInvalidateSupport() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: supportKeys.all });
}

export function useCreateSupportRequest() {
  const invalidate = useInvalidateSupport();
  return useMutation({
    mutationFn: (body: CreateSupportRequestInput) => call(createSupportRequest, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateSupportRequest(id: number) {
  const invalidate = useInvalidateSupport();
  return useMutation({
    mutationFn: (body: UpdateSupportRequestBody) => call(updateSupportRequest, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveSupportRequest(id: number) {
  const invalidate = useInvalidateSupport();
  return useMutation({
    mutationFn: () => call(removeSupportRequest, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useExecuteSupportRequest(id: number) {
  const invalidate = useInvalidateSupport();
  return useMutation({
    mutationFn: (body: ExecuteSupportRequestBody) => call(executeSupportRequest, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** The accounts a request can be for: a client's own, or every active client account for operators. */
export function useSupportAccounts() {
  const base = useAccountsBase();
  return useQuery({
    queryKey: ["accounts", base, "support-options"],
    queryFn: () =>
      call(listAccounts, {
        query: { type: "active", status: "active", pageSize: 200, sort: "name", order: "asc" },
      }),
    staleTime: 60_000,
  });
}
