import type { AppRoute } from "../../app/route-types";
import { assetManagerRoutes } from "./asset-manager-routes";
import { assetRoutes } from "./asset-routes";
import { pricingRoutes } from "./pricing-routes";
import { receivingRoutes } from "./receiving-routes";

/** Assets, holds, receiving on inbound loads and inbound pricing (SPEC §2). */
export const assetsAreaRoutes: AppRoute[] = [
  ...assetRoutes,
  ...assetManagerRoutes,
  ...receivingRoutes,
  ...pricingRoutes,
];
