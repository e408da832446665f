import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { supportRoutes } from "./support.routes";

/**
 * Support requests (issue 21): filed by clients or operators for them, executed by operators.
 */
export const supportArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(supportRoutes, deps);
};
