import { createClosedDate, deleteClosedDate, listClosedDates } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./closed-dates.service";

/** Warehouse closed dates: operators list and edit them; vendors read them (vendor.routes). */
export const closedDatesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listClosedDates, ({ query }, ctx) => service.listClosedDates(ctx, query));
  serve(app, db, createClosedDate, ({ body }, ctx) => service.createClosedDate(ctx, body));
  serve(app, db, deleteClosedDate, ({ params }, ctx) => service.deleteClosedDate(ctx, params.id));
};
