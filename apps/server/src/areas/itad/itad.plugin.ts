import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { itadRoutes } from "./itad.routes";

/** Every call of IT asset disposition: serials, components, LPNs, routing, locks, mobility. */
export const itadArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(itadRoutes, { db });
};
