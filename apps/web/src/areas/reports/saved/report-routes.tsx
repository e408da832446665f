import type { AppRoute } from "../../../app/route-types";

/** Custom, saved and scheduled reports, and the export dashboard. */
export const reportRoutes: AppRoute[] = [];
