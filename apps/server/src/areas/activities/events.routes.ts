import { listActivityEvents } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { listEvents } from "./activities.service";

/** `GET /activities/{slug}/events`: the activity's chain of custody (who changed what, when). */
export const activityEventsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listActivityEvents, ({ params, query }, ctx) => listEvents(ctx, params.slug, query));
};
