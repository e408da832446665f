import { FieldRelationship, FieldRelationshipBody, FieldRelationshipsQuery, IdParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./field-relationships.service";

const tags = ["reconcile"];

/** The accounts' saved ASN reconcile rules (SPEC §3 Reconcile); operators only. */
export const fieldRelationshipsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/reconcile/field-relationships",
    {
      schema: {
        tags,
        summary: "An account's saved ASN column rules",
        querystring: FieldRelationshipsQuery,
        response: { 200: z.array(FieldRelationship) },
      },
    },
    async (request) => service.listFieldRelationships(contextOf(request, db), request.query.accountId),
  );
  app.post(
    "/spa/reconcile/field-relationships",
    {
      schema: {
        tags,
        summary: "Save an ASN column rule (replaces the account's rule for the same column name)",
        body: FieldRelationshipBody,
        response: { 200: FieldRelationship, 201: FieldRelationship },
      },
    },
    async (request, reply) => {
      const saved = await service.saveFieldRelationship(contextOf(request, db), request.body);
      return reply.status(saved.created ? 201 : 200).send(saved.relationship);
    },
  );
  app.delete(
    "/spa/reconcile/field-relationships/:id",
    {
      schema: {
        tags,
        summary: "Forget an ASN column rule",
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteFieldRelationship(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
