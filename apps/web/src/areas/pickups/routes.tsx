import type { AppRoute } from "../../app/route-types";

/** Pickup labels, bins and check-in (issue 20, SPEC §2). Filled by the issue 20 work on this file. */
export const pickupsRoutes: AppRoute[] = [];
