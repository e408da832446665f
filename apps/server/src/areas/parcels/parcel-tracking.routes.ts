import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";

/** Filled by the issue 20 work on this file. */
export const parcelTrackingRoutes: FastifyPluginAsync<AreaDeps> = async () => {};
