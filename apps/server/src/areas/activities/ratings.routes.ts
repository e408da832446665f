import { ActivityRating, RatingBody, SlugParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./ratings.service";

const tags = ["activities"];

/** `/activities/{slug}/ratings` for staff and `/client/...` for clients rating their own loads. */
export const ratingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const base of ["/spa/activities/:slug/ratings", "/spa/client/activities/:slug/ratings"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "Ratings of an activity",
          params: SlugParams,
          response: { 200: z.array(ActivityRating) },
        },
      },
      async (request) => service.listRatings(contextOf(request, db), request.params.slug),
    );
    app.post(
      base,
      {
        schema: {
          tags,
          summary: "Rate an activity (posting again replaces your rating)",
          params: SlugParams,
          body: RatingBody,
          response: { 200: ActivityRating, 201: ActivityRating },
        },
      },
      async (request, reply) => {
        const { rating, created } = await service.rateActivity(
          contextOf(request, db),
          request.params.slug,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(rating);
      },
    );
  }
};
