import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { accountsRoutes } from "./accounts.routes";
import { contactsRoutes } from "./contacts.routes";
import { pricesRoutes } from "./prices.routes";
import { programsRoutes } from "./programs.routes";

/** Every call of the accounts area. */
export const accountsArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(programsRoutes, { db });
  await app.register(pricesRoutes, { db });
  await app.register(accountsRoutes, { db });
  await app.register(contactsRoutes, { db });
};
