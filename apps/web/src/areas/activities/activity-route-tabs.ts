// The tab lists themselves, not ACTIVITY_KINDS: the routes load with the shell, and a kind
// brings its life cycle and schemas along (ACTIVITY_KINDS.inbound.tabs is INBOUND_TABS).
import { INBOUND_TABS, LOAD_TABS, PROCESSING_TABS, SHOP_ORDER_TABS } from "@ops/domain";
import { declaredTab, type RouteTab } from "../../shared/record-frame/route-tabs";

/** A route of an inbound load's frame: its tab as the inbound kind declares it. */
export function inboundTab(id: string): RouteTab {
  return declaredTab("inbound", INBOUND_TABS, id);
}

/** A route of the frame every load shares (`loads/<slug>`, staff and clients). */
export function loadTab(id: string): RouteTab {
  return declaredTab("load", LOAD_TABS, id);
}

/** A route of a shop order's frame (`shop-order/<slug>`). */
export function shopOrderTab(id: string): RouteTab {
  return declaredTab("shop-order", SHOP_ORDER_TABS, id);
}

/** A route of a processing job's frame (`processing/<slug>`). */
export function processingTab(id: string): RouteTab {
  return declaredTab("processing", PROCESSING_TABS, id);
}
