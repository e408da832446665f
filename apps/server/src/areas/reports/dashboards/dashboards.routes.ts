import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../../platform/area";

/** The dashboards' calls (dashboards.endpoints of the domain). */
export const dashboardRoutes: FastifyPluginAsync<AreaDeps> = async () => {};
