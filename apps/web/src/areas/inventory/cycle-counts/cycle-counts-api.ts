// The calls of cycle counts (issue 17), typed by packages/domain/src/inventory/cycle-counts.endpoints.ts.
import {
  type CloseCycleCountBody,
  claimCycleCountLocation,
  closeCycleCount,
  getCycleCount,
  listLocationCycleCounts,
  scanCycleCount,
  startCycleCount,
} from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../shared/endpoints";
import { locationsKeys } from "../api";

/** Counts share one root; a count's change also refreshes its location's summary. */
export const cycleCountKeys = {
  all: ["cycle-counts"] as const,
  detail: (id: number) => ["cycle-counts", "detail", id] as const,
  history: (locationId: number, page: number) => ["cycle-counts", "history", locationId, page] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useCycleCount(id: number) {
  return useQuery({
    queryKey: cycleCountKeys.detail(id),
    queryFn: () => call(getCycleCount, { params: { id } }),
    enabled: validId(id),
  });
}

export const HISTORY_PAGE_SIZE = 20;

export function useLocationCycleCounts(locationId: number, page: number) {
  return useQuery({
    queryKey: cycleCountKeys.history(locationId, page),
    queryFn: () =>
      call(listLocationCycleCounts, {
        params: { id: locationId },
        query: { page, pageSize: HISTORY_PAGE_SIZE },
      }),
    enabled: validId(locationId),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cycleCountKeys.all });
    void queryClient.invalidateQueries({ queryKey: locationsKeys.all });
  };
}

export function useStartCycleCount(locationId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (includeChildren: boolean) =>
      call(startCycleCount, { params: { id: locationId }, body: { includeChildren } }),
    onSuccess: refresh,
  });
}

export function useClaimLocation(countId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (locationId: number) =>
      call(claimCycleCountLocation, { params: { id: countId, locationId } }),
    onSuccess: refresh,
  });
}

export function useCountScan(countId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { locationId: number; barcode: string }) =>
      call(scanCycleCount, { params: { id: countId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cycleCountKeys.detail(countId) }),
  });
}

export function useCloseCycleCount(countId: number) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: CloseCycleCountBody["accept"]) =>
      call(closeCycleCount, { params: { id: countId }, body: { accept } }),
    onSuccess: () => {
      refresh();
      // Adjustments move assets: their records and their locations' contents change.
      void queryClient.invalidateQueries({ queryKey: ["assets"] });
    },
  });
}
