import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { cycleCountsRoutes } from "./cycle-counts.routes";
import { locationLabelsRoutes } from "./location-labels.routes";
import { locationsRoutes } from "./locations.routes";
import { pickingRoutes } from "./picking.routes";
import { putawayRoutes } from "./putaway.routes";
import { stockRoutes } from "./stock.routes";
import { warehousesRoutes } from "./warehouses.routes";

/** Every call of the inventory area. */
export const inventoryArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(locationsRoutes, { db });
  await app.register(locationLabelsRoutes, { db });
  await app.register(warehousesRoutes, { db });
  await app.register(stockRoutes, { db });
  await app.register(putawayRoutes, { db });
  await app.register(cycleCountsRoutes, { db });
  await app.register(pickingRoutes, { db });
};
