import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { dashboardRoutes } from "./dashboards/dashboards.routes";
import { reportRoutes } from "./saved/reports.routes";

/**
 * Reports and dashboards (issue 23). dashboards/: the client and operator dashboards, read from
 * the daily rollups (rollups/) and the small tables; saved/: custom, saved, downloaded and
 * scheduled reports, and the export dashboard.
 */
export const reportsArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(dashboardRoutes, deps);
  await app.register(reportRoutes, deps);
};
