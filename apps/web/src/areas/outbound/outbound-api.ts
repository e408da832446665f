import {
  type ActivityList,
  listActivities,
  listOutboundProducts,
  type OutboundPricesBody,
  setOutboundPrices,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";

/** The filters of the outbound index besides paging, search and sort (query-string shaped). */
export type OutboundFilter = {
  status?: string;
  accountId?: number;
  warehouseId?: number;
  carrierId?: number;
  startDate?: string;
  endDate?: string;
};

// Under "activities" so every write to a load (status moves, edits) refreshes these too.
export const outboundKeys = {
  list: (filter: OutboundFilter) => ["activities", "list", "outbound", filter] as const,
  products: (slug: string) => ["activities", "outbound-products", slug] as const,
};

/** One page of outbound loads; the table's search text matches slug or client reference. */
export function fetchOutboundPage(
  filter: OutboundFilter,
  params: DataTablePageParams,
): Promise<ActivityList> {
  return call(listActivities, { query: { type: "outbound", ...filter, ...params } });
}

/** The load's products: what it carries, at what price, the sale and margin, with totals. */
export function useOutboundProducts(slug: string) {
  return useQuery({
    queryKey: outboundKeys.products(slug),
    queryFn: () => call(listOutboundProducts, { params: { slug } }),
  });
}

/** Sets prices of products of the load, all or none. */
export function useSetOutboundPrices(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutboundPricesBody) => call(setOutboundPrices, { params: { slug }, body }),
    onSuccess: (list) => {
      queryClient.setQueryData(outboundKeys.products(slug), list);
      return queryClient.invalidateQueries({ queryKey: ["activities", "events", slug] });
    },
  });
}
