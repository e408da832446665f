import type { AppRoute } from "../../app/route-types";
import { consolidationRoutes } from "./consolidation-routes";
import { loadBuilderRoutes } from "./load-builder-routes";
import { outboundLoadRoutes } from "./outbound-routes";

/** Outbound loads, the load builder, picking by product, consolidation and packing (SPEC §2). */
export const outboundAreaRoutes: AppRoute[] = [
  ...outboundLoadRoutes,
  ...loadBuilderRoutes,
  ...consolidationRoutes,
];
