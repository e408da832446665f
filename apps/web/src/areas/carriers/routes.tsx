import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/**
 * Carriers with their contacts and rules, their loads, and vendor rules (SPEC §2 Listings,
 * carriers and people; Parcels, requests and other).
 */
export const carriersRoutes: AppRoute[] = [
  {
    path: "carriers",
    title: "Carriers",
    audiences: staff,
    permission: "carriers.view",
    nav: { label: "Carriers", section: "Logistics", order: 70 },
    load: () => import("./pages/CarriersPage"),
  },
  {
    path: "carriers/new",
    title: "New carrier",
    audiences: staff,
    permission: "carriers.manage",
    load: () => import("./pages/CarrierNewPage"),
  },
  {
    path: "carriers/:carrierId",
    title: "Carrier",
    audiences: staff,
    permission: "carriers.view",
    load: () => import("./pages/CarrierPage"),
  },
  {
    // Inbound and outbound loads, so reading them is enough (carriers.view is for the carrier).
    path: "carriers/:carrierId/loads",
    title: "Carrier loads",
    audiences: staff,
    permission: "activities.view",
    load: () => import("./pages/CarrierLoadsPage"),
  },
  {
    path: "carriers/:carrierId/rules/:id/edit",
    title: "Edit carrier rule",
    audiences: staff,
    permission: "carriers.manage",
    load: () => import("./pages/CarrierRuleEditPage"),
  },
  {
    // The spec names this `{id}/edit`; a different segment count from `:carrierId`, so the
    // router never confuses the two.
    path: "carriers/:id/edit",
    title: "Edit carrier",
    audiences: staff,
    permission: "carriers.manage",
    load: () => import("./pages/CarrierEditPage"),
  },
  {
    path: "vendor-rules",
    title: "Vendor rules",
    audiences: staff,
    permission: "accounts.view",
    nav: { label: "Vendor rules", section: "Logistics", order: 71 },
    load: () => import("./pages/VendorRulesPage"),
  },
  {
    path: "vendor-rules/new",
    title: "New vendor rule",
    audiences: staff,
    permission: "accounts.manage",
    load: () => import("./pages/VendorRuleNewPage"),
  },
  {
    path: "vendor-rules/:id/edit",
    title: "Edit vendor rule",
    audiences: staff,
    permission: "accounts.manage",
    load: () => import("./pages/VendorRuleEditPage"),
  },
];
