import type { Account } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api";
import { useAccountsBase } from "./family";

export const accountsKeys = {
  all: ["accounts"] as const,
  detail: (base: string, id: number) => ["accounts", base, "detail", id] as const,
};

/** One account through the family of the signed-in audience. */
export function useAccount(id: number) {
  const base = useAccountsBase();
  return useQuery({
    queryKey: accountsKeys.detail(base, id),
    queryFn: () => api.get<Account>(`${base}/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
