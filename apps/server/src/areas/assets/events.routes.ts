import {
  BarcodeParams,
  Event,
  EventBody,
  EventList,
  EventParams,
  EventsQuery,
  EventUpdate,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./events.service";

const tags = ["events"];

/**
 * Events (SPEC §7 events CRUD): operators record and list them; only events entered through
 * `POST /events` change. An asset's events are its chain of custody, for clients too.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/spa/events",
    {
      schema: {
        tags,
        summary: "Record an event (one per named activity)",
        body: EventBody,
        response: { 201: z.array(Event) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createEvents(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/events",
    { schema: { tags, summary: "List events", querystring: EventsQuery, response: { 200: EventList } } },
    async (request) => service.listEvents(contextOf(request, db), request.query),
  );
  app.get(
    "/spa/events/:id",
    { schema: { tags, summary: "Get an event", params: EventParams, response: { 200: Event } } },
    async (request) => service.getEvent(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/events/:id",
    {
      schema: {
        tags,
        summary: "Change an event entered by a person",
        params: EventParams,
        body: EventUpdate,
        response: { 200: Event },
      },
    },
    async (request) => service.updateEvent(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/events/:id",
    {
      schema: {
        tags,
        summary: "Remove an event entered by a person",
        params: EventParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteEvent(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );
  for (const base of ["/spa", "/spa/client"]) {
    app.get(
      `${base}/assets/:barcode/events`,
      {
        schema: {
          tags,
          summary: "An asset's events (its chain of custody)",
          params: BarcodeParams,
          querystring: EventsQuery,
          response: { 200: EventList },
        },
      },
      async (request) =>
        service.listAssetEvents(contextOf(request, db), request.params.barcode, request.query),
    );
  }
};
