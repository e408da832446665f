import {
  type Activity,
  defaultLoadDate,
  getPickup,
  listActivities,
  listPickups,
  type PickupCounts,
  type PickupsQuery,
} from "@ops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";
import { defaultWarehouse, useWarehouses } from "../inventory/components/use-warehouse-choice";

/** Query keys of the pickups screens: every list and label under one prefix. */
export const pickupsKeys = {
  all: ["pickups"] as const,
  list: (q: { warehouseId: number; loadDate: string; status: string }) => ["pickups", "list", q] as const,
  detail: (barcode: string) => ["pickups", "detail", barcode] as const,
  loads: (warehouseId: number) => ["pickups", "loads", warehouseId] as const,
};

/** Whatever pickups changed: lists, counts and labels are read again. */
export function useInvalidatePickups() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pickupsKeys.all });
}

/** A page of the day's labels; the day's counts are handed to `onCounts`. */
export async function fetchPickupsPage(
  q: { warehouseId: number; loadDate: string; status: PickupsQuery["status"] },
  params: DataTablePageParams,
  onCounts: (counts: PickupCounts) => void,
) {
  const page = await call(listPickups, { query: { ...q, ...params } });
  onCounts(page.counts);
  return page;
}

export function usePickup(barcode: string) {
  return useQuery({
    queryKey: pickupsKeys.detail(barcode),
    queryFn: () => call(getPickup, { params: { barcode } }),
  });
}

/** Inbound loads of a warehouse that still receive: the loads a pickup label can be assigned to. */
export function useReceivingLoads(warehouseId: number | null) {
  return useQuery({
    queryKey: pickupsKeys.loads(warehouseId ?? 0),
    enabled: warehouseId !== null,
    queryFn: async (): Promise<Activity[]> =>
      (
        await call(listActivities, {
          query: {
            type: "inbound",
            warehouseId: warehouseId ?? 0,
            status: "requested,scheduled,received,processed,priced,invoiced",
            pageSize: 200,
            sort: "createdAt",
            order: "desc",
          },
        })
      ).data,
    staleTime: 60_000,
  });
}

/**
 * The warehouse and day a pickups screen works on, kept in the address (`?warehouseId=&loadDate=`)
 * so a link or a reload shows the same day: the user's warehouse and tomorrow by default.
 */
export function usePickupDay() {
  const [params, setParams] = useSearchParams();
  const { warehouses, own } = useWarehouses();
  const wanted = Number(params.get("warehouseId")) || null;
  const warehouse = defaultWarehouse(warehouses, wanted, own);
  const loadDate = params.get("loadDate") || defaultLoadDate(new Date());
  const setDay = (next: { warehouseId?: number; loadDate?: string }) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next.warehouseId !== undefined) out.set("warehouseId", String(next.warehouseId));
        if (next.loadDate !== undefined) out.set("loadDate", next.loadDate);
        return out;
      },
      { replace: true },
    );
  return { warehouses, warehouse, loadDate, setDay };
}
