import {
  DocumentFields,
  deleteAccountDocument,
  downloadAccountDocument,
  getAccountDocument,
  listAccountDocuments,
  updateAccountDocument,
  uploadAccountDocument,
} from "@ops/domain";
import "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { fieldError } from "../../platform/app-error";
import { serve } from "../../platform/endpoints";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import * as service from "./documents.service";

/** The documents of an account: staff upload and edit; clients list and download shared ones. */
export const documentsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  serve(app, db, listAccountDocuments, ({ params, query }, ctx) =>
    service.listDocuments(ctx, params.id, query.type),
  );
  serve(app, db, getAccountDocument, ({ params }, ctx) =>
    service.getDocument(ctx, params.id, params.documentId),
  );
  serve(app, db, downloadAccountDocument, async ({ params }, ctx, _request, reply) => {
    const file = await service.openDocument({ ...ctx, files }, params.id, params.documentId);
    return sendStoredFile(reply, file, "attachment");
  });

  serve(app, db, uploadAccountDocument, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, DocumentFields, "the document");
    if (!file) throw fieldError("file", "Choose a file to upload");
    return service.uploadDocument({ ...ctx, files }, params.id, fields, file);
  });
  serve(app, db, updateAccountDocument, ({ params, body }, ctx) =>
    service.updateDocument(ctx, params.id, params.documentId, body),
  );
  serve(app, db, deleteAccountDocument, async ({ params }, ctx) => {
    await service.deleteDocument({ ...ctx, files }, params.id, params.documentId);
    return undefined;
  });
};
