import type { RouteObject } from "react-router";

/** The surveys area's pages reached by a mail's link without signing in, outside the shell (issue 21). */
export const surveysPublicRoutes: RouteObject[] = [];
