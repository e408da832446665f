import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/** The tabs of a mobility bin (`mobility/inventory/bins/<barcode>`). */
const MOBILITY_BIN_TABS = {
  main: { frame: "mobility-bin", id: "main", label: "Main", order: 0 },
  events: { frame: "mobility-bin", id: "events", label: "Events", order: 1 },
};

/**
 * Mobility (SPEC §2 Assets and mobility): the warehouse's mobility inventory and its bins. The
 * serialized device pages (`mobility/inventory/serialized/<barcode>`) are the ITAD area's device
 * routes, shared with shop orders and ITAD jobs.
 */
export const mobilityRoutes: AppRoute[] = [
  {
    path: "mobility/inventory",
    title: "Mobility inventory",
    audiences: staff,
    permission: "activities.view",
    nav: { label: "Mobility", section: "Warehouse", order: 59.7 },
    load: () => import("./pages/MobilityInventoryPage"),
  },
  {
    path: "mobility/inventory/bins/:barcode",
    title: "Mobility bin",
    audiences: staff,
    permission: "assets.view",
    tab: MOBILITY_BIN_TABS.main,
    load: () => import("./pages/MobilityBinPage"),
  },
  {
    path: "mobility/inventory/bins/:barcode/events",
    title: "Mobility bin events",
    audiences: staff,
    permission: "assets.view",
    tab: MOBILITY_BIN_TABS.events,
    load: () => import("./pages/MobilityBinEventsPage"),
  },
];
