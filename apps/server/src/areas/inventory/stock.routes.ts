import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";

/** Stock: what is in the warehouses, for whom, and what it is worth (issue 17). */
export const stockRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _opts) => {};
