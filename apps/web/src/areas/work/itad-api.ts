import {
  type BulkSerialsBody,
  bulkCreateSerials,
  checkSerials,
  type Disposition,
  type Grade,
  type LpnList,
  listComponents,
  listLpns,
  listRoutings,
  listSerials,
  type PackLpnBody,
  packLpn,
  type RoutingBody,
  routeAssets,
  type SerialList,
} from "@ops/domain";
import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";
import { activitiesKeys } from "../activities/inbound-api";
import { workAssetKeys } from "./work-assets-api";

/** The filters of an order's serial list besides paging, search and sort. */
export type SerialFilter = { grade?: Grade; disposition?: Disposition; packed?: boolean };

// Under the work order's "work" key: a scan, a created serial, a pack or a routing refreshes
// every ITAD list and figure of the order along with its other contents.
export const itadKeys = {
  order: (slug: string) => [...workAssetKeys.order(slug), "itad"] as const,
  serials: (slug: string, filter: SerialFilter) =>
    [...workAssetKeys.order(slug), "itad", "serials", filter] as const,
  figures: (slug: string) => [...workAssetKeys.order(slug), "itad", "figures"] as const,
  components: (slug: string) => [...workAssetKeys.order(slug), "itad", "components"] as const,
  lpns: (slug: string, updated?: boolean) =>
    [...workAssetKeys.order(slug), "itad", "lpns", { updated }] as const,
  routings: ["routings"] as const,
};

const SERIAL_SORTS = ["barcode", "serialNumber", "createdAt"] as const;

/** The list's query: a sort the server does not offer is left to its default (barcode). */
function serialsQuery(filter: SerialFilter, params: DataTablePageParams) {
  const { page, pageSize, search, sort, order } = params;
  const sortKey = SERIAL_SORTS.find((s) => s === sort);
  return {
    page,
    pageSize,
    ...(sortKey ? { sort: sortKey, order: order ?? "asc" } : {}),
    ...(search ? { search } : {}),
    ...(filter.grade ? { grade: filter.grade } : {}),
    ...(filter.disposition ? { disposition: filter.disposition } : {}),
    ...(filter.packed !== undefined ? { packed: filter.packed } : {}),
  };
}

/** One page of the order's serialized devices (on it or in its bins). */
export function fetchSerialsPage(
  slug: string,
  filter: SerialFilter,
  params: DataTablePageParams,
): Promise<SerialList> {
  return call(listSerials, { params: { slug }, query: serialsQuery(filter, params) });
}

/** One page of the parts harvested on the order, newest first. */
export function fetchComponentsPage(slug: string, params: DataTablePageParams): Promise<SerialList> {
  const { page, pageSize, search } = params;
  return call(listComponents, {
    params: { slug },
    query: { page, pageSize, order: "desc", ...(search ? { search } : {}) },
  });
}

/** One page of the order's LPNs, newest packed first; `updated` keeps those changed after packing. */
export function fetchLpnsPage(
  slug: string,
  params: DataTablePageParams,
  updated?: boolean,
): Promise<LpnList> {
  const { page, pageSize, search } = params;
  return call(listLpns, {
    params: { slug },
    query: { page, pageSize, order: "desc", ...(search ? { search } : {}), ...(updated ? { updated } : {}) },
  });
}

export type ItadFigures = {
  devices: number;
  /** Devices with a grade: saving a test result grades the device, so these are the tested ones. */
  tested: number;
  byGrade: { grade: Grade; count: number }[];
  packed: number;
};

const GRADES: readonly Grade[] = ["A", "B", "C", "D", "E", "F"];

/**
 * The order's figures from the serial list's totals (one page of one row each): all devices,
 * per grade, packed. Undefined until every total is in.
 */
export function useItadFigures(slug: string): { data?: ItadFigures; error: unknown } {
  const totalOf = (filter: SerialFilter) => ({
    queryKey: [...itadKeys.figures(slug), filter],
    queryFn: () => fetchSerialsPage(slug, filter, { page: 1, pageSize: 1 }).then((p) => p.total),
  });
  const results = useQueries({
    queries: [totalOf({}), totalOf({ packed: true }), ...GRADES.map((grade) => totalOf({ grade }))],
  });
  const error = results.find((r) => r.error)?.error ?? null;
  if (results.some((r) => r.data === undefined)) return { error };
  const [devices, packed, ...graded] = results.map((r) => r.data ?? 0);
  const byGrade = GRADES.map((grade, i) => ({ grade, count: graded[i] ?? 0 }));
  return {
    data: {
      devices: devices ?? 0,
      packed: packed ?? 0,
      byGrade,
      tested: byGrade.reduce((sum, g) => sum + g.count, 0),
    },
    error,
  };
}

/** Refreshes the order's ITAD lists and figures, its other contents and its events. */
export function useRefreshItad() {
  const queryClient = useQueryClient();
  return (slug: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workAssetKeys.order(slug) }),
      queryClient.invalidateQueries({ queryKey: ["assets"] }),
      queryClient.invalidateQueries({ queryKey: activitiesKeys.events(slug) }),
    ]);
}

/** Checks a list of serials for the bin: every line with its problem; nothing is written. */
export function checkSerialList(slug: string, binBarcode: string, text: string) {
  return call(checkSerials, { params: { slug }, body: { binBarcode, text } });
}

/** Creates the serials: `{created, barcodes}` (201), or `{jobId}` when the server runs it as a job (202). */
export function createSerials(slug: string, body: BulkSerialsBody) {
  return call(bulkCreateSerials, { params: { slug }, body });
}

export function packIntoLpn(slug: string, body: PackLpnBody) {
  return call(packLpn, { params: { slug }, body });
}

export function routeSerials(slug: string, body: RoutingBody) {
  return call(routeAssets, { params: { slug }, body });
}

/** The routings (reference data: fetched once, when none are cached). */
export function useRoutings() {
  return useQuery({
    queryKey: itadKeys.routings,
    queryFn: () => call(listRoutings, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
