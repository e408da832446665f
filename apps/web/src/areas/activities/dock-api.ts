import {
  type ClosedDateBody,
  createClosedDate,
  deleteClosedDate,
  downloadVendorLoadDocument,
  endpointPath,
  getActivityCalendar,
  getVendorLoad,
  getVendorSelf,
  listActivities,
  listClosedDates,
  listVendorClosedDates,
  listVendorLoadDocuments,
  listVendorLoads,
} from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call, familyOf } from "../../shared/endpoints";

/** The filters of the closed dates list besides paging and sort. */
export type ClosedDatesFilter = { warehouseId?: number; from?: string; to?: string };

// Loads live under "activities" (the inbound screens refresh them there after a write); closed
// dates under "closed-dates", which also refreshes the dock schedule and calendar of the day.
export const dockKeys = {
  day: (warehouseId: number, day: string) => ["activities", "dock-day", warehouseId, day] as const,
  calendar: (query: CalendarRange) => ["activities", "calendar", query] as const,
  accountLoads: (family: string, accountId: number) =>
    ["activities", "account-loads", family, accountId] as const,
  closedDates: ["closed-dates"] as const,
  closedList: (filter: ClosedDatesFilter) => ["closed-dates", "list", filter] as const,
  closedRange: (filter: ClosedDatesFilter) => ["closed-dates", "range", filter] as const,
  vendorSelf: ["vendor", "self"] as const,
  vendorLoads: (start: string, end: string) => ["vendor", "loads", start, end] as const,
  vendorClosed: (start: string, end: string) => ["vendor", "closed-dates", start, end] as const,
  vendorLoad: (slug: string) => ["vendor", "load", slug] as const,
  vendorLoadDocuments: (slug: string) => ["vendor", "load", slug, "documents"] as const,
};

const validId = (id: number | null | undefined): id is number => Number.isInteger(id) && (id as number) > 0;

/** The most loads the dock schedule reads for one day (the server's page limit). */
export const DOCK_DAY_LIMIT = 200;

/** The loads of one warehouse's dock day, by dock time. */
export function useDockDay(warehouseId: number | null, day: string) {
  return useQuery({
    queryKey: dockKeys.day(warehouseId ?? 0, day),
    queryFn: () =>
      call(listActivities, {
        query: {
          warehouseId: warehouseId ?? undefined,
          startDate: day,
          endDate: day,
          page: 1,
          pageSize: DOCK_DAY_LIMIT,
          sort: "scheduledDate",
          order: "asc",
        },
      }),
    enabled: validId(warehouseId),
    placeholderData: keepPreviousData,
  });
}

export type CalendarRange = { startDate: string; endDate: string; warehouseId?: number };

export function useCalendar(range: CalendarRange) {
  return useQuery({
    queryKey: dockKeys.calendar(range),
    queryFn: () => call(getActivityCalendar, { query: range }),
    placeholderData: keepPreviousData,
  });
}

/** One page of closed dates for the management table. */
export function fetchClosedDatesPage(filter: ClosedDatesFilter, params: DataTablePageParams) {
  return call(listClosedDates, { query: { ...filter, ...params } });
}

/** The closed dates of a range (a day, a month), up to the server's page limit. */
export function useClosedDates(filter: ClosedDatesFilter, enabled = true) {
  return useQuery({
    queryKey: dockKeys.closedRange(filter),
    queryFn: () => call(listClosedDates, { query: { ...filter, pageSize: 200 } }),
    enabled,
  });
}

function useRefreshClosedDates() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: dockKeys.closedDates }),
      client.invalidateQueries({ queryKey: ["activities", "calendar"] }),
    ]);
}

export function useAddClosedDate() {
  const refresh = useRefreshClosedDates();
  return useMutation({
    mutationFn: (body: ClosedDateBody) => call(createClosedDate, { body }),
    onSuccess: refresh,
  });
}

export function useRemoveClosedDate() {
  const refresh = useRefreshClosedDates();
  return useMutation({
    mutationFn: (id: number) => call(deleteClosedDate, { params: { id } }),
    onSuccess: refresh,
  });
}

/**
 * One account's loads through the audience's family (the account page's Loads tab); the family
 * names the table's query key, the call goes in the signed-in user's own.
 */
export function fetchAccountLoadsPage(accountId: number, params: DataTablePageParams) {
  const { search, ...rest } = params;
  return call(listActivities, { query: { accountId, ...rest, ...(search ? { search } : {}) } });
}

// ---- vendors ----------------------------------------------------------------------------------

export function useVendorSelf() {
  return useQuery({
    queryKey: dockKeys.vendorSelf,
    queryFn: () => call(getVendorSelf, {}),
    staleTime: 5 * 60_000,
  });
}

/** The vendor's scheduled loads between two days (the first 200; the screen says when there are more). */
export function useVendorLoads(startDate: string, endDate: string, enabled = true) {
  return useQuery({
    queryKey: dockKeys.vendorLoads(startDate, endDate),
    queryFn: () => call(listVendorLoads, { query: { startDate, endDate, pageSize: 200 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useVendorClosedDates(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: dockKeys.vendorClosed(from, to),
    queryFn: () => call(listVendorClosedDates, { query: { from, to, pageSize: 200 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

const validSlug = (slug: string) => /^[a-z0-9-]+$/i.test(slug);

/** One of the vendor's loads, read-only. */
export function useVendorLoad(slug: string) {
  return useQuery({
    queryKey: dockKeys.vendorLoad(slug),
    queryFn: () => call(getVendorLoad, { params: { slug } }),
    enabled: validSlug(slug),
  });
}

/** The shipping papers of one of the vendor's loads. */
export function useVendorLoadDocuments(slug: string) {
  return useQuery({
    queryKey: dockKeys.vendorLoadDocuments(slug),
    queryFn: () => call(listVendorLoadDocuments, { params: { slug } }),
    enabled: validSlug(slug),
  });
}

/** Where the browser downloads one of those documents; the session cookie goes with a plain link. */
export function vendorDocumentUrl(slug: string, id: number): string {
  return endpointPath(downloadVendorLoadDocument, familyOf(downloadVendorLoadDocument), { slug, id });
}
