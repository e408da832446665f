import type { AppRoute } from "../../app/route-types";

/** The surveys area's screens (issue 21). */
export const surveysRoutes: AppRoute[] = [];
