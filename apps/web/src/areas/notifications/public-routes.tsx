import type { RouteObject } from "react-router";

/** The notifications area's pages reached by a mail's link without signing in, outside the shell (issue 21). */
export const notificationsPublicRoutes: RouteObject[] = [];
