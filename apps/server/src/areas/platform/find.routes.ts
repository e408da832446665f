import { findTerm } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./find.service";

/** Global find for staff and, limited to their accounts, clients (SPEC §7). */
export const findRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, findTerm, ({ params }, ctx) => service.findTerm(ctx, params.term));
};
