import type { AppRoute } from "../../app/route-types";

/** Filled by the issue 20 work on this file. */
export const receivingRoutes: AppRoute[] = [];
