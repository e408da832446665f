import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { usersRoutes } from "./users.routes";

/** Every call of the users area. */
export const usersArea: FastifyPluginAsync<AreaDeps> = async (app, { db, files }) => {
  await app.register(usersRoutes, { db, files });
};
