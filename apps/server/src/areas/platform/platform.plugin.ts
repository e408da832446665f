import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { findRoutes } from "./find.routes";
import { jobsRoutes } from "./jobs.routes";
import { outboxRoutes } from "./outbox.routes";
import { referenceRoutes } from "./reference.routes";

/** Every call of the platform area. */
export const platformArea: FastifyPluginAsync<AreaDeps> = async (app, { db, files }) => {
  await app.register(referenceRoutes, { db });
  await app.register(jobsRoutes, { db, files });
  await app.register(findRoutes, { db });
  await app.register(outboxRoutes, { db });
};
