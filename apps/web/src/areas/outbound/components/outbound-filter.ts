import { z } from "zod";
import type { OutboundFilter } from "../outbound-api";

/** The outbound index's filters as the screen holds them (kept for the browser tab). */
export const OutboundListFilter = z.object({
  status: z.array(z.string()),
  accountId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  carrierId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
});
export type OutboundListFilter = z.infer<typeof OutboundListFilter>;

export const EMPTY_OUTBOUND_FILTER: OutboundListFilter = {
  status: [],
  accountId: null,
  warehouseId: null,
  carrierId: null,
  startDate: "",
  endDate: "",
};

const id = (value: string | null) => (value ? Number(value) : undefined);

/** A ship date range whose end is before its start. */
export function outboundRangeError(filter: OutboundListFilter): string | null {
  return filter.startDate && filter.endDate && filter.endDate < filter.startDate
    ? "The end date is before the start date"
    : null;
}

/** The query of `GET /activities?type=outbound` for the filters (a reversed range is left out). */
export function outboundQueryOf(filter: OutboundListFilter): OutboundFilter {
  const dates = outboundRangeError(filter) ? {} : { startDate: filter.startDate, endDate: filter.endDate };
  const query: OutboundFilter = {
    status: filter.status.length > 0 ? filter.status.join(",") : undefined,
    accountId: id(filter.accountId),
    warehouseId: id(filter.warehouseId),
    carrierId: id(filter.carrierId),
    startDate: dates.startDate || undefined,
    endDate: dates.endDate || undefined,
  };
  // Left-out keys keep the query key the same for the same filters.
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as OutboundFilter;
}

/** How many filters are set, for the "Clear filters" button. */
export function outboundFilterCount(filter: OutboundListFilter): number {
  return Object.keys(outboundQueryOf({ ...filter, startDate: filter.startDate, endDate: filter.endDate }))
    .length;
}
