import type { AppRoute } from "../../app/route-types";
import { processingTab, shopOrderTab } from "../activities/activity-route-tabs";

const staff = ["operator"] as const;

/** The labor tabs of shop orders and processing jobs (SPEC §2 Shop orders: `labor`; §7 labor segments). */
export const laborRoutes: AppRoute[] = [
  {
    path: "shop-order/:slug/labor",
    title: "Labor",
    audiences: staff,
    permission: "activities.view",
    tab: shopOrderTab("labor"),
    load: () => import("./pages/ShopOrderLaborPage"),
  },
  {
    path: "processing/:slug/labor",
    title: "Labor",
    audiences: staff,
    permission: "activities.view",
    tab: processingTab("labor"),
    load: () => import("./pages/ProcessingLaborPage"),
  },
];
