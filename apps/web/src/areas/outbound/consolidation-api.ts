// The calls of an outbound load's pick list and its shipping units (issue 18), typed by
// packages/domain/src/outbound/consolidation.endpoints.ts.
import {
  addToPackingList,
  createPackingList,
  deletePackingList,
  getLoadPickList,
  getLoadPickListOfProduct,
  listConsolidated,
  listPackingLists,
  loadPackingListPdf,
  loadPackingListXlsx,
  type PackagingType,
  packingListPdf,
  packingListXlsx,
  removeFromPackingList,
  type UpdatePackingListBody,
  updatePackingList,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, urlOf } from "../../shared/endpoints";

/** Everything of consolidation shares one root, so any change refreshes the load's and the consignee's views. */
export const consolidationKeys = {
  all: ["consolidation"] as const,
  pickList: (slug: string) => ["consolidation", "pick-list", slug] as const,
  product: (slug: string, productId: number) => ["consolidation", "pick-list", slug, productId] as const,
  units: (slug: string) => ["consolidation", "units", slug] as const,
  consignee: (accountId: number | null) => ["consolidation", "consignee", accountId] as const,
};

export function useLoadPickList(slug: string) {
  return useQuery({
    queryKey: consolidationKeys.pickList(slug),
    queryFn: () => call(getLoadPickList, { params: { slug } }),
  });
}

export function useLoadPickListOfProduct(slug: string, productId: number) {
  return useQuery({
    queryKey: consolidationKeys.product(slug, productId),
    queryFn: () => call(getLoadPickListOfProduct, { params: { slug, productId } }),
    enabled: Number.isInteger(productId) && productId > 0,
  });
}

export function useLoadUnits(slug: string) {
  return useQuery({
    queryKey: consolidationKeys.units(slug),
    queryFn: () => call(listPackingLists, { params: { slug } }),
  });
}

export function useConsolidated(accountId: number | null) {
  return useQuery({
    queryKey: consolidationKeys.consignee(accountId),
    queryFn: () => call(listConsolidated, { query: { accountId: accountId as number } }),
    enabled: accountId !== null,
  });
}

/** Refreshes consolidation, picking, the activity (its status) and assets after a change. */
export function useConsolidationRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: consolidationKeys.all });
    void queryClient.invalidateQueries({ queryKey: ["picking"] });
    void queryClient.invalidateQueries({ queryKey: ["assets"] });
  };
}

export function useCreateUnit() {
  const refresh = useConsolidationRefresh();
  return useMutation({
    mutationFn: (input: { slug: string; packaging: PackagingType }) =>
      call(createPackingList, { params: { slug: input.slug }, body: { packaging: input.packaging } }),
    onSuccess: refresh,
  });
}

export function useScanOntoUnit() {
  const refresh = useConsolidationRefresh();
  return useMutation({
    mutationFn: (input: { id: number; barcode: string }) =>
      call(addToPackingList, { params: { id: input.id }, body: { barcode: input.barcode } }),
    onSuccess: refresh,
  });
}

export function useTakeOffUnit() {
  const refresh = useConsolidationRefresh();
  return useMutation({
    mutationFn: (input: { id: number; barcode: string }) => call(removeFromPackingList, { params: input }),
    onSuccess: refresh,
  });
}

export function useUpdateUnit() {
  const refresh = useConsolidationRefresh();
  return useMutation({
    mutationFn: (input: { id: number; change: UpdatePackingListBody }) =>
      call(updatePackingList, { params: { id: input.id }, body: input.change }),
    onSuccess: refresh,
  });
}

export function useDeleteUnit() {
  const refresh = useConsolidationRefresh();
  return useMutation({
    mutationFn: (id: number) => call(deletePackingList, { params: { id } }),
    onSuccess: refresh,
  });
}

/** Addresses of the packing list files (the browser fetches them with the session). */
export const packingListFiles = {
  unitPdf: (id: number) => urlOf(packingListPdf, { params: { id } }),
  unitXlsx: (id: number) => urlOf(packingListXlsx, { params: { id } }),
  loadPdf: (slug: string) => urlOf(loadPackingListPdf, { params: { slug } }),
  loadXlsx: (slug: string) => urlOf(loadPackingListXlsx, { params: { slug } }),
};
