import {
  type ActivityList,
  type BinAssignmentList,
  createBinAssignments,
  deleteBinAssignment,
  listActivities,
  listBinAssignments,
  type ProgramServicesBody,
  type SowProvider,
  setActivityProgramServices,
} from "@ops/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";
import { activitiesKeys } from "../activities/inbound-api";

/** Shop orders, processing jobs and ITAD jobs: the activity types of the work area. */
export type WorkOrderType = "shop_order" | "processing" | "itad";

/** The filters of a work-order list besides paging, search and sort. */
export type WorkOrderFilter = {
  status?: string;
  accountId?: number;
  warehouseId?: number;
  loadSlug?: string;
  parentSlug?: string;
};

// Under the "activities" prefix: every activity write refreshes these lists too.
export const workOrderKeys = {
  list: (type: WorkOrderType, filter: WorkOrderFilter) => ["activities", "list", type, filter] as const,
  bins: (slug: string) => ["activities", "bin-assignments", slug] as const,
};

/** One page of shop orders or processing jobs; the search matches the slug or client reference. */
export function fetchWorkOrdersPage(
  type: WorkOrderType,
  filter: WorkOrderFilter,
  params: DataTablePageParams,
): Promise<ActivityList> {
  return call(listActivities, { query: { type, ...filter, ...params } });
}

/** One page of the bins assigned to a work order, newest first. */
export function fetchBinAssignmentsPage(
  slug: string,
  params: DataTablePageParams,
): Promise<BinAssignmentList> {
  return call(listBinAssignments, {
    params: { slug },
    query: { page: params.page, pageSize: params.pageSize, search: params.search },
  });
}

/** Assigns scanned bins (all or none: a 422 names each refused barcode by position). */
export function useAssignBins(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (barcodes: string[]) => call(createBinAssignments, { params: { slug }, body: { barcodes } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.bins(slug) }),
        queryClient.invalidateQueries({ queryKey: activitiesKeys.events(slug) }),
      ]),
  });
}

export function useRemoveBin(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteBinAssignment, { params: { slug, id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.bins(slug) }),
        queryClient.invalidateQueries({ queryKey: activitiesKeys.events(slug) }),
      ]),
  });
}

/** Saves a statement of work: the chosen services and who performs each. */
export function useSaveSow(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { serviceIds: number[]; providers: { serviceId: number; provider: SowProvider }[] }) =>
      call(setActivityProgramServices, { params: { slug }, body: body satisfies ProgramServicesBody }),
    onSuccess: (choices) => {
      queryClient.setQueryData(activitiesKeys.programServices(slug), choices);
      return queryClient.invalidateQueries({ queryKey: activitiesKeys.events(slug) });
    },
  });
}
