import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { binAssignmentsRoutes } from "./bin-assignments.routes";
import { laborRoutes } from "./labor.routes";
import { workAssetsRoutes } from "./work-assets.routes";

/**
 * Every call of the work area: shop orders, processing jobs, what they worked and created,
 * labor, and the program rules that drive them.
 */
export const workArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(workAssetsRoutes, { db });
  await app.register(binAssignmentsRoutes, { db });
  await app.register(laborRoutes, { db });
};
