import { listOriginLoads } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as originLoads from "./origin-loads.service";

/** Origin loads by warehouse (issue 17 §6). */
export const originLoadsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listOriginLoads, ({ query }, ctx) => originLoads.listOriginLoads(ctx, query));
};
