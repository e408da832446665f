import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";

export const loadBuilderRoutes: FastifyPluginAsync<{ db: Db }> = async () => {};
