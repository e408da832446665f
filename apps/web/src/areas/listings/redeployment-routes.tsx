import type { AppRoute } from "../../app/route-types";

const both = ["operator", "client"] as const;

/** Redeployments of clients' own devices (issue 19, SPEC §2): for operators and in the client portal. */
export const redeploymentRoutes: AppRoute[] = [
  {
    path: "redeployments/listings",
    title: "Redeployment stock",
    audiences: both,
    permission: "redeployments.view",
    nav: { label: "Redeployment stock", section: "Sales", order: 45 },
    load: () => import("./redeployments/RedeploymentListingsPage"),
  },
  {
    path: "redeployments/orders",
    title: "Redeployment orders",
    audiences: both,
    permission: "redeployments.view",
    nav: { label: "Redeployment orders", section: "Sales", order: 44 },
    load: () => import("./redeployments/RedeploymentOrdersPage"),
  },
  {
    path: "redeployments/orders/new",
    title: "New redeployment order",
    audiences: both,
    permission: "redeployments.order",
    load: () => import("./redeployments/RedeploymentOrderNewPage"),
  },
  {
    path: "redeployments/orders/:id",
    title: "Redeployment order",
    audiences: both,
    permission: "redeployments.view",
    load: () => import("./redeployments/RedeploymentOrderPage"),
  },
  {
    path: "redeployments/orders/:id/edit",
    title: "Edit redeployment order",
    audiences: both,
    permission: "redeployments.order",
    load: () => import("./redeployments/RedeploymentOrderEditPage"),
  },
];
