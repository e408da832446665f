import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { carriersRoutes } from "./carriers.routes";

/** Every call of the carriers area. */
export const carriersArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(carriersRoutes, { db });
};
