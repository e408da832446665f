import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { brandsRoutes } from "./brands.routes";
import { classesRoutes } from "./classes.routes";
import { inStockProductsRoutes } from "./in-stock-products.routes";
import { productsRoutes } from "./products.routes";
import { servicesRoutes } from "./services.routes";

/** Every call of the catalogue area. */
export const catalogueArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(classesRoutes, { db });
  await app.register(brandsRoutes, { db });
  await app.register(servicesRoutes, { db });
  await app.register(productsRoutes, { db });
  await app.register(inStockProductsRoutes, { db });
};
