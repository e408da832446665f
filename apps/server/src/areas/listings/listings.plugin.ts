import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { listingRoutes } from "./listing.routes";
import { marketplaceRoutes } from "./marketplace.routes";
import { redeploymentRoutes } from "./redeployment.routes";

/**
 * Every call of the listings area (issue 19): marketplace listings and their assets, the
 * marketplace files (export, sold-items import, unlist), class sales history, and redeployment
 * orders of clients' own devices.
 */
export const listingsArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(listingRoutes, deps);
  await app.register(marketplaceRoutes, deps);
  await app.register(redeploymentRoutes, deps);
};
