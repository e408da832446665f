import type { AppRoute } from "../../app/route-types";
import { portalRoutes } from "./portal-routes";
import { projectRoutes } from "./project-routes";
import { receivingRoutes } from "./receiving-routes";

/** Parcel projects, parcel receiving and the client parcel portal (issue 20, SPEC §2). */
export const parcelsAreaRoutes: AppRoute[] = [...projectRoutes, ...receivingRoutes, ...portalRoutes];
