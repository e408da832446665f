import type { AppRoute } from "../../app/route-types";

/** The picker's screen: their pick list in walking order, scan to pick, short-picks (issue 17). */
export const pickingRoutes: AppRoute[] = [
  {
    path: "picking",
    title: "Picking",
    audiences: ["operator"],
    permission: "inventory.work",
    nav: { label: "Picking", section: "Warehouse", order: 66 },
    load: () => import("./picking/PickingPage"),
  },
];
