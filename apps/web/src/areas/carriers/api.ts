import {
  type CarrierContactInput,
  type CarrierInput,
  type CarrierList,
  type CarrierRuleInput,
  createCarrier,
  createCarrierContact,
  createCarrierRule,
  createVendorRule,
  deleteCarrier,
  deleteCarrierContact,
  deleteCarrierRule,
  getCarrier,
  getCarrierRule,
  getVendorRule,
  listCarrierContacts,
  listCarrierRules,
  listCarriers,
  listDsvAccounts,
  listRegions,
  listVendorRules,
  updateCarrier,
  updateCarrierContact,
  updateCarrierRule,
  updateVendorRule,
  type VendorRuleInput,
} from "@ops/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call, useEndpointQuery } from "../../shared/endpoints";

export type CarriersFilter = { active?: boolean };
export type VendorRulesFilter = { active?: boolean; vendorAccountId?: number; carrierId?: number };

// Carrier keys start with "carriers" (a write refreshes the carrier, its lists and counts);
// vendor rules name carriers, so they are refreshed with them.
export const carriersKeys = {
  all: ["carriers"] as const,
  list: (filter: CarriersFilter) => ["carriers", "list", filter] as const,
  options: ["carriers", "options"] as const,
  detail: (id: number) => ["carriers", "detail", id] as const,
  contacts: (id: number) => ["carriers", "contacts", id] as const,
  rules: (id: number) => ["carriers", "rules", id] as const,
  rule: (id: number, ruleId: number) => ["carriers", "rule", id, ruleId] as const,
};

export const vendorRulesKeys = {
  all: ["vendor-rules"] as const,
  list: (filter: VendorRulesFilter) => ["vendor-rules", "list", filter] as const,
  detail: (id: number) => ["vendor-rules", "detail", id] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

// ---- carriers ---------------------------------------------------------------------------------

export function fetchCarriersPage(filter: CarriersFilter, params: DataTablePageParams): Promise<CarrierList> {
  return call(listCarriers, { query: { ...filter, ...params } });
}

export function useCarrier(id: number) {
  return useEndpointQuery(
    getCarrier,
    { params: { carrierId: id } },
    {
      queryKey: carriersKeys.detail(id),
      enabled: validId(id),
    },
  );
}

/** Carriers a vendor rule can prefer (the server caps a page at 200). */
export function useCarrierOptions() {
  return useEndpointQuery(
    listCarriers,
    { query: { pageSize: 200, sort: "name", order: "asc" } },
    {
      queryKey: carriersKeys.options,
      staleTime: 60_000,
    },
  );
}

function useInvalidateCarriers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: carriersKeys.all }),
      queryClient.invalidateQueries({ queryKey: vendorRulesKeys.all }),
    ]);
}

export function useCreateCarrier() {
  const invalidate = useInvalidateCarriers();
  return useMutation({
    mutationFn: (body: CarrierInput) => call(createCarrier, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateCarrier(id: number) {
  const invalidate = useInvalidateCarriers();
  return useMutation({
    mutationFn: (body: CarrierInput) => call(updateCarrier, { params: { carrierId: id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteCarrier() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCarriers();
  return useMutation({
    mutationFn: (id: number) => call(deleteCarrier, { params: { carrierId: id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: carriersKeys.detail(id) });
      return invalidate();
    },
  });
}

// ---- contacts ---------------------------------------------------------------------------------

export function useCarrierContacts(id: number) {
  return useEndpointQuery(
    listCarrierContacts,
    { params: { carrierId: id } },
    {
      queryKey: carriersKeys.contacts(id),
      enabled: validId(id),
    },
  );
}

/** A contact write changes the list and the carrier's contact count. */
function useInvalidateCarrier(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: carriersKeys.contacts(id) }),
      queryClient.invalidateQueries({ queryKey: carriersKeys.rules(id) }),
      queryClient.invalidateQueries({ queryKey: carriersKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: ["carriers", "list"] }),
    ]);
}

/** Creates a contact, or updates one when `contactId` is given. */
export function useSaveCarrierContact(id: number) {
  const invalidate = useInvalidateCarrier(id);
  return useMutation({
    mutationFn: ({ contactId, body }: { contactId?: number; body: CarrierContactInput }) =>
      contactId
        ? call(updateCarrierContact, { params: { carrierId: id, contactId }, body })
        : call(createCarrierContact, { params: { carrierId: id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteCarrierContact(id: number) {
  const invalidate = useInvalidateCarrier(id);
  return useMutation({
    mutationFn: (contactId: number) => call(deleteCarrierContact, { params: { carrierId: id, contactId } }),
    onSuccess: invalidate,
  });
}

// ---- rules ------------------------------------------------------------------------------------

export function useCarrierRules(id: number) {
  return useEndpointQuery(
    listCarrierRules,
    { params: { carrierId: id } },
    {
      queryKey: carriersKeys.rules(id),
      enabled: validId(id),
    },
  );
}

export function useCarrierRule(id: number, ruleId: number) {
  return useEndpointQuery(
    getCarrierRule,
    { params: { carrierId: id, ruleId } },
    {
      queryKey: carriersKeys.rule(id, ruleId),
      enabled: validId(id) && validId(ruleId),
    },
  );
}

/** Creates a rule, or updates one when `ruleId` is given. */
export function useSaveCarrierRule(id: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCarrier(id);
  return useMutation({
    mutationFn: ({ ruleId, body }: { ruleId?: number; body: CarrierRuleInput }) =>
      ruleId
        ? call(updateCarrierRule, { params: { carrierId: id, ruleId }, body })
        : call(createCarrierRule, { params: { carrierId: id }, body }),
    onSuccess: (rule) => {
      queryClient.setQueryData(carriersKeys.rule(id, rule.id), rule);
      return invalidate();
    },
  });
}

export function useDeleteCarrierRule(id: number) {
  const invalidate = useInvalidateCarrier(id);
  return useMutation({
    mutationFn: (ruleId: number) => call(deleteCarrierRule, { params: { carrierId: id, ruleId } }),
    onSuccess: invalidate,
  });
}

// ---- reference lists --------------------------------------------------------------------------

/** Regions with their countries; fetched once and kept (they change with a release, not a day). */
export function useRegions() {
  return useEndpointQuery(
    listRegions,
    {},
    {
      queryKey: ["regions"],
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    },
  );
}

/** Downstream vendors a vendor rule can send to (the server caps a page at 200). */
export function useVendorOptions() {
  return useEndpointQuery(
    listDsvAccounts,
    { query: { pageSize: 200, sort: "name", order: "asc" } },
    {
      queryKey: ["accounts", "/accounts", "dsvs", "options"],
      staleTime: 60_000,
    },
  );
}

// ---- vendor rules -----------------------------------------------------------------------------

export function fetchVendorRulesPage(filter: VendorRulesFilter, params: DataTablePageParams) {
  return call(listVendorRules, { query: { ...filter, ...params } });
}

export function useVendorRule(id: number) {
  return useEndpointQuery(
    getVendorRule,
    { params: { id } },
    {
      queryKey: vendorRulesKeys.detail(id),
      enabled: validId(id),
    },
  );
}

/** Creates a vendor rule, or updates one when `id` is given. */
export function useSaveVendorRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: VendorRuleInput }) =>
      id ? call(updateVendorRule, { params: { id }, body }) : call(createVendorRule, { body }),
    onSuccess: (rule) => {
      queryClient.setQueryData(vendorRulesKeys.detail(rule.id), rule);
      return queryClient.invalidateQueries({ queryKey: vendorRulesKeys.all });
    },
  });
}
