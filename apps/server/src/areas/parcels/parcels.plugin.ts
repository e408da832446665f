import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { parcelPortalRoutes } from "./parcel-portal.routes";
import { parcelProjectsRoutes } from "./parcel-projects.routes";
import { parcelPublicRoutes } from "./parcel-public.routes";
import { parcelReceivingRoutes } from "./parcel-receiving.routes";
import { parcelTrackingRoutes } from "./parcel-tracking.routes";

/**
 * Every call of the parcels area (issue 20): mail-back projects and their employees' requests,
 * the employees' own request pages (a token link, no sign-in), tracking, parcel receiving and
 * the client parcel portal.
 */
export const parcelsArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(parcelProjectsRoutes, deps);
  await app.register(parcelPublicRoutes, deps);
  await app.register(parcelTrackingRoutes, deps);
  await app.register(parcelReceivingRoutes, deps);
  await app.register(parcelPortalRoutes, deps);
};
