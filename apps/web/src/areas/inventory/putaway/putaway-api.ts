// The calls of putaway and the inventory activities (issue 17), typed by putaway.endpoints.ts.
import {
  addAssetToLocation,
  findLocationByBarcode,
  getActivityInventory,
  type InventoryHoldingsQuery,
  type Location,
  listAccounts,
  listInventoryActivities,
  listLocationAssets,
  listPutawayAssets,
  type PutawayInput,
} from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../shared/api";
import { call } from "../../../shared/endpoints";

/** One root for everything a putaway changes: holdings, bins, the putaway list. */
export const inventoryKeys = {
  all: ["inventory"] as const,
  activities: ["inventory", "activities"] as const,
  holdings: (slug: string, query: Partial<InventoryHoldingsQuery>) =>
    ["inventory", "holdings", slug, query] as const,
  bin: (id: number, query: { page: number; search?: string }) => ["inventory", "bin", id, query] as const,
  putawayList: (page: number) => ["inventory", "putaway", "me", page] as const,
};

export function useInventoryActivities() {
  return useQuery({ queryKey: inventoryKeys.activities, queryFn: () => call(listInventoryActivities, {}) });
}

export function useActivityInventory(slug: string, query: Partial<InventoryHoldingsQuery>) {
  return useQuery({
    queryKey: inventoryKeys.holdings(slug, query),
    queryFn: () => call(getActivityInventory, { params: { slug }, query }),
    placeholderData: keepPreviousData,
  });
}

export function useBinContents(id: number | undefined, query: { page: number; search?: string }) {
  return useQuery({
    queryKey: inventoryKeys.bin(id ?? 0, query),
    queryFn: () =>
      call(listLocationAssets, {
        params: { id: id as number },
        query: { page: query.page, pageSize: 50, ...(query.search ? { search: query.search } : {}) },
      }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useMyPutawayList(page: number) {
  return useQuery({
    queryKey: inventoryKeys.putawayList(page),
    queryFn: () => call(listPutawayAssets, { params: { id: "me" }, query: { page, pageSize: 25 } }),
    placeholderData: keepPreviousData,
  });
}

/** Puts an asset at a location; refreshes the lists, holdings and the assets' records. */
export function usePutAway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutawayInput) => call(addAssetToLocation, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["assets"] });
    },
  });
}

/** What a scanned location barcode resolves to on a screen working in one warehouse. */
export type LocationScan = { location: Location } | { refusal: string };

/**
 * A location barcode scanned on a screen of one warehouse: found there, or refused with the
 * reason (unknown, or another warehouse's location) without changing anything.
 */
export async function resolveLocationScan(
  barcode: string,
  warehouse: { id: number; shortName: string },
): Promise<LocationScan> {
  try {
    return {
      location: await call(findLocationByBarcode, { query: { barcode, warehouse_id: warehouse.id } }),
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  try {
    const elsewhere = await call(findLocationByBarcode, { query: { barcode } });
    return {
      refusal: `Location ${elsewhere.barcode} is in ${elsewhere.warehouseShortName}; this screen works in ${warehouse.shortName}`,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409))
      return error.status === 404
        ? { refusal: `No location has barcode ${barcode}` }
        : { refusal: `Location ${barcode} is not in ${warehouse.shortName}` };
    throw error;
  }
}

/** Client accounts a location can be for (first 200 by name; the select filters as one types). */
export function useClientAccountChoices(enabled = true) {
  return useQuery({
    queryKey: ["inventory", "account-choices"],
    queryFn: () =>
      call(listAccounts, { query: { type: "active", pageSize: 200, sort: "name", order: "asc" } }),
    select: (list) => list.data.map((a) => ({ value: String(a.id), label: a.name })),
    staleTime: 60_000,
    enabled,
  });
}
