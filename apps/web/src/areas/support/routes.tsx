import type { AppRoute } from "../../app/route-types";

/** The support area's screens (issue 21). */
export const supportRoutes: AppRoute[] = [];
