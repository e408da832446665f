import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/**
 * Inventory activities (issue 17): each warehouse's `<warehouse>-inventory` with its totals, what
 * one holds by location and stock type, the bin view of a location, and the putaway scan screen.
 */
export const inventoryActivityRoutes: AppRoute[] = [
  {
    path: "inventory",
    title: "Inventory",
    audiences: staff,
    permission: "stock.view",
    nav: { label: "Inventory", section: "Warehouse", order: 56 },
    load: () => import("./activity/InventoryActivitiesPage"),
  },
  {
    path: "putaway",
    title: "Putaway",
    audiences: staff,
    permission: "inventory.work",
    nav: { label: "Putaway", section: "Warehouse", order: 57 },
    load: () => import("./putaway/PutawayHomePage"),
  },
  {
    path: "inventory/:slug",
    title: "Inventory activity",
    audiences: staff,
    permission: "stock.view",
    load: () => import("./activity/InventoryActivityPage"),
  },
  {
    path: "inventory/:slug/bins/:barcode",
    title: "Bin inventory",
    audiences: staff,
    permission: "locations.view",
    load: () => import("./activity/BinInventoryPage"),
  },
  {
    path: "inventory/:slug/putaway",
    title: "Putaway",
    audiences: staff,
    permission: "inventory.work",
    load: () => import("./putaway/PutawayPage"),
  },
];
