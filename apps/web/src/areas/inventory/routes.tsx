import type { LocationDetail } from "@ops/domain";
import type { AppRoute } from "../../app/route-types";
import { cycleCountRoutes } from "./cycle-count-routes";
import { inventoryActivityRoutes } from "./inventory-activity-routes";
import { pickingRoutes } from "./picking-routes";
import { stockRoutes } from "./stock-routes";

const childLocations = (location: LocationDetail) => `Child locations (${location.childCount})`;

const staff = ["operator"] as const;

/** Locations of each warehouse, with their children and cycle count summary (SPEC §2 Catalogue). */
export const inventoryRoutes: AppRoute[] = [
  {
    path: "locations",
    title: "Locations",
    audiences: staff,
    permission: "locations.view",
    nav: { label: "Locations", section: "Warehouse", order: 60 },
    load: () => import("./pages/LocationsPage"),
  },
  {
    path: "locations/new",
    title: "New location",
    audiences: staff,
    permission: "locations.manage",
    load: () => import("./pages/LocationNewPage"),
  },
  {
    path: "locations/:id",
    title: "Location",
    audiences: staff,
    permission: "locations.view",
    tab: { frame: "location", id: "overview", label: "Overview", order: 0 },
    load: () => import("./pages/LocationPage"),
  },
  {
    path: "locations/:id/children",
    title: "Child locations",
    audiences: staff,
    permission: "locations.view",
    tab: { frame: "location", id: "children", label: childLocations, order: 1 },
    load: () => import("./pages/LocationChildrenPage"),
  },
  {
    path: "locations/:id/edit",
    title: "Edit location",
    audiences: staff,
    permission: "locations.manage",
    load: () => import("./pages/LocationEditPage"),
  },
  ...stockRoutes,
  ...inventoryActivityRoutes,
  ...cycleCountRoutes,
  ...pickingRoutes,
];
