import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { rolesRoutes } from "./roles.routes";
import { usersRoutes } from "./users.routes";

/** Every call of the users area: users, and the roles with their permissions. */
export const usersArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(usersRoutes, { db });
  await app.register(rolesRoutes, { db });
};
