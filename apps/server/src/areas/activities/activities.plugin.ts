import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { activitiesRoutes } from "./activities.routes";
import { asnsRoutes } from "./asns.routes";
import { closedDatesRoutes } from "./closed-dates.routes";
import { assignmentsRoutes } from "./core/assignments.routes";
import { ratingsRoutes } from "./core/ratings.routes";
import { inboundRequestsRoutes } from "./inbound-requests.routes";
import { loadsRoutes } from "./loads.routes";
import { originLoadsRoutes } from "./origin-loads.routes";
import { programServicesRoutes } from "./program-services.routes";
import { vendorRoutes } from "./vendor.routes";

/** Every call of the activities area. */
export const activitiesArea: FastifyPluginAsync<AreaDeps> = async (app, { db, files }) => {
  await app.register(activitiesRoutes, { db });
  await app.register(loadsRoutes, { db });
  await app.register(originLoadsRoutes, { db });
  await app.register(closedDatesRoutes, { db });
  await app.register(vendorRoutes, { db, files });
  await app.register(asnsRoutes, { db, files });
  await app.register(ratingsRoutes, { db });
  await app.register(assignmentsRoutes, { db });
  await app.register(programServicesRoutes, { db });
  await app.register(inboundRequestsRoutes, { db });
};
