import {
  ActivityAssignment,
  AssignmentBody,
  AssignmentParams,
  BulkAssignmentBody,
  BulkAssignmentResult,
  SlugParams,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./assignments.service";

const tags = ["activities"];

/** Who works on an activity (operators only), one at a time or in bulk. */
export const assignmentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/spa/activities/bulk/assignments",
    {
      schema: {
        tags,
        summary: "Assign every person to every activity (a retry adds nothing twice)",
        body: BulkAssignmentBody,
        response: { 200: BulkAssignmentResult },
      },
    },
    async (request) => service.bulkAssign(contextOf(request, db), request.body),
  );
  app.get(
    "/spa/activities/:slug/assignments",
    {
      schema: {
        tags,
        summary: "People assigned to an activity",
        params: SlugParams,
        response: { 200: z.array(ActivityAssignment) },
      },
    },
    async (request) => service.listAssignments(contextOf(request, db), request.params.slug),
  );
  app.post(
    "/spa/activities/:slug/assignments",
    {
      schema: {
        tags,
        summary: "Assign a person",
        params: SlugParams,
        body: AssignmentBody,
        response: { 201: ActivityAssignment },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createAssignment(contextOf(request, db), request.params.slug, request.body)),
  );
  app.delete(
    "/spa/activities/:slug/assignments/:id",
    {
      schema: {
        tags,
        summary: "Remove an assignment",
        params: AssignmentParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteAssignment(contextOf(request, db), request.params.slug, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
