import {
  createPricebook,
  exportAccountPriceHistory,
  exportPricebookPriceHistory,
  getAccountPrices,
  getPricebook,
  getPricebookPrices,
  listAccountPriceHistory,
  listPricebookPriceHistory,
  listPricebooks,
  type PricebookBody,
  type PriceList,
  type PricesBody,
  type PriceType,
  saveAccountPrices,
  savePricebookPrices,
  searchPriceableItems,
  updatePricebook,
} from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportSource } from "../../shared/ExportMenu";
import { call } from "../../shared/endpoints";

/** Whose prices a screen shows: an account's inbound or outbound list, or a price book's. */
export type PriceOwner =
  | { kind: "account"; accountId: number; type: PriceType }
  | { kind: "pricebook"; pricebookId: number };

/** What the history's Export asks for: every version, one line per price. */
export function priceHistoryExport(owner: PriceOwner): ExportSource {
  return owner.kind === "account"
    ? {
        endpoint: exportAccountPriceHistory,
        params: { id: owner.accountId },
        query: { type: owner.type },
        fileName: `account-${owner.accountId}-${owner.type}-price-history`,
      }
    : {
        endpoint: exportPricebookPriceHistory,
        params: { id: owner.pricebookId },
        fileName: `pricebook-${owner.pricebookId}-price-history`,
      };
}

/** The current version of an owner's prices. */
function fetchPrices(owner: PriceOwner): Promise<PriceList> {
  return owner.kind === "account"
    ? call(getAccountPrices, { params: { id: owner.accountId }, query: { type: owner.type } })
    : call(getPricebookPrices, { params: { id: owner.pricebookId } });
}

/** Every saved version of an owner's prices, newest first. */
function fetchPriceHistory(owner: PriceOwner): Promise<PriceList[]> {
  return owner.kind === "account"
    ? call(listAccountPriceHistory, { params: { id: owner.accountId }, query: { type: owner.type } })
    : call(listPricebookPriceHistory, { params: { id: owner.pricebookId } });
}

function savePrices(owner: PriceOwner, body: PricesBody): Promise<PriceList> {
  return owner.kind === "account"
    ? call(saveAccountPrices, { params: { id: owner.accountId }, query: { type: owner.type }, body })
    : call(savePricebookPrices, { params: { id: owner.pricebookId }, body });
}

/** The screen paths of an owner's prices. */
export function priceScreens(owner: PriceOwner): { view: string; edit: string; history: string } {
  const view =
    owner.kind === "account"
      ? `/accounts/${owner.accountId}/${owner.type}-prices`
      : `/pricebooks/${owner.pricebookId}`;
  return { view, edit: `${view}/edit`, history: `${view}/historical` };
}

function ownerKey(owner: PriceOwner) {
  return owner.kind === "account"
    ? (["account", owner.accountId, owner.type] as const)
    : (["pricebook", owner.pricebookId] as const);
}

export const pricingKeys = {
  all: ["pricing"] as const,
  owner: (owner: PriceOwner) => ["pricing", "prices", ...ownerKey(owner)] as const,
  current: (owner: PriceOwner) => ["pricing", "prices", ...ownerKey(owner), "current"] as const,
  history: (owner: PriceOwner) => ["pricing", "prices", ...ownerKey(owner), "history"] as const,
  pricebooks: ["pricing", "pricebooks"] as const,
  pricebook: (id: number) => ["pricing", "pricebooks", id] as const,
  items: (search: string) => ["pricing", "items", search] as const,
};

function validOwner(owner: PriceOwner): boolean {
  const id = owner.kind === "account" ? owner.accountId : owner.pricebookId;
  return Number.isInteger(id) && id > 0;
}

/** The current version of an owner's prices (version 0 and no entries when never saved). */
export function usePrices(owner: PriceOwner) {
  return useQuery({
    queryKey: pricingKeys.current(owner),
    queryFn: () => fetchPrices(owner),
    enabled: validOwner(owner),
  });
}

/** Every saved version, newest first. */
export function usePriceHistory(owner: PriceOwner) {
  return useQuery({
    queryKey: pricingKeys.history(owner),
    queryFn: () => fetchPriceHistory(owner),
    enabled: validOwner(owner),
  });
}

/** Saves a new version; a `baseVersion` that is no longer current answers 409. */
export function useSavePrices(owner: PriceOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricesBody) => savePrices(owner, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(pricingKeys.current(owner), saved);
      await queryClient.invalidateQueries({ queryKey: pricingKeys.owner(owner) });
      // A price book's current version shows in its list and detail.
      if (owner.kind === "pricebook")
        await queryClient.invalidateQueries({ queryKey: pricingKeys.pricebooks });
    },
  });
}

/** Fetches the current version now, bypassing the cache (after a 409). */
export function useFetchCurrentPrices(owner: PriceOwner) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: pricingKeys.current(owner),
      queryFn: () => fetchPrices(owner),
      staleTime: 0,
    });
}

/** Products and services whose name contains `search` (at most 50). */
export function usePriceableItems(search: string, enabled = true) {
  return useQuery({
    queryKey: pricingKeys.items(search),
    queryFn: () => call(searchPriceableItems, { query: { search } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

export function usePricebooks() {
  return useQuery({ queryKey: pricingKeys.pricebooks, queryFn: () => call(listPricebooks, {}) });
}

export function usePricebook(id: number) {
  return useQuery({
    queryKey: pricingKeys.pricebook(id),
    queryFn: () => call(getPricebook, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCreatePricebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricebookBody) => call(createPricebook, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.pricebooks }),
  });
}

export function useUpdatePricebook(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricebookBody) => call(updatePricebook, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pricingKeys.pricebook(id), saved);
      return queryClient.invalidateQueries({ queryKey: pricingKeys.pricebooks });
    },
  });
}
