import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";

/** Cycle counts of a location or a zone (issue 17). */
export const cycleCountsRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _opts) => {};
