import { OUTBOUND_TABS } from "@ops/domain";
import { declaredTab, type RouteTab } from "../../shared/record-frame/route-tabs";

/** A route of an outbound load's frame (`outbound/<slug>`): its tab as the outbound kind declares it. */
export function outboundTab(id: string): RouteTab {
  return declaredTab("outbound", OUTBOUND_TABS, id);
}
