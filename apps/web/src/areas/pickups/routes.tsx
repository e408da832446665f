import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/**
 * Pickup labels, bins and check-in (issue 20, SPEC §2 "pickups: index, labels/new, bins/new,
 * {barcode}" and "pickup check-in", which SPEC gives no path: `pickups/check-in`).
 */
export const pickupsRoutes: AppRoute[] = [
  {
    path: "pickups",
    title: "Pickups",
    audiences: staff,
    permission: "pickups.view",
    nav: { label: "Pickups", section: "Inbound", order: 40 },
    load: () => import("./pages/PickupsPage"),
  },
  {
    path: "pickups/labels/new",
    title: "Print new pickup labels",
    audiences: staff,
    permission: "pickups.manage",
    load: () => import("./pages/PickupLabelsNewPage"),
  },
  {
    path: "pickups/bins/new",
    title: "New pickup bin",
    audiences: staff,
    permission: "pickups.manage",
    load: () => import("./pages/PickupBinNewPage"),
  },
  {
    path: "pickups/check-in",
    title: "Pickup check-in",
    audiences: staff,
    permission: "inbound.receive",
    nav: { label: "Pickup check-in", section: "Inbound", order: 41 },
    load: () => import("./pages/PickupCheckInPage"),
  },
  {
    path: "pickups/:barcode",
    title: "Pickup label",
    audiences: staff,
    permission: "pickups.view",
    load: () => import("./pages/PickupPage"),
  },
];
