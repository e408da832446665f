import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../../platform/area";

/** Saved, run, downloaded and scheduled reports, and the export dashboard's calls. */
export const reportRoutes: FastifyPluginAsync<AreaDeps> = async () => {};
