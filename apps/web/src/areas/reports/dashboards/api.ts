import {
  type DashboardQueryInput,
  type EndpointResult,
  getDashboardAccess,
  getDashboardHome,
  getInboundDashboard,
  getReceivedDashboard,
  getSerializedDashboard,
  getSummaryDashboard,
  getTurnaroundDashboard,
  getValueAddDashboard,
  listDashboardAccounts,
} from "@ops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../shared/endpoints";
import { useFamilyPrefix } from "../../accounts/family";

// Every key starts with "dashboards" and the family: a client's and an operator's answers to
// the same settings differ, and a sign-in as someone else must not show the last one's figures.
export const dashboardKeys = {
  all: ["dashboards"] as const,
  access: (family: string) => ["dashboards", family, "access"] as const,
  /** SPEC §4: the flag is part of the key, so toggling it reads the account list again. */
  accounts: (family: string, showChildAccounts: boolean) =>
    ["dashboards", family, "accounts", { showChildAccounts }] as const,
  home: (family: string) => ["dashboards", family, "home"] as const,
  dashboard: (family: string, id: DashboardCallId, query: DashboardQueryInput) =>
    ["dashboards", family, id, query] as const,
};

/** Which client dashboards the signed-in user's subscription opens (operators: all). */
export function useDashboardAccess(enabled = true) {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: dashboardKeys.access(family),
    queryFn: () => call(getDashboardAccess, {}),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The accounts the settings can select; their children too with show-child-accounts. */
export function useDashboardAccounts(showChildAccounts: boolean) {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: dashboardKeys.accounts(family, showChildAccounts),
    queryFn: () =>
      call(listDashboardAccounts, { query: { showChildAccounts: showChildAccounts ? "true" : "false" } }),
    // Read again on every toggle (not served from a fresh cache): SPEC §4 "reloads the account list".
    staleTime: 0,
  });
}

/** The home screen's figures and chart. */
export function useDashboardHome() {
  const family = useFamilyPrefix();
  return useQuery({ queryKey: dashboardKeys.home(family), queryFn: () => call(getDashboardHome, {}) });
}

const calls = {
  summary: getSummaryDashboard,
  inbound: getInboundDashboard,
  serialized: getSerializedDashboard,
  received: getReceivedDashboard,
  valueAdd: getValueAddDashboard,
  turnaround: getTurnaroundDashboard,
} as const;
export type DashboardCallId = keyof typeof calls;

function useDashboard<Id extends DashboardCallId>(id: Id, query: DashboardQueryInput, enabled = true) {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: dashboardKeys.dashboard(family, id, query),
    // The union of endpoints narrows to one per `id`; each takes the same DashboardQuery.
    queryFn: () => call(calls[id] as (typeof calls)["summary"], { query }) as Promise<DashboardAnswer<Id>>,
    // A settings change keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}

type DashboardAnswer<Id extends DashboardCallId> = EndpointResult<(typeof calls)[Id]>;

export const useSummaryDashboard = (q: DashboardQueryInput, enabled = true) =>
  useDashboard("summary", q, enabled);
export const useInboundDashboard = (q: DashboardQueryInput, enabled = true) =>
  useDashboard("inbound", q, enabled);
export const useSerializedDashboard = (q: DashboardQueryInput, enabled = true) =>
  useDashboard("serialized", q, enabled);
export const useReceivedDashboard = (q: DashboardQueryInput, enabled = true) =>
  useDashboard("received", q, enabled);
export const useValueAddDashboard = (q: DashboardQueryInput, enabled = true) =>
  useDashboard("valueAdd", q, enabled);
export const useTurnaroundDashboard = (q: DashboardQueryInput, enabled = true) =>
  useDashboard("turnaround", q, enabled);
