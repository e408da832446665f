import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/** Cycle counts of a location or zone (issue 17): the history tab and the count screen. */
export const cycleCountRoutes: AppRoute[] = [
  {
    path: "locations/:id/cycle-counts",
    title: "Cycle counts",
    audiences: staff,
    permission: "locations.view",
    tab: { frame: "location", id: "cycle-counts", label: "Cycle counts", order: 2 },
    load: () => import("./cycle-counts/CycleCountHistoryPage"),
  },
  {
    path: "locations/:id/cycle-counts/:countId",
    title: "Cycle count",
    audiences: staff,
    permission: "locations.view",
    tab: { frame: "location", id: "cycle-counts" },
    load: () => import("./cycle-counts/CycleCountPage"),
  },
];
