import { getTaskOverview } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import * as service from "./task-overview.service";

/** The task overview (SPEC §2 "task overview"). */
export const taskOverviewRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, getTaskOverview, ({ query }, ctx) => service.getTaskOverview(ctx, query));
};
