import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";

/** Putaway and the inventory activities: assets into locations by scan (issue 17). */
export const putawayRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _opts) => {};
