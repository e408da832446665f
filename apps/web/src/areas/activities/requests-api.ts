import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api";
import { useFamilyPrefix } from "../accounts/family";

// Every key starts with "inbound-requests" and the family, so a write refreshes lists, details,
// the client's recent requests and the DCA suggestions at once.
export const requestsKeys = {
  all: ["inbound-requests"] as const,
  dcaNumbers: (family: string, accountId: number) => ["inbound-requests", family, "dca", accountId] as const,
};

const validId = (id: number | null | undefined): id is number => Number.isInteger(id) && (id as number) > 0;

/** DCA numbers already used on the account's requests and loads (suggestions of the cable form). */
export function useDcaSuggestions(accountId: number | null) {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: requestsKeys.dcaNumbers(family, accountId ?? 0),
    queryFn: () => api.get<string[]>(`${family}/inbound-requests/dca-numbers`, { accountId }),
    enabled: validId(accountId),
    staleTime: 60_000,
  });
}
