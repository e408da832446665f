import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { eventsRoutes } from "./events.routes";

/** Every call of the events area: the chain of custody of any owner (activity, asset, barcode). */
export const eventsArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(eventsRoutes, { db });
};
