import type { AppRoute } from "../../app/route-types";
import { withinTab } from "../../shared/record-frame/route-tabs";
import { inboundTab, loadTab } from "../activities/activity-route-tabs";

const staff = ["operator"] as const;
const staffAndClients = ["operator", "client"] as const;

/**
 * Inbound pricing (SPEC §2 inbound {slug} detail: pricing of yield, serial, consignment, fmv);
 * the same pages read-only under `loads/` for clients (their own loads).
 */
export const pricingRoutes: AppRoute[] = [
  {
    path: "inbound/:slug/pricing",
    title: "Pricing",
    audiences: staff,
    permission: "pricing.view",
    tab: withinTab(inboundTab("pricing")),
    load: () => import("./pages/PricingPage"),
  },
  {
    path: "inbound/:slug/pricing/yield",
    title: "Yield pricing",
    audiences: staff,
    permission: "pricing.view",
    tab: inboundTab("pricing"),
    load: () => import("./pages/PricingYieldPage"),
  },
  {
    path: "inbound/:slug/pricing/serial",
    title: "Serial pricing",
    audiences: staff,
    permission: "pricing.view",
    tab: withinTab(inboundTab("pricing")),
    load: () => import("./pages/PricingSerialPage"),
  },
  {
    path: "inbound/:slug/pricing/consignment",
    title: "Consignment pricing",
    audiences: staff,
    permission: "pricing.view",
    tab: withinTab(inboundTab("pricing")),
    load: () => import("./pages/PricingConsignmentPage"),
  },
  {
    path: "inbound/:slug/pricing/fmv",
    title: "Fair market value pricing",
    audiences: staff,
    permission: "pricing.view",
    tab: withinTab(inboundTab("pricing")),
    load: () => import("./pages/PricingFmvPage"),
  },

  {
    path: "loads/:slug/pricing",
    title: "Load pricing",
    audiences: staffAndClients,
    permission: "pricing.view",
    tab: loadTab("pricing"),
    load: () => import("./pages/PricingLoadPage"),
  },
  {
    path: "loads/:slug/pricing/:type",
    title: "Load pricing",
    audiences: staffAndClients,
    permission: "pricing.view",
    tab: withinTab(loadTab("pricing")),
    load: () => import("./pages/PricingLoadPage"),
  },
];
