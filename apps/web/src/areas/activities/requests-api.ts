import {
  createInboundRequest,
  getInboundRequest,
  type InboundRequestInput,
  type InboundRequestList,
  type InboundRequestsQuery,
  listAccounts,
  listInboundRequestDcaNumbers,
  listInboundRequestQuestions,
  listInboundRequests,
  listRecentInboundRequests,
  updateInboundRequest,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";
import { useAccountsBase, useFamilyPrefix } from "../accounts/family";

type RequestList = z.infer<typeof InboundRequestList>;

/** The filters of the request lists besides paging, search and sort. */
export type RequestsFilter = Partial<Pick<InboundRequestsQuery, "status" | "accountId">>;

// Every key starts with "inbound-requests" and the family, so a write refreshes lists, details,
// the client's recent requests and the DCA suggestions at once.
export const requestsKeys = {
  all: ["inbound-requests"] as const,
  list: (family: string, filter: RequestsFilter) => ["inbound-requests", family, "list", filter] as const,
  detail: (family: string, number: number) => ["inbound-requests", family, "detail", number] as const,
  recent: ["inbound-requests", "/client", "recent"] as const,
  questions: (family: string) => ["inbound-requests", family, "questions"] as const,
  dcaNumbers: (family: string, accountId: number) => ["inbound-requests", family, "dca", accountId] as const,
};

const validId = (id: number | null | undefined): id is number => Number.isInteger(id) && (id as number) > 0;

/** One page of requests through the audience's family (clients see their accounts' only); the family names the key. */
export function fetchRequestsPage(filter: RequestsFilter, params: DataTablePageParams): Promise<RequestList> {
  return call(listInboundRequests, { query: { ...filter, ...params } });
}

export function useInboundRequest(number: number) {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: requestsKeys.detail(family, number),
    queryFn: () => call(getInboundRequest, { params: { number } }),
    enabled: validId(number),
  });
}

/** The client's five latest requests (home screen). */
export function useRecentRequests(enabled = true) {
  return useQuery({
    queryKey: requestsKeys.recent,
    queryFn: () => call(listRecentInboundRequests, {}),
    enabled,
  });
}

/** The questions a client answers when asking for a pickup, in their order. */
export function useRequestQuestions() {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: requestsKeys.questions(family),
    queryFn: () => call(listInboundRequestQuestions, {}),
    select: (questions) => [...questions].sort((a, b) => a.position - b.position),
    staleTime: 5 * 60_000,
  });
}

/** DCA numbers already used on the account's requests and loads (suggestions of the cable form). */
export function useDcaSuggestions(accountId: number | null) {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: requestsKeys.dcaNumbers(family, accountId ?? 0),
    queryFn: () => call(listInboundRequestDcaNumbers, { query: { accountId: accountId ?? undefined } }),
    enabled: validId(accountId),
    staleTime: 60_000,
  });
}

/** A client asks for a pickup (only clients create requests, SPEC §6). */
export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InboundRequestInput) => call(createInboundRequest, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: requestsKeys.all }),
  });
}

/** An operator corrects a request or cancels it. */
export function useUpdateRequest(number: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<InboundRequestInput> & { status?: "submitted" | "canceled" }) =>
      call(updateInboundRequest, { params: { number }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: requestsKeys.all }),
  });
}

/** The accounts a request can be for: a client's own, or every client account for operators. */
export function useRequestAccounts() {
  const base = useAccountsBase();
  return useQuery({
    queryKey: ["accounts", base, "request-options"],
    queryFn: () =>
      call(listAccounts, {
        query: { type: "active", status: "active", pageSize: 200, sort: "name", order: "asc" },
      }),
    staleTime: 60_000,
  });
}
