import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";

export const shipmentRoutes: FastifyPluginAsync<{ db: Db }> = async () => {};
