import {
  createLocation,
  deleteLocation,
  endpointPath,
  exportLocations,
  findLocationByBarcode,
  getLocation,
  getLocationCycleCountSummary,
  importLocations,
  type Location,
  type LocationInput,
  type LocationList,
  type LocationType,
  listLocationChildren,
  listLocations,
  updateLocation,
} from "@ops/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toQueryString } from "../../shared/api";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call, familyOf } from "../../shared/endpoints";

/** The filters of the locations list besides paging, search and sort. */
export type LocationsFilter = { warehouse_id: number; type?: LocationType; active?: boolean };

// Every key starts with "locations", so a write refreshes lists, details and children at once.
export const locationsKeys = {
  all: ["locations"] as const,
  list: (filter: LocationsFilter) => ["locations", "list", filter] as const,
  detail: (id: number) => ["locations", "detail", id] as const,
  children: (id: number) => ["locations", "children", id] as const,
  cycleCount: (id: number) => ["locations", "cycle-count", id] as const,
  find: (barcode: string, warehouseId: number | undefined) =>
    ["locations", "find", warehouseId, barcode] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** One page of a warehouse's locations; the table's search matches barcode or name. */
export function fetchLocationsPage(
  filter: LocationsFilter,
  params: DataTablePageParams,
): Promise<LocationList> {
  return call(listLocations, { query: { ...filter, ...params } });
}

export function useLocation(id: number) {
  return useQuery({
    queryKey: locationsKeys.detail(id),
    queryFn: () => call(getLocation, { params: { id } }),
    enabled: validId(id),
  });
}

export function useLocationChildren(id: number) {
  return useQuery({
    queryKey: locationsKeys.children(id),
    queryFn: () => call(listLocationChildren, { params: { id } }),
    enabled: validId(id),
  });
}

export function useCycleCountSummary(id: number) {
  return useQuery({
    queryKey: locationsKeys.cycleCount(id),
    queryFn: () => call(getLocationCycleCountSummary, { params: { id } }),
    enabled: validId(id),
  });
}

/** The location with this barcode (upper-cased by the server); 404 when there is none. */
export function findLocation(barcode: string, warehouseId?: number): Promise<Location> {
  return call(findLocationByBarcode, { query: { barcode, warehouse_id: warehouseId } });
}

/** The lookup of a barcode as a query (the parent field of the form asks while the user types). */
export function findLocationQuery(barcode: string, warehouseId: number | undefined) {
  return queryOptions({
    queryKey: locationsKeys.find(barcode, warehouseId),
    queryFn: () => findLocation(barcode, warehouseId),
    retry: false,
    staleTime: 30_000,
  });
}

export function useFindLocation(barcode: string, warehouseId: number | undefined) {
  return useQuery({ ...findLocationQuery(barcode, warehouseId), enabled: barcode !== "" });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationInput) => call(createLocation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsKeys.all }),
  });
}

export function useUpdateLocation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationInput) => call(updateLocation, { params: { id }, body }),
    onSuccess: (location) => {
      queryClient.setQueryData(locationsKeys.detail(id), location);
      // Barcodes and parents show up in lists, children and the breadcrumbs of descendants.
      return queryClient.invalidateQueries({ queryKey: locationsKeys.all });
    },
  });
}

export function useRemoveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteLocation, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: locationsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: locationsKeys.all });
    },
  });
}

/** Imports a spreadsheet of locations into a warehouse: all rows or none (422 lists every row error). */
export function useImportLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ warehouseId, file }: { warehouseId: number; file: File }) => {
      const form = new FormData();
      form.append("file", file);
      return call(importLocations, { query: { warehouse_id: warehouseId }, form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsKeys.all }),
  });
}

/** The address of a warehouse's locations as a spreadsheet (a plain download link). */
export function locationsExportUrl(warehouseId: number, format: "xlsx" | "csv"): string {
  return `${endpointPath(exportLocations, familyOf(exportLocations))}${toQueryString({ warehouse_id: warehouseId, format })}`;
}
