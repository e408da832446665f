// The shipment check of an outbound load (issue 18), typed by packages/domain/src/outbound/shipment.endpoints.ts.
import { getShipmentCheck } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";

/**
 * Under the activities root: any change to a load (a status move, a new consignee or ship date)
 * refreshes its readiness with it.
 */
export const shipmentKeys = {
  check: (slug: string) => ["activities", "shipment-check", slug] as const,
};

/** Whether the load may ship, and every reason it may not. */
export function useShipmentCheck(slug: string) {
  return useQuery({
    queryKey: shipmentKeys.check(slug),
    queryFn: () => call(getShipmentCheck, { params: { slug } }),
    enabled: slug !== "",
  });
}
