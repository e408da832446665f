// The calls of the load builder (issue 18), typed by packages/domain/src/outbound/load-builder.endpoints.ts.
import {
  confirmLoadBuilder,
  getLoadBuilderAlternates,
  getLoadBuilderAssets,
  getLoadBuilderStock,
  type LoadBuilderConfirmInput,
  type LoadBuilderGroupBy,
} from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";

export const loadBuilderKeys = {
  all: ["load-builder"] as const,
  stock: (q: object) => ["load-builder", "stock", q] as const,
  alternates: (q: object) => ["load-builder", "alternates", q] as const,
  assets: (q: object) => ["load-builder", "assets", q] as const,
};

type Scope = {
  warehouseId: number | null;
  beginDate: string;
  endDate: string;
  buyerAccountId: number | null;
};

const scopeQuery = (s: Scope) => ({
  warehouseId: s.warehouseId ?? 0,
  beginDate: s.beginDate,
  endDate: s.endDate,
  ...(s.buyerAccountId === null ? {} : { buyerAccountId: s.buyerAccountId }),
});

/** Available stock of the warehouse in the dates, priced for the buyer. */
export function useBuilderStock(scope: Scope, groupBy: LoadBuilderGroupBy) {
  const query = { ...scopeQuery(scope), groupBy };
  return useQuery({
    queryKey: loadBuilderKeys.stock(query),
    queryFn: () => call(getLoadBuilderStock, { query }),
    enabled: scope.warehouseId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Accounts other than the selected one holding every chosen product. */
export function useBuilderAlternates(scope: Scope, productIds: number[], accountId: number | null) {
  const query = { ...scopeQuery(scope), productIds, ...(accountId === null ? {} : { accountId }) };
  return useQuery({
    queryKey: loadBuilderKeys.alternates(query),
    queryFn: () => call(getLoadBuilderAlternates, { query }),
    enabled: scope.warehouseId !== null && productIds.length > 0,
  });
}

/** The available assets of the products (of the selected account). */
export function useBuilderAssets(scope: Scope, productIds: number[], accountId: number | null) {
  const query = {
    warehouseId: scope.warehouseId ?? 0,
    beginDate: scope.beginDate,
    endDate: scope.endDate,
    productIds,
    ...(accountId === null ? {} : { accountId }),
  };
  return useQuery({
    queryKey: loadBuilderKeys.assets(query),
    queryFn: () => call(getLoadBuilderAssets, { query }),
    enabled: scope.warehouseId !== null && productIds.length > 0,
  });
}

export function useConfirmLoad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoadBuilderConfirmInput) => call(confirmLoadBuilder, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: loadBuilderKeys.all }),
  });
}
