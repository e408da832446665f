import type { AppRoute } from "../../app/route-types";

/** The notifications area's screens (issue 21). */
export const notificationsRoutes: AppRoute[] = [
  {
    path: "notifications",
    title: "Notifications",
    audiences: ["operator", "client", "vendor"],
    load: () => import("./pages/NotificationsPage"),
  },
];
