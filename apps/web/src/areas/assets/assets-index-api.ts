import { type Account, type Asset, type AssetsQuery, listAccounts, listAssets } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";

/** The assets screen's filters as the URL and the API take them (ids as numbers). */
export type AssetsFilter = Pick<
  AssetsQuery,
  "accountIds" | "locationId" | "productId" | "classId" | "hold" | "stockType" | "receivedFrom" | "receivedTo"
>;

export type AssetPage = { data: Asset[]; total: number; more?: boolean };

export const assetsIndexKeys = {
  list: (family: string, filter: AssetsFilter) => ["assets", "index", family, filter] as const,
  accounts: (family: string) => ["assets", "index", "accounts", family] as const,
};

/** One page of the assets across loads (clients: their own accounts'). */
export async function fetchAssetsPage(filter: AssetsFilter, params: DataTablePageParams): Promise<AssetPage> {
  const page = await call(listAssets, { query: { ...filter, ...params } });
  // Without `find` the call answers a page; the check-in answer has no rows.
  return "data" in page ? page : { data: [], total: 0 };
}

/** The accounts a filter can name: every client account for staff, their own for clients. */
export function useAccountChoices(family: string) {
  return useQuery({
    queryKey: assetsIndexKeys.accounts(family),
    queryFn: () =>
      call(listAccounts, { query: { type: "active", pageSize: 200, sort: "name", order: "asc" } }),
    select: (list): Pick<Account, "id" | "name">[] => list.data.map((a) => ({ id: a.id, name: a.name })),
    staleTime: 60_000,
  });
}
