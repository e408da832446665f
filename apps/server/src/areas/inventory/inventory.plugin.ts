import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { locationLabelsRoutes } from "./location-labels.routes";
import { locationsRoutes } from "./locations.routes";
import { warehousesRoutes } from "./warehouses.routes";

/** Every call of the inventory area. */
export const inventoryArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(locationsRoutes, { db });
  await app.register(locationLabelsRoutes, { db });
  await app.register(warehousesRoutes, { db });
};
