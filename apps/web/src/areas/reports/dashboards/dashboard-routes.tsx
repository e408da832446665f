import type { AppRoute } from "../../../app/route-types";

/** The dashboards (summary, inbound, serialized, received, value-add, turnaround). */
export const dashboardRoutes: AppRoute[] = [];
