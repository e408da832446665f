import { ClosedDate, ClosedDateBody, ClosedDateList, ClosedDatesQuery, IdParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./closed-dates.service";

const tags = ["dock"];

/** Warehouse closed dates: operators list and edit them; vendors read them (vendor.routes). */
export const closedDatesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/datatables/closed-dates",
    {
      schema: {
        tags,
        summary: "Closed dates",
        querystring: ClosedDatesQuery,
        response: { 200: ClosedDateList },
      },
    },
    async (request) => service.listClosedDates(contextOf(request, db), request.query),
  );
  app.post(
    "/spa/closed-dates",
    {
      schema: { tags, summary: "Close a dock on a day", body: ClosedDateBody, response: { 201: ClosedDate } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createClosedDate(contextOf(request, db), request.body)),
  );
  app.delete(
    "/spa/closed-dates/:id",
    { schema: { tags, summary: "Open a closed day again", params: IdParams, response: { 200: ClosedDate } } },
    async (request) => service.deleteClosedDate(contextOf(request, db), request.params.id),
  );
};
