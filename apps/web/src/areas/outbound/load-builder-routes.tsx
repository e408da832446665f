import type { AppRoute } from "../../app/route-types";

export const loadBuilderRoutes: AppRoute[] = [];
