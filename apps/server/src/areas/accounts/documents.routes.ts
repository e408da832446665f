import { AccountDocument, DocumentFields, DocumentParams, DocumentsQuery, IdParams } from "@ops/domain";
import "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { fieldError } from "../../platform/app-error";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { contextOf } from "../../plugins/auth";
import * as service from "./documents.service";

const tags = ["documents"];

export const documentsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  const ctx = (request: Parameters<typeof contextOf>[0]) => ({ ...contextOf(request, db), files });

  for (const base of ["/spa/accounts/:id/documents", "/spa/client/accounts/:id/documents"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "Documents of an account",
          params: IdParams,
          querystring: DocumentsQuery,
          response: { 200: z.array(AccountDocument) },
        },
      },
      async (request) => service.listDocuments(contextOf(request, db), request.params.id, request.query.type),
    );
    app.get(
      `${base}/:documentId`,
      {
        schema: {
          tags,
          summary: "Get a document",
          params: DocumentParams,
          response: { 200: AccountDocument },
        },
      },
      async (request) =>
        service.getDocument(contextOf(request, db), request.params.id, request.params.documentId),
    );
    app.get(
      `${base}/:documentId/download`,
      { schema: { tags, summary: "Download a document's file", params: DocumentParams } },
      async (request, reply) => {
        const file = await service.openDocument(ctx(request), request.params.id, request.params.documentId);
        return sendStoredFile(reply, file, "attachment");
      },
    );
  }

  app.post(
    "/spa/accounts/:id/documents",
    {
      schema: {
        tags,
        summary: "Upload a document (multipart: file, name, type, client_access, expiryDate)",
        params: IdParams,
        consumes: ["multipart/form-data"],
        response: { 201: AccountDocument },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readUpload(request, DocumentFields, "the document");
      if (!file) throw fieldError("file", "Choose a file to upload");
      const created = await service.uploadDocument(ctx(request), request.params.id, fields, file);
      return reply.status(201).send(created);
    },
  );
  app.put(
    "/spa/accounts/:id/documents/:documentId",
    {
      schema: {
        tags,
        summary: "Edit a document's name, type, client access or expiry",
        params: DocumentParams,
        body: DocumentFields,
        response: { 200: AccountDocument },
      },
    },
    async (request) =>
      service.updateDocument(
        contextOf(request, db),
        request.params.id,
        request.params.documentId,
        request.body,
      ),
  );
  app.delete(
    "/spa/accounts/:id/documents/:documentId",
    { schema: { tags, summary: "Delete a document", params: DocumentParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteDocument(ctx(request), request.params.id, request.params.documentId);
      return reply.status(204).send(null);
    },
  );
};
