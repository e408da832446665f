import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";

/** Filled by issue 19's work on this part. */
export const listingRoutes: FastifyPluginAsync<AreaDeps> = async () => {};
