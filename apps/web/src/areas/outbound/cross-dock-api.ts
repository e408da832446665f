// The calls of cross-docking and of withdrawing an integration's load, typed by
// packages/domain/src/outbound/{cross-dock,integration-loads}.endpoints.ts.
import { cancelIntegrationLoad, crossDockAsset, listCrossDockedAssets } from "@ops/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";
import { activitiesKeys } from "../activities/inbound-api";

export const crossDockKeys = {
  list: (slug: string) => ["cross-docked", slug] as const,
};

/** One page of the load's cross-docked assets; the table's search matches barcode or serial. */
export function fetchCrossDockedPage(slug: string, params: DataTablePageParams) {
  return call(listCrossDockedAssets, {
    params: { slug },
    query: { page: params.page, pageSize: params.pageSize, search: params.search, order: params.order },
  });
}

/**
 * Scans a received asset straight onto the outbound load. The load (a requested one starts
 * building), its reservations and its assets change with it.
 */
export function useCrossDock(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (barcode: string) => call(crossDockAsset, { params: { slug }, body: { barcode } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: crossDockKeys.list(slug) });
      void queryClient.invalidateQueries({ queryKey: activitiesKeys.detail(slug) });
      void queryClient.invalidateQueries({ queryKey: ["picking"] });
      void queryClient.invalidateQueries({ queryKey: ["assets"] });
    },
  });
}

/** Withdraws a load an integration created, with the reason; every list and record of it refreshes. */
export function useCancelIntegrationLoad(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(cancelIntegrationLoad, { params: { slug }, body: { reason } }),
    onSuccess: (activity) => {
      queryClient.setQueryData(activitiesKeys.detail(slug), activity);
      void queryClient.invalidateQueries({ queryKey: activitiesKeys.all });
      void queryClient.invalidateQueries({ queryKey: crossDockKeys.list(slug) });
      void queryClient.invalidateQueries({ queryKey: ["picking"] });
      void queryClient.invalidateQueries({ queryKey: ["assets"] });
    },
  });
}
