import type { AppRoute } from "../../app/route-types";
import { withinTab } from "../../shared/record-frame/route-tabs";
import { outboundTab } from "./outbound-route-tabs";

const staff = ["operator"] as const;

/** An outbound load's pick list (by product) and consolidation tabs, and the consignee-wide consolidation screen. */
export const consolidationRoutes: AppRoute[] = [
  {
    path: "outbound/:slug/pick-list",
    title: "Pick list",
    audiences: staff,
    permission: "outbound.view",
    tab: outboundTab("pick-list"),
    load: () => import("./pick-list/LoadPickListPage"),
  },
  {
    path: "outbound/:slug/pick-list/:productId",
    title: "Pick list of a product",
    audiences: staff,
    permission: "outbound.view",
    // A sub-page of the pick-list tab: the tab stays selected, its link opens the whole list.
    tab: withinTab(outboundTab("pick-list")),
    load: () => import("./pick-list/ProductPickListPage"),
  },
  {
    path: "outbound/:slug/consolidation",
    title: "Consolidation",
    audiences: staff,
    permission: "outbound.view",
    tab: outboundTab("consolidation"),
    load: () => import("./consolidation/LoadConsolidationPage"),
  },
  {
    path: "consolidation",
    title: "Consolidation",
    audiences: staff,
    permission: "outbound.view",
    nav: { label: "Consolidation", section: "Warehouse", order: 67 },
    load: () => import("./consolidation/ConsolidationPage"),
  },
];
