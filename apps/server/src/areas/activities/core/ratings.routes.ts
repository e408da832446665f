import { listActivityRatings, rateActivity } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../../db/client";
import { serve } from "../../../platform/endpoints";
import * as service from "./ratings.service";

/** `/activities/{slug}/ratings` for staff and `/client/...` for clients rating their own loads. */
export const ratingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listActivityRatings, ({ params }, ctx) => service.listRatings(ctx, params.slug));
  serve(app, db, rateActivity, async ({ params, body }, ctx, _request, reply) => {
    const { rating, created } = await service.rateActivity(ctx, params.slug, body);
    return reply.status(created ? 201 : 200).send(rating);
  });
};
