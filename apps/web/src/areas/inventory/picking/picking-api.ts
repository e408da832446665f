// The calls of reservations and picking (issue 17), typed by packages/domain/src/inventory/picking.endpoints.ts.
import {
  getPickList,
  listReservations,
  mayReserveFor,
  pickAsset,
  type ReservationsQuery,
  releaseReservation,
  reserveStock,
  type ShortPickReason,
  shortPick,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../shared/endpoints";
import { useSite } from "../../../shared/session";

/** Pick lists and orders' reservations share one root: any pick, short or reservation refreshes both. */
export const pickingKeys = {
  all: ["picking"] as const,
  myList: ["picking", "list", "me"] as const,
  order: (slug: string, query: Partial<ReservationsQuery>) => ["picking", "order", slug, query] as const,
};

/** The signed-in user's pick list, grouped by location in walking order. */
export function useMyPickList() {
  return useQuery({
    queryKey: pickingKeys.myList,
    queryFn: () => call(getPickList, { params: { id: "me" } }),
  });
}

/** An order's reservations (one page) with its counts by status. */
export function useOrderReservations(slug: string, query: Partial<ReservationsQuery> = {}) {
  return useQuery({
    queryKey: pickingKeys.order(slug, query),
    queryFn: () => call(listReservations, { params: { slug }, query }),
    enabled: slug !== "",
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pickingKeys.all });
    // A pick moves the asset: its record, its location's contents and the order's assets change.
    void queryClient.invalidateQueries({ queryKey: ["assets"] });
  };
}

/** Picks a scanned asset of the list. */
export function usePickAsset() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (barcode: string) => call(pickAsset, { body: { barcode } }),
    onSuccess: refresh,
  });
}

/** Reports a reservation short, with the reason (and a note; `other` needs one). */
export function useShortPick() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; reason: ShortPickReason; note: string | null }) =>
      call(shortPick, {
        params: { id: input.id },
        body: { reason: input.reason, note: input.note },
      }),
    onSuccess: refresh,
  });
}

/** Reserves stock assets for the order, all or none. */
export function useReserveStock(slug: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { barcodes: string[]; assignedTo: number | null }) =>
      call(reserveStock, { params: { slug }, body: input }),
    onSuccess: refresh,
  });
}

/** Releases an asset's reservation for the order. */
export function useReleaseReservation(slug: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (barcode: string) => call(releaseReservation, { params: { slug, barcode } }),
    onSuccess: refresh,
  });
}

/** Whether the signed-in user may reserve and release stock for an order of this kind (the server's rule). */
export function useMayReserve(orderType: string): boolean {
  const user = useSite().data?.user;
  return user !== undefined && mayReserveFor(user, orderType);
}
