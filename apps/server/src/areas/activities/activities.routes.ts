import {
  ActivitiesQuery,
  Activity,
  ActivityBody,
  ActivityList,
  ActivitySearchParams,
  ActivitySearchResult,
  ActivityUpdate,
  BulkStatusBody,
  BulkStatusRefusal,
  BulkStatusResult,
  Calendar,
  CalendarQuery,
  JobAccepted,
  QueryFlag,
  SlugParams,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/files";
import { startJob } from "../../platform/jobs";
import { registerListExport } from "../../platform/list-export";
import { contextOf } from "../../plugins/auth";
import * as service from "./activities.service";
import { activitiesExport } from "./activity-exports";
import { BulkRefusalError } from "./use-cases/bulk-status";

const tags = ["activities"];

export const activitiesRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  app.post(
    "/spa/activities",
    {
      schema: { tags, summary: "Create an activity (load)", body: ActivityBody, response: { 201: Activity } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createActivity(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/activities/calendar",
    {
      schema: {
        tags,
        summary: "Loads per dock day",
        querystring: CalendarQuery,
        response: { 200: Calendar },
      },
    },
    async (request) => service.getCalendar(contextOf(request, db), request.query),
  );
  app.get(
    "/spa/activities/search/:term",
    {
      schema: {
        tags,
        summary: "Find activities by slug or client reference",
        params: ActivitySearchParams,
        response: { 200: ActivitySearchResult },
      },
    },
    async (request) => service.searchActivities(contextOf(request, db), request.params.term),
  );
  app.put(
    "/spa/activities/:slug",
    {
      schema: {
        tags,
        summary: "Update an activity or move its status (async=true answers a job)",
        params: SlugParams,
        querystring: z.object({ async: QueryFlag.optional() }),
        body: ActivityUpdate,
        response: { 200: Activity, 202: JobAccepted },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request, db);
      const changes = request.body;
      if (request.query.async) {
        const jobId = await startJob(ctx, "activity-update", () =>
          service.updateActivity(ctx, request.params.slug, changes),
        );
        return reply.status(202).send({ jobId });
      }
      return reply.send(await service.updateActivity(ctx, request.params.slug, changes));
    },
  );
  app.post(
    "/spa/activities/bulk/status",
    {
      schema: {
        tags,
        summary: "Mark selected loads scheduled, priced or invoiced (all or none)",
        body: BulkStatusBody,
        // Other conflicts (a race on a row) answer the plain 409 body.
        response: { 200: BulkStatusResult, 409: BulkStatusRefusal.partial({ refusals: true }) },
      },
    },
    async (request, reply) => {
      try {
        return reply.send(await service.bulkSetStatus(contextOf(request, db), request.body));
      } catch (error) {
        if (error instanceof BulkRefusalError)
          return reply.status(409).send({ message: error.message, refusals: error.refusals });
        throw error;
      }
    },
  );

  // Reads: one use case serves operators and, limited to their accounts, clients.
  for (const base of ["/spa/activities", "/spa/client/activities"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "List activities",
          querystring: ActivitiesQuery,
          response: { 200: ActivityList },
        },
      },
      async (request) => service.listActivities(contextOf(request, db), request.query),
    );
    app.get(
      `${base}/:slug`,
      { schema: { tags, summary: "Get an activity", params: SlugParams, response: { 200: Activity } } },
      async (request) => service.getActivity(contextOf(request, db), request.params.slug),
    );
  }
  registerListExport(app, { db, files }, ["/spa/activities", "/spa/client/activities"], {
    tags: tags,
    summary: "Export activities as filtered",
    querystring: ActivitiesQuery,
    spec: activitiesExport,
  });
};
