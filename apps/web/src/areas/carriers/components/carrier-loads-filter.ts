import { INBOUND_STATUSES, OUTBOUND_STATUSES } from "@ops/domain";
import { z } from "zod";

/** The filters of a carrier's loads besides paging and search (saved for the browser tab). */
export const CarrierLoadsFilter = z.object({
  type: z.enum(["all", "inbound", "outbound"]),
  status: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
});
export type CarrierLoadsFilter = z.infer<typeof CarrierLoadsFilter>;

export const EMPTY_CARRIER_LOADS_FILTER: CarrierLoadsFilter = {
  type: "all",
  status: null,
  startDate: "",
  endDate: "",
};

/** The statuses of the kinds shown: one list for inbound or outbound, both (once each) for all. */
export function carrierStatusOptions(type: CarrierLoadsFilter["type"]): { value: string; label: string }[] {
  const lists =
    type === "inbound"
      ? [INBOUND_STATUSES]
      : type === "outbound"
        ? [OUTBOUND_STATUSES]
        : [INBOUND_STATUSES, OUTBOUND_STATUSES];
  const seen = new Set<string>();
  return lists.flat().flatMap((s) => {
    if (seen.has(s.id)) return [];
    seen.add(s.id);
    return [{ value: s.id, label: s.label }];
  });
}

/** Why the dates cannot filter (the end before the start), or null. */
export function carrierDatesError(f: CarrierLoadsFilter): string | null {
  return f.startDate && f.endDate && f.endDate < f.startDate ? "The end date is before the start date" : null;
}

/** The `GET /activities` query of the filter for this carrier (a bad date range filters by neither date). */
export function carrierLoadsQuery(carrierId: number, f: CarrierLoadsFilter) {
  const dates = carrierDatesError(f)
    ? {}
    : { startDate: f.startDate || undefined, endDate: f.endDate || undefined };
  return {
    carrierId,
    ...(f.type === "all" ? {} : { type: f.type }),
    ...(f.status ? { status: f.status } : {}),
    ...dates,
  };
}

/** How many filters are set (the folding filter panel's count). */
export function carrierFilterCount(f: CarrierLoadsFilter): number {
  return [f.type !== "all", f.status !== null, f.startDate !== "", f.endDate !== ""].filter(Boolean).length;
}
