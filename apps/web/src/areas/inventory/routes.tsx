import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/** Locations of each warehouse, with their children and cycle count summary (SPEC §2 Catalogue). */
export const inventoryRoutes: AppRoute[] = [
  {
    path: "locations",
    title: "Locations",
    audiences: staff,
    nav: { label: "Locations", section: "Warehouse", order: 60 },
    load: () => import("./pages/LocationsPage"),
  },
  {
    path: "locations/new",
    title: "New location",
    audiences: staff,
    load: () => import("./pages/LocationNewPage"),
  },
  {
    path: "locations/:id",
    title: "Location",
    audiences: staff,
    load: () => import("./pages/LocationPage"),
  },
  {
    path: "locations/:id/children",
    title: "Child locations",
    audiences: staff,
    load: () => import("./pages/LocationChildrenPage"),
  },
  {
    path: "locations/:id/edit",
    title: "Edit location",
    audiences: staff,
    load: () => import("./pages/LocationEditPage"),
  },
];
