import {
  type AsnImportResult,
  type AsnItem,
  type AsnMapping,
  type AsnPreview,
  deleteLoadAsnItems,
  getLoad,
  importLoadAsn,
  type JobAccepted,
  type Load,
  type LoadsQuery,
  listAccounts,
  listLoadAsnItems,
  listLoads,
  type Paged,
  previewLoadAsn,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";

type Inserted = z.infer<typeof AsnImportResult>;

/** The filters of the loads list besides paging, search and sort. */
export type LoadsFilter = Partial<
  Pick<LoadsQuery, "type" | "accountId" | "warehouseId" | "startDate" | "endDate">
> & {
  /** One status id (the query also takes a comma list). */
  status?: string;
};

// Every key starts with "loads" and the family, so an ASN import refreshes the load's totals,
// its items and the lists at once.
export const loadsKeys = {
  all: ["loads"] as const,
  list: (family: string, filter: LoadsFilter) => ["loads", family, "list", filter] as const,
  detail: (family: string, slug: string) => ["loads", family, "detail", slug] as const,
  asns: (family: string, slug: string) => ["loads", family, "asns", slug] as const,
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** Whether a route's slug can name an activity at all (else the screen shows "not found"). */
export const validSlug = (slug: string | undefined): slug is string => SLUG.test(slug ?? "");

/** One page of loads of the family (clients: their accounts only); the family names the key. */
export function fetchLoadsPage(filter: LoadsFilter, params: DataTablePageParams): Promise<Paged<Load>> {
  return call(listLoads, { query: { ...filter, ...params } });
}

export function useLoad(family: string, slug: string | undefined) {
  return useQuery({
    queryKey: loadsKeys.detail(family, slug ?? ""),
    queryFn: () => call(getLoad, { params: { slug: slug ?? "" } }),
    enabled: validSlug(slug),
  });
}

/** One page of a load's ASN items; the table's search matches serial, tag, product, pallet. */
export function fetchAsnItemsPage(slug: string, params: DataTablePageParams): Promise<Paged<AsnItem>> {
  return call(listLoadAsnItems, { params: { slug }, query: { ...params } });
}

function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  // The file goes last: the server reads the text fields before it streams the file.
  data.append("file", file, file.name);
  return data;
}

/** The file's columns and how the account's saved relationships and the field names read them. */
export function previewAsn(slug: string, file: File): Promise<AsnPreview> {
  return call(previewLoadAsn, { params: { slug }, form: fileForm(file) });
}

/** 201 `{inserted}` at once, or 202 `{jobId}` for a file above ASN_SYNC_ROW_LIMIT rows. */
export type AsnImportAnswer = Inserted | JobAccepted;

/** Everything a load's ASN changes: its items, its totals on the load and in the lists. */
export function useInvalidateLoad() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: loadsKeys.all });
}

export function useImportAsn(slug: string) {
  const invalidate = useInvalidateLoad();
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: AsnMapping }) =>
      call(importLoadAsn, {
        params: { slug },
        form: fileForm(file, { mapping: JSON.stringify(mapping) }),
      }),
    onSuccess: (answer) => ("inserted" in answer ? invalidate() : undefined),
  });
}

export function useDeleteAllAsns(slug: string) {
  const invalidate = useInvalidateLoad();
  return useMutation({
    mutationFn: () => call(deleteLoadAsnItems, { params: { slug } }),
    onSuccess: invalidate,
  });
}

/**
 * Accounts to filter loads by: operators choose among client accounts, clients among their
 * own (the server caps a page at 200; the select also takes a typed name).
 */
export function useLoadAccountChoices(family: string) {
  return useQuery({
    queryKey: ["loads", family, "account-choices"],
    queryFn: () =>
      call(listAccounts, {
        query: { ...(family === "" ? { type: "active" } : {}), pageSize: 200, sort: "name", order: "asc" },
      }),
    select: (list) => list.data.map((a) => ({ value: String(a.id), label: a.name })),
    staleTime: 60_000,
  });
}
