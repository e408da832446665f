import { ACTIVITY_KINDS, LOAD_TABS } from "@ops/domain";
import { declaredTab, type RouteTab } from "../../shared/record-frame/route-tabs";

/** A route of an inbound load's frame: its tab as the inbound kind declares it. */
export function inboundTab(id: string): RouteTab {
  return declaredTab("inbound", ACTIVITY_KINDS.inbound.tabs, id);
}

/** A route of the frame every load shares (`loads/<slug>`, staff and clients). */
export function loadTab(id: string): RouteTab {
  return declaredTab("load", LOAD_TABS, id);
}
