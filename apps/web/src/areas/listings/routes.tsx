import type { AppRoute } from "../../app/route-types";
import { listingRoutes } from "./listing-routes";
import { marketplaceRoutes } from "./marketplace-routes";
import { redeploymentRoutes } from "./redeployment-routes";

/** Marketplace listings, their files, and redeployments of clients' own devices (issue 19, SPEC §2). */
export const listingsAreaRoutes: AppRoute[] = [...listingRoutes, ...marketplaceRoutes, ...redeploymentRoutes];
