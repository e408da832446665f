import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { pickupsRoutes } from "./pickups.routes";

/**
 * Every call of the pickups area (issue 20): pickup labels printed for a warehouse and load date,
 * bins registered one by one, labels assigned to an account and load, and check-in at the dock.
 */
export const pickupsArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(pickupsRoutes, deps);
};
