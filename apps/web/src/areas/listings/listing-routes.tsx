import type { AppRoute } from "../../app/route-types";

/** Filled by issue 19's work on this part. */
export const listingRoutes: AppRoute[] = [];
