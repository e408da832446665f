import type { AppRoute } from "../../app/route-types";
import { dashboardRoutes } from "./dashboards/dashboard-routes";
import { reportRoutes } from "./saved/report-routes";

/**
 * Reports and dashboards (issue 23): the client dashboards at `dashboards/clients/…`, the
 * operator ones at `dashboards/smr/…`, saved reports at `report/:id` and the reports dashboard.
 */
export const reportsRoutes: AppRoute[] = [...dashboardRoutes, ...reportRoutes];
