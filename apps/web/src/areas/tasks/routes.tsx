import type { AppRoute } from "../../app/route-types";

/** The tasks area's screens (issue 21). */
export const tasksRoutes: AppRoute[] = [];
