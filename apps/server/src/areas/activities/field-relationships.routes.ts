import { deleteAsnFieldRelationship, listAsnFieldRelationships, saveAsnFieldRelationship } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./field-relationships.service";

/** The accounts' saved ASN reconcile rules (SPEC §3 Reconcile); operators only. */
export const fieldRelationshipsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listAsnFieldRelationships, ({ query }, ctx) =>
    service.listFieldRelationships(ctx, query.accountId),
  );
  serve(app, db, saveAsnFieldRelationship, async ({ body }, ctx, _request, reply) => {
    const saved = await service.saveFieldRelationship(ctx, body);
    return reply.status(saved.created ? 201 : 200).send(saved.relationship);
  });
  serve(app, db, deleteAsnFieldRelationship, async ({ params }, ctx) => {
    await service.deleteFieldRelationship(ctx, params.id);
    return undefined;
  });
};
