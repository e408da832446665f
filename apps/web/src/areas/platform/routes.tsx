import type { AppRoute } from "../../app/route-types";

/**
 * Platform screens for operators. The outbox has no menu entry: it is opened from the user menu
 * by those who hold mail.view.
 */
export const platformRoutes: AppRoute[] = [
  {
    path: "outbox",
    title: "Outbox",
    audiences: ["operator"],
    permission: "mail.view",
    load: () => import("./pages/OutboxPage"),
  },
];
