import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";

export const outboundRoutes: FastifyPluginAsync<{ db: Db }> = async () => {};
