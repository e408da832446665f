import { z } from "zod";
import type { InboundFilter } from "../inbound-api";

const Flag = z.enum(["any", "yes", "no"]);

/** The inbound index's filters as the screen holds them (kept for the browser tab). */
export const InboundListFilter = z.object({
  status: z.array(z.string()),
  accountId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  routine: Flag,
  gateControl: Flag,
  coordinatorId: z.string().nullable(),
});
export type InboundListFilter = z.infer<typeof InboundListFilter>;

export const EMPTY_INBOUND_FILTER: InboundListFilter = {
  status: [],
  accountId: null,
  warehouseId: null,
  startDate: "",
  endDate: "",
  routine: "any",
  gateControl: "any",
  coordinatorId: null,
};

const flag = (value: z.infer<typeof Flag>) => (value === "any" ? undefined : value === "yes");
const id = (value: string | null) => (value ? Number(value) : undefined);

/** The query of `GET /activities` for the filters (status as a comma list, SPEC §9). */
export function inboundQueryOf(filter: InboundListFilter): InboundFilter {
  const query: InboundFilter = {
    status: filter.status.length > 0 ? filter.status.join(",") : undefined,
    accountId: id(filter.accountId),
    warehouseId: id(filter.warehouseId),
    startDate: filter.startDate || undefined,
    endDate: filter.endDate || undefined,
    routine: flag(filter.routine),
    gateControl: flag(filter.gateControl),
    logisticsCoordinatorId: id(filter.coordinatorId),
  };
  // Left-out keys keep the query key (and the saved filter) the same for the same filters.
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as InboundFilter;
}

/** How many filters are set, for the "Clear filters" button. */
export function activeFilterCount(filter: InboundListFilter): number {
  return Object.keys(inboundQueryOf(filter)).length;
}

/** A dock date range whose end is before its start. */
export function rangeError(filter: InboundListFilter): string | null {
  return filter.startDate && filter.endDate && filter.endDate < filter.startDate
    ? "The end date is before the start date"
    : null;
}
