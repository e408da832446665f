import {
  exportMarketplaceFile,
  importSoldReport,
  type ListingSummary,
  type ListingsQuery,
  listListings,
  type Paged,
  unlistListings,
} from "@ops/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../../shared/DataTable";
import { call, callDownload } from "../../../shared/endpoints";

export const marketplaceKeys = {
  listings: ["listings"] as const,
};

export type ListingStatusFilter = "listed" | "sold_out";

/** A page of eCommerce listings of these statuses (and platform), for choosing some. */
export function fetchListingsPage(
  statuses: ListingStatusFilter[],
  platform: ListingsQuery["platform"] | null,
  { search, sort, order, page, pageSize }: DataTablePageParams,
): Promise<Paged<ListingSummary>> {
  return call(listListings, {
    query: {
      status: statuses,
      type: "ecommerce",
      ...(platform ? { platform } : {}),
      ...(search ? { q: search } : {}),
      ...(sort ? { sort: sort as ListingsQuery["sort"], order } : {}),
      page,
      pageSize,
    },
  });
}

/** The bulk-listing file of the chosen listings, or of the platform's listed ones when none are chosen. */
export function downloadMarketplaceFile(
  ids: number[],
  platform: ListingsQuery["platform"] | null,
  format: "xlsx" | "csv",
) {
  return callDownload(
    exportMarketplaceFile,
    {
      query: ids.length > 0 ? { ids, format } : { format, ...(platform ? { platform } : {}) },
    },
    `marketplace-listings.${format}`,
  );
}

export function useImportSoldReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, platform }: { file: File; platform: string }) => {
      const form = new FormData();
      form.append("platform", platform);
      form.append("file", file);
      return call(importSoldReport, { form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.listings }),
  });
}

export function useUnlistListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(unlistListings, { body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.listings }),
  });
}
