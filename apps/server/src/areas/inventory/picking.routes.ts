import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";

/** Reservations of stock for orders, and the pick lists that fetch them (issue 17). */
export const pickingRoutes: FastifyPluginAsync<{ db: Db }> = async (_app, _opts) => {};
