import { AssetBarcode, DocumentFields } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { contextOf } from "../../plugins/auth";
import * as service from "./asset-documents.service";

const tags = ["assets"];
const UploadFields = DocumentFields.pick({ name: true, type: true });
/** `:ref` is the barcode here; the position is shared with `/assets/:ref` (an id), see docs/api/assets.md. */
const RefParams = z.object({ ref: AssetBarcode });
const RefDocumentParams = RefParams.extend({ id: z.coerce.number().int().positive() });

/** An asset's document: the activity document's fields, keyed by the asset's barcode. */
export const AssetDocument = z.object({
  id: z.number().int(),
  barcode: z.string(),
  name: z.string(),
  type: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});

/** Documents of an asset: staff upload and delete; clients list and download client-visible ones. */
export const assetDocumentsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  const ctx = (request: Parameters<typeof contextOf>[0]) => ({ ...contextOf(request, db), files });

  for (const base of ["/spa/assets/:ref/documents", "/spa/client/assets/:ref/documents"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "Documents of an asset (clients: client-visible types)",
          params: RefParams,
          response: { 200: z.array(AssetDocument) },
        },
      },
      async (request) => service.listDocuments(contextOf(request, db), request.params.ref),
    );
    app.get(
      `${base}/:id/download`,
      { schema: { tags, summary: "Download an asset document's file", params: RefDocumentParams } },
      async (request, reply) => {
        const file = await service.openDocument(ctx(request), request.params.ref, request.params.id);
        return sendStoredFile(reply, file, "attachment");
      },
    );
  }

  app.post(
    "/spa/assets/:ref/documents",
    {
      schema: {
        tags,
        summary: "Upload a document of an asset (multipart: file, name, type)",
        params: RefParams,
        consumes: ["multipart/form-data"],
        response: { 201: AssetDocument },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readUpload(request, UploadFields, "the document");
      const created = await service.uploadDocument(ctx(request), request.params.ref, fields, file);
      return reply.status(201).send(created);
    },
  );
  app.delete(
    "/spa/assets/:ref/documents/:id",
    {
      schema: {
        tags,
        summary: "Delete a document of an asset",
        params: RefDocumentParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteDocument(ctx(request), request.params.ref, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
