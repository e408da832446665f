// The calls of marketplace listings and their assets (issue 19), typed by
// packages/domain/src/listings/listings.endpoints.ts and listing-assets.endpoints.ts.
import {
  type BulkListingAssetsBody,
  bulkListingAssetsAsync,
  createListing,
  deleteListing,
  getAssetListing,
  getListing,
  getListingFloor,
  type ListingAssetActionBody,
  type ListingInput,
  type ListingList,
  type ListingsQuery,
  type ListingUpdate,
  listAccounts,
  listJobListingReservations,
  listListingAssets,
  listListings,
  listProducts,
  reserveListingAsset,
  unreserveListingAsset,
  updateListing,
  updateListingAsset,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";

/** The filters of the listings index besides paging, search and sort. */
export type ListingsFilter = Partial<Pick<ListingsQuery, "status" | "platform">>;

// Every key starts with "listings": any write refreshes the index, the listing and its assets.
export const listingKeys = {
  all: ["listings"] as const,
  index: (filter: ListingsFilter) => ["listings", "index", filter] as const,
  one: (id: number) => ["listings", "one", id] as const,
  assets: (id: number, status: string | null) => ["listings", "assets", id, status] as const,
  asset: (barcode: string) => ["listings", "asset", barcode] as const,
  jobHolds: (slug: string) => ["listings", "job", slug] as const,
};

export function fetchListingsPage(filter: ListingsFilter, params: DataTablePageParams): Promise<ListingList> {
  const { search, ...rest } = params;
  return call(listListings, {
    query: { ...filter, ...rest, q: search || undefined } as ListingsQuery,
  });
}

export function fetchListingAssetsPage(id: number, status: string | null, params: DataTablePageParams) {
  return call(listListingAssets, {
    params: { id },
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search,
      ...(status ? { status } : {}),
    } as never,
  });
}

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The cutline floor a listing of this product and grade would have (the form, before saving). */
export function useListingFloor(productId: number | null, grade: string | null) {
  return useQuery({
    queryKey: ["listings", "floor", productId, grade],
    queryFn: () =>
      call(getListingFloor, { query: { productId: productId as number, grade: grade as string } }),
    enabled: productId !== null && grade !== null,
    staleTime: 60_000,
  });
}

export function useListing(id: number) {
  return useQuery({
    queryKey: listingKeys.one(id),
    queryFn: () => call(getListing, { params: { id } }),
    enabled: validId(id),
  });
}

export function useAssetListing(barcode: string) {
  return useQuery({
    queryKey: listingKeys.asset(barcode),
    queryFn: () => call(getAssetListing, { params: { barcode } }),
    enabled: barcode !== "",
  });
}

export function useJobListingHolds(slug: string) {
  return useQuery({
    queryKey: listingKeys.jobHolds(slug),
    queryFn: () => call(listJobListingReservations, { params: { slug } }),
    enabled: slug !== "",
  });
}

/** Products to list (serialized ones, by name). */
export function useProductChoices() {
  return useQuery({
    queryKey: ["listings", "products"],
    queryFn: () => call(listProducts, { query: { pageSize: 200, type: "serialized" } as never }),
    staleTime: 60_000,
  });
}

export function useAccountChoices() {
  return useQuery({
    queryKey: ["listings", "accounts"],
    queryFn: () => call(listAccounts, { query: { pageSize: 200 } as never }),
    staleTime: 60_000,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    void queryClient.invalidateQueries({ queryKey: ["assets"] });
  };
}

export function useCreateListing() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ListingInput) => call(createListing, { body: body as never }),
    onSuccess: refresh,
  });
}

export function useUpdateListing(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ListingUpdate) => call(updateListing, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteListing() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(deleteListing, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useReserveListingAsset(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (barcode: string) => call(reserveListingAsset, { params: { id }, body: { barcode } }),
    onSuccess: refresh,
  });
}

export function useUnreserveListingAsset(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (barcode: string) => call(unreserveListingAsset, { params: { id, barcode } }),
    onSuccess: refresh,
  });
}

export function useListingAssetAction(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ barcode, ...body }: ListingAssetActionBody & { barcode: string }) =>
      call(updateListingAsset, { params: { id, barcode }, body }),
    onSuccess: refresh,
  });
}

/** Starts the bulk action as a job; answers its id. */
export function useBulkListingJob(id: number) {
  return useMutation({
    mutationFn: (body: BulkListingAssetsBody) => call(bulkListingAssetsAsync, { params: { id }, body }),
  });
}

export function useRefreshListings() {
  return useRefresh();
}
