import {
  createRedeploymentOrder,
  getRedeploymentOrder,
  listAccounts,
  listRedeploymentListings,
  listRedeploymentOrders,
  type RedeploymentListingList,
  type RedeploymentListingsQuery,
  type RedeploymentOrderInput,
  type RedeploymentOrderList,
  type RedeploymentOrdersQuery,
  type RedeploymentOrderUpdateInput,
  updateRedeploymentOrder,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../../shared/DataTable";
import { call } from "../../../shared/endpoints";
import { useFamilyPrefix } from "../../accounts/family";

/** Filters of the orders list besides paging and search. */
export type OrdersFilter = Partial<Pick<RedeploymentOrdersQuery, "status" | "accountId">>;
export type ListingsFilter = Partial<Pick<RedeploymentListingsQuery, "accountId" | "warehouseId">>;

// Every key starts with "redeployments" and the family: a write refreshes lists, orders and stock.
export const redeploymentKeys = {
  all: ["redeployments"] as const,
  orders: (family: string, filter: OrdersFilter) => ["redeployments", family, "orders", filter] as const,
  order: (family: string, id: number) => ["redeployments", family, "order", id] as const,
  listings: (family: string, filter: ListingsFilter) =>
    ["redeployments", family, "listings", filter] as const,
};

export function fetchOrdersPage(
  filter: OrdersFilter,
  params: DataTablePageParams,
): Promise<RedeploymentOrderList> {
  return call(listRedeploymentOrders, { query: { ...filter, ...params } });
}

export function fetchListingsPage(
  filter: ListingsFilter,
  params: DataTablePageParams,
): Promise<RedeploymentListingList> {
  return call(listRedeploymentListings, { query: { ...filter, ...params } });
}

export function useRedeploymentOrder(id: number) {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: redeploymentKeys.order(family, id),
    queryFn: () => call(getRedeploymentOrder, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Every available listing of an account (what an order's lines choose from). */
export function useAccountListings(accountId: number | null) {
  const family = useFamilyPrefix();
  const filter = { accountId: accountId ?? undefined };
  return useQuery({
    queryKey: [...redeploymentKeys.listings(family, filter), "all"],
    queryFn: () => call(listRedeploymentListings, { query: { ...filter, pageSize: 500 } }),
    enabled: accountId !== null,
  });
}

/** The accounts an order can be for: a client's own (and children), every active account for operators. */
export function useOrderAccounts() {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: ["accounts", family, "redeployment-options"],
    queryFn: () =>
      call(listAccounts, {
        query: { type: "active", status: "active", pageSize: 200, sort: "name", order: "asc" },
      }),
    staleTime: 60_000,
  });
}

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeploymentOrderInput) => call(createRedeploymentOrder, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: redeploymentKeys.all }),
  });
}

export function useUpdateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RedeploymentOrderUpdateInput }) =>
      call(updateRedeploymentOrder, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: redeploymentKeys.all }),
  });
}
