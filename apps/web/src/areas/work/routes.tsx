import type { AppRoute } from "../../app/route-types";
import { laborRoutes } from "./labor-routes";
import { processingRoutes } from "./processing-routes";
import { shopOrderItadRoutes } from "./shop-order-itad-routes";
import { shopOrderRoutes } from "./shop-order-routes";
import { workAssetRoutes } from "./work-asset-routes";

/** Shop orders, processing jobs, their assets and labor (SPEC §2 Shop orders, Processing). */
export const workRoutes: AppRoute[] = [
  ...shopOrderRoutes,
  ...shopOrderItadRoutes,
  ...processingRoutes,
  ...workAssetRoutes,
  ...laborRoutes,
];
