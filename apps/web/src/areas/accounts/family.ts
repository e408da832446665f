import { useSite } from "../../shared/session";

/**
 * The API path of accounts for the signed-in audience: clients read their own accounts through
 * the client family (SPEC §6), operators through the staff one.
 */
export function accountsBase(audience: string | undefined): string {
  return audience === "client" ? "/client/accounts" : "/accounts";
}

/** The prefix of the signed-in audience's API family: "/client" for clients, "" for staff. */
export function useFamilyPrefix(): string {
  const { data } = useSite();
  return data?.user.audience === "client" ? "/client" : "";
}

export function useAccountsBase(): string {
  const { data } = useSite();
  return accountsBase(data?.user.audience);
}

/** Whether the signed-in user may change accounts (only operators, SPEC §6). */
export function useCanEditAccounts(): boolean {
  const { data } = useSite();
  return data?.user.audience === "operator";
}
