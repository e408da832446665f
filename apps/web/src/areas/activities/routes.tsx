import type { AppRoute } from "../../app/route-types";
import { dockRoutes } from "./dock-routes";
import { inboundRequestRoutes } from "./inbound-request-routes";
import { inboundRoutes } from "./inbound-routes";
import { loadRoutes } from "./load-routes";

/** Inbound loads, inbound requests, loads and ASNs, the dock schedule and calendar (SPEC §2). */
export const activitiesRoutes: AppRoute[] = [
  ...inboundRoutes,
  ...inboundRequestRoutes,
  ...loadRoutes,
  ...dockRoutes,
];
