import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { assetLabelsRoutes } from "./asset-labels.routes";
import { assetManagerRoutes } from "./asset-manager/asset-manager.routes";
import { assetRecordsRoutes } from "./asset-records.routes";
import { assetsRoutes } from "./assets.routes";
import { pricingRoutes } from "./pricing.routes";
import { productAssetsRoutes } from "./product-assets.routes";

/** Every call of the assets area. */
export const assetsArea: FastifyPluginAsync<AreaDeps> = async (app, { db, files }) => {
  await app.register(assetRecordsRoutes, { db, files });
  await app.register(assetsRoutes, { db });
  await app.register(assetLabelsRoutes, { db });
  await app.register(assetManagerRoutes, { db });
  await app.register(pricingRoutes, { db });
  await app.register(productAssetsRoutes, { db });
};
