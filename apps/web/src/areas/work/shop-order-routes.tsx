import type { AppRoute } from "../../app/route-types";
import { shopOrderTab } from "../activities/activity-route-tabs";

const staff = ["operator"] as const;

/**
 * Shop orders (SPEC §2 Shop orders): index, new, edit, and the frame's overview, statement of
 * work, bins, events and child shop orders. The processed, created and labor tabs are routed
 * with the work-order contents (work-asset-routes.tsx) and labor.
 */
export const shopOrderRoutes: AppRoute[] = [
  {
    path: "shop-order",
    title: "Shop orders",
    audiences: staff,
    permission: "activities.view",
    nav: { label: "Shop orders", section: "Processing", order: 50 },
    load: () => import("./pages/ShopOrdersPage"),
  },
  {
    path: "shop-order/new",
    title: "New shop order",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/ShopOrderNewPage"),
  },
  {
    path: "shop-order/:slug/edit",
    title: "Edit shop order",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/ShopOrderEditPage"),
  },
  {
    path: "shop-order/:slug",
    title: "Shop order",
    audiences: staff,
    permission: "activities.view",
    tab: shopOrderTab("overview"),
    load: () => import("./pages/ShopOrderPage"),
  },
  {
    path: "shop-order/:slug/sow",
    title: "Shop order statement of work",
    audiences: staff,
    permission: "activities.view",
    tab: shopOrderTab("sow"),
    load: () => import("./pages/ShopOrderSowPage"),
  },
  {
    path: "shop-order/:slug/bins",
    title: "Shop order bins",
    audiences: staff,
    permission: "activities.view",
    tab: shopOrderTab("bins"),
    load: () => import("./pages/ShopOrderBinsPage"),
  },
  {
    path: "shop-order/:slug/events",
    title: "Shop order events",
    audiences: staff,
    permission: "activities.view",
    tab: shopOrderTab("events"),
    load: () => import("./pages/ShopOrderEventsPage"),
  },
  {
    path: "shop-order/:slug/child-shop-orders",
    title: "Child shop orders",
    audiences: staff,
    permission: "activities.view",
    tab: shopOrderTab("child-shop-orders"),
    load: () => import("./pages/ShopOrderChildrenPage"),
  },
];
