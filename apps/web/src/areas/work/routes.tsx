import type { AppRoute } from "../../app/route-types";
import { workAssetRoutes } from "./work-asset-routes";

/** Shop orders, processing jobs, their assets and labor (SPEC §2 Shop orders, Processing). */
export const workRoutes: AppRoute[] = [...workAssetRoutes];
