import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { consolidationRoutes } from "./consolidation.routes";
import { crossDockRoutes } from "./cross-dock.routes";
import { integrationLoadsRoutes } from "./integration-loads.routes";
import { loadBuilderRoutes } from "./load-builder.routes";
import { outboundRoutes } from "./outbound.routes";
import { shipmentRoutes } from "./shipment.routes";

/**
 * Every call of the outbound area: outbound loads, the load builder, consolidation, shipping,
 * cross-dock and the withdrawal of loads an integration created.
 */
export const outboundArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(outboundRoutes, { db });
  await app.register(loadBuilderRoutes, { db });
  await app.register(consolidationRoutes, { db });
  await app.register(shipmentRoutes, { db });
  await app.register(crossDockRoutes, { db });
  await app.register(integrationLoadsRoutes, { db });
};
