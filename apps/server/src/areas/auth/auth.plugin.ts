import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { authRoutes } from "./auth.routes";

/** Every call of the auth area. */
export const authArea: FastifyPluginAsync<AreaDeps> = async (app, { db, config }) => {
  await app.register(authRoutes, { db, config });
};
