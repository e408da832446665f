import { ActivityDocument, DocumentFields, FileParams, SlugParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { contextOf } from "../../plugins/auth";
import * as service from "./activity-documents.service";

const tags = ["activities"];
const UploadFields = DocumentFields.pick({ name: true, type: true, client_access: true });

/** Documents of a load: staff upload and delete; clients list and download shared ones. */
export const activityDocumentsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  const ctx = (request: Parameters<typeof contextOf>[0]) => ({ ...contextOf(request, db), files });

  for (const base of ["/spa/activities/:slug/documents", "/spa/client/activities/:slug/documents"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "Documents of an activity (clients: shared, client-visible types)",
          params: SlugParams,
          response: { 200: z.array(ActivityDocument) },
        },
      },
      async (request) => service.listDocuments(contextOf(request, db), request.params.slug),
    );
    app.get(
      `${base}/:id/download`,
      { schema: { tags, summary: "Download a document's file", params: FileParams } },
      async (request, reply) => {
        const file = await service.openDocument(ctx(request), request.params.slug, request.params.id);
        return sendStoredFile(reply, file, "attachment");
      },
    );
  }

  app.post(
    "/spa/activities/:slug/documents",
    {
      schema: {
        tags,
        summary: "Upload a document (multipart: file, name, type, client_access)",
        params: SlugParams,
        consumes: ["multipart/form-data"],
        response: { 201: ActivityDocument },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readUpload(request, UploadFields, "the document");
      const created = await service.uploadDocument(ctx(request), request.params.slug, fields, file);
      return reply.status(201).send(created);
    },
  );
  app.delete(
    "/spa/activities/:slug/documents/:id",
    { schema: { tags, summary: "Delete a document", params: FileParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteDocument(ctx(request), request.params.slug, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
