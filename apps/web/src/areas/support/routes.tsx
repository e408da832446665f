import type { AppRoute } from "../../app/route-types";

const staffAndClients = ["operator", "client"] as const;

/**
 * Support requests (issue 21, SPEC §2 "support-requests: index, new"). SPEC names no detail
 * screen; one request opens at `support-requests/:id` (its outcome, history, edit, withdraw and,
 * for operators, execute), the path the notifications link to.
 */
export const supportRoutes: AppRoute[] = [
  {
    path: "support-requests",
    title: "Support requests",
    audiences: staffAndClients,
    permission: "support.view",
    nav: { label: "Support requests", section: "Support", order: 80 },
    load: () => import("./pages/SupportRequestsPage"),
  },
  {
    path: "support-requests/new",
    title: "New support request",
    audiences: staffAndClients,
    permission: "support.request",
    load: () => import("./pages/SupportRequestNewPage"),
  },
  {
    path: "support-requests/:id",
    title: "Support request",
    audiences: staffAndClients,
    permission: "support.view",
    load: () => import("./pages/SupportRequestPage"),
  },
];
