import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";

export const consolidationRoutes: FastifyPluginAsync<{ db: Db }> = async () => {};
