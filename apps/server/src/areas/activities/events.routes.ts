import { ActivityEventList, ActivityEventsQuery, SlugParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import { listEvents } from "./activities.service";

/** `GET /activities/{slug}/events`: the activity's chain of custody (who changed what, when). */
export const activityEventsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/activities/:slug/events",
    {
      schema: {
        tags: ["activities"],
        summary: "Events of an activity",
        params: SlugParams,
        querystring: ActivityEventsQuery,
        response: { 200: ActivityEventList },
      },
    },
    async (request) => listEvents(contextOf(request, db), request.params.slug, request.query),
  );
};
