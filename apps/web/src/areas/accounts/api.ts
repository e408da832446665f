import {
  type AccountInput,
  type AccountList,
  type AccountNotificationsBody,
  type AccountsQuery,
  type AddAccountUserBody,
  addAccountUser,
  type ContactInput,
  type CreateUserBody,
  createAccount,
  createAccountContact,
  createAccountUser,
  type DocumentFields,
  deleteAccountContact,
  downloadAccountDocument,
  endpointPath,
  getAccount,
  getAccountDocument,
  getAccountNotifications,
  getAccountQualification,
  listAccountChildren,
  listAccountContacts,
  listAccountDocuments,
  listAccounts,
  listAccountUsers,
  listDsvAccounts,
  listUsers,
  removeAccountUser,
  setAccountNotifications,
  updateAccount,
  updateAccountContact,
  updateAccountDocument,
  uploadAccountDocument,
} from "@ops/domain";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call, familyOf, useEndpointQuery } from "../../shared/endpoints";
import { usersKeys } from "../users/api";
import { useAccountsBase } from "./family";

/** The filters of the account lists besides paging, search and sort. */
export type AccountsFilter = Partial<Pick<AccountsQuery, "type" | "status" | "qualification" | "parentId">>;

/** The key segment of staff-only calls (the operator family). */
const STAFF = "/accounts";

// Every key starts with "accounts" and the family, so a write can refresh one account's data
// (its detail, children, users, contacts, documents) or everything accounts at once.
export const accountsKeys = {
  all: ["accounts"] as const,
  detail: (base: string, id: number) => ["accounts", base, "detail", id] as const,
  lists: (base: string) => ["accounts", base, "list"] as const,
  list: (base: string, filter: AccountsFilter) => ["accounts", base, "list", filter] as const,
  dsvs: (filter: AccountsFilter) => ["accounts", STAFF, "dsvs", filter] as const,
  options: ["accounts", STAFF, "options"] as const,
  totals: ["accounts", STAFF, "totals"] as const,
  children: (base: string, id: number) => ["accounts", base, "children", id] as const,
  users: (id: number) => ["accounts", STAFF, "users", id] as const,
  qualification: (id: number) => ["accounts", STAFF, "qualification", id] as const,
  contacts: (base: string, id: number) => ["accounts", base, "contacts", id] as const,
  notifications: (id: number) => ["accounts", STAFF, "notifications", id] as const,
  document: (base: string, id: number, documentId: number) =>
    ["accounts", base, "document", id, documentId] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

// ---- accounts ------------------------------------------------------------------------------

/** One account through the family of the signed-in audience. */
export function useAccount(id: number) {
  const base = useAccountsBase();
  return useQuery({
    queryKey: accountsKeys.detail(base, id),
    queryFn: () => call(getAccount, { params: { id } }),
    enabled: validId(id),
  });
}

/** One page of accounts; the table's search text looks for names (SPEC §7 `find_by_name`). */
export function fetchAccountsPage(
  filter: AccountsFilter,
  { search, ...params }: DataTablePageParams,
): Promise<AccountList> {
  return call(listAccounts, { query: { ...filter, ...params, find_by_name: search } });
}

export function fetchDsvsPage(filter: AccountsFilter, { search, ...params }: DataTablePageParams) {
  return call(listDsvAccounts, { query: { ...filter, ...params, find_by_name: search } });
}

/** A short list of accounts for the overview screen, with how many match in all. */
export function useAccountsSample(
  kind: "active" | "dsvs",
  filter: Omit<AccountsFilter, "type">,
  order: { sort: "name" | "createdAt"; order: "asc" | "desc"; pageSize: number },
) {
  const query = { ...filter, ...order };
  return useQuery({
    queryKey: [...accountsKeys.totals, "sample", kind, query],
    queryFn: () =>
      kind === "dsvs"
        ? call(listDsvAccounts, { query })
        : call(listAccounts, { query: { ...query, type: "active" } }),
  });
}

/** How many accounts each filter matches (pages of one row: only `total` is read). */
export function useAccountTotals(
  requests: readonly { kind: "active" | "dsvs"; filter: Omit<AccountsFilter, "type"> }[],
) {
  return useQueries({
    queries: requests.map(({ kind, filter }) => ({
      queryKey: [...accountsKeys.totals, "count", kind, filter],
      queryFn: () =>
        kind === "dsvs"
          ? call(listDsvAccounts, { query: { ...filter, pageSize: 1 } })
          : call(listAccounts, { query: { ...filter, type: "active", pageSize: 1 } }),
      select: (list: AccountList) => list.total,
    })),
  });
}

/** Client accounts a parent can be chosen from (the server caps a page at 200). */
export function useParentOptions(enabled = true) {
  return useQuery({
    queryKey: accountsKeys.options,
    queryFn: () =>
      call(listAccounts, { query: { type: "active", pageSize: 200, sort: "name", order: "asc" } }),
    staleTime: 60_000,
    enabled,
  });
}

export function useAccountChildren(id: number, enabled = true) {
  const base = useAccountsBase();
  return useQuery({
    queryKey: accountsKeys.children(base, id),
    queryFn: () => call(listAccountChildren, { params: { id } }),
    enabled: enabled && validId(id),
  });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountInput) => call(createAccount, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.all }),
  });
}

export function useUpdateAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountInput) => call(updateAccount, { params: { id }, body }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountsKeys.detail(STAFF, id), account);
      // Names and parents show up in lists, children and the sub-account lines of others.
      return queryClient.invalidateQueries({ queryKey: accountsKeys.all });
    },
  });
}

// ---- users of an account ---------------------------------------------------------------------

export function useAccountUsers(id: number, enabled = true) {
  return useQuery({
    queryKey: accountsKeys.users(id),
    queryFn: () => call(listAccountUsers, { params: { id } }),
    enabled: enabled && validId(id),
  });
}

/** Users of a type (the account's member type) whose name or email contains `search` (for "Add existing user"). */
export function useMemberSearch(type: "client" | "vendor", search: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: usersKeys.list({ type, search, pageSize: 20 }),
    queryFn: () => call(listUsers, { query: { type, search, pageSize: 20, sort: "name" } }),
    staleTime: 30_000,
  });
}

function useAccountUsersWrite<V>(id: number, call: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKeys.users(id) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
      ]),
  });
}

export function useAddAccountUser(id: number) {
  return useAccountUsersWrite(id, (body: AddAccountUserBody) =>
    call(addAccountUser, { params: { id }, body }),
  );
}

export function useCreateAccountUser(id: number) {
  return useAccountUsersWrite(id, (body: { user: CreateUserBody; roleId: number | null }) =>
    call(createAccountUser, { params: { id }, body }),
  );
}

export function useRemoveAccountUser(id: number) {
  return useAccountUsersWrite(id, (userId: number) => call(removeAccountUser, { params: { id, userId } }));
}

// ---- downstream vendors ----------------------------------------------------------------------

export function useQualification(id: number, enabled = true) {
  return useQuery({
    queryKey: accountsKeys.qualification(id),
    queryFn: () => call(getAccountQualification, { params: { id } }),
    enabled: enabled && validId(id),
  });
}

// ---- contacts and notifications --------------------------------------------------------------

export function useContacts(id: number) {
  const base = useAccountsBase();
  return useQuery({
    queryKey: accountsKeys.contacts(base, id),
    queryFn: () => call(listAccountContacts, { params: { id } }),
    enabled: validId(id),
  });
}

/** Contacts and the notification matrix are two views of the same subscriptions. */
function useInvalidateContacts(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountsKeys.contacts(STAFF, id) }),
      queryClient.invalidateQueries({ queryKey: accountsKeys.notifications(id) }),
    ]);
}

/** Creates a contact, or updates one when `contactId` is given. */
export function useSaveContact(id: number) {
  const invalidate = useInvalidateContacts(id);
  return useMutation({
    mutationFn: ({ contactId, body }: { contactId?: number; body: ContactInput }) =>
      contactId
        ? call(updateAccountContact, { params: { id, contactId }, body })
        : call(createAccountContact, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteContact(id: number) {
  const invalidate = useInvalidateContacts(id);
  return useMutation({
    mutationFn: (contactId: number) => call(deleteAccountContact, { params: { id, contactId } }),
    onSuccess: invalidate,
  });
}

export function useNotifications(id: number) {
  return useQuery({
    queryKey: accountsKeys.notifications(id),
    queryFn: () => call(getAccountNotifications, { params: { id } }),
    enabled: validId(id),
  });
}

export function useSaveNotifications(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountNotificationsBody) => call(setAccountNotifications, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountsKeys.notifications(id), saved);
      return queryClient.invalidateQueries({ queryKey: accountsKeys.contacts(STAFF, id) });
    },
  });
}

// ---- documents -------------------------------------------------------------------------------

/** Keyed as the shared documents list keys it, so the Documents tab and this share the cache. */
export function useDocuments(id: number, enabled = true) {
  return useEndpointQuery(listAccountDocuments, { params: { id } }, { enabled: enabled && validId(id) });
}

export function useDocument(id: number, documentId: number) {
  return useQuery({
    queryKey: accountsKeys.document(STAFF, id, documentId),
    queryFn: () => call(getAccountDocument, { params: { id, documentId } }),
    enabled: validId(id) && validId(documentId),
  });
}

/** Where the browser downloads a document; the session cookie goes with a plain link. */
export function documentDownloadUrl(id: number, documentId: number): string {
  return endpointPath(downloadAccountDocument, familyOf(downloadAccountDocument), { id, documentId });
}

/**
 * A document changes the account's lists, its qualification (downstream vendors) and the
 * vendor lists that show it.
 */
export function useInvalidateDocuments(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [listAccountDocuments.operationId] }),
      queryClient.invalidateQueries({ queryKey: ["accounts", STAFF, "document", id] }),
      queryClient.invalidateQueries({ queryKey: accountsKeys.qualification(id) }),
      queryClient.invalidateQueries({ queryKey: accountsKeys.detail(STAFF, id) }),
      queryClient.invalidateQueries({ queryKey: ["accounts", STAFF, "dsvs"] }),
      queryClient.invalidateQueries({ queryKey: accountsKeys.totals }),
    ]);
}

/** The multipart fields of an upload, as the server reads them (SPEC §3: `client_access`). */
export function documentFormData(file: File, fields: DocumentFields): FormData {
  const data = new FormData();
  data.append("name", fields.name);
  data.append("type", fields.type);
  data.append("client_access", String(fields.client_access));
  data.append("expiryDate", fields.expiryDate ?? "");
  data.append("file", file, file.name);
  return data;
}

export function useUploadDocument(id: number) {
  const invalidate = useInvalidateDocuments(id);
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: DocumentFields }) =>
      call(uploadAccountDocument, { params: { id }, form: documentFormData(file, fields) }),
    onSuccess: invalidate,
  });
}

export function useUpdateDocument(id: number, documentId: number) {
  const invalidate = useInvalidateDocuments(id);
  return useMutation({
    mutationFn: (fields: DocumentFields) =>
      call(updateAccountDocument, { params: { id, documentId }, body: fields }),
    onSuccess: invalidate,
  });
}
