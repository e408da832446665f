import {
  ActivityDocumentUploadFields,
  AssetDocumentFields,
  DocumentFields,
  deleteAccountDocument,
  deleteActivityDocument,
  deleteAssetDocument,
  downloadAccountDocument,
  downloadActivityDocument,
  downloadAssetDocument,
  getAccountDocument,
  listAccountDocuments,
  listActivityDocuments,
  listAssetDocuments,
  updateAccountDocument,
  uploadAccountDocument,
  uploadActivityDocument,
  uploadAssetDocument,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import * as service from "./documents.service";

/**
 * Documents of accounts, loads and assets: staff upload and delete (and edit an account's);
 * clients list and download those meant for them.
 */
export const documentsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  serve(app, db, listAccountDocuments, ({ params, query }, ctx) =>
    service.listDocuments(ctx, "account", params.id, query.type),
  );
  serve(app, db, getAccountDocument, ({ params }, ctx) =>
    service.getDocument(ctx, "account", params.id, params.documentId),
  );
  serve(app, db, downloadAccountDocument, async ({ params }, ctx, _request, reply) => {
    const file = await service.openDocument({ ...ctx, files }, "account", params.id, params.documentId);
    return sendStoredFile(reply, file, "attachment");
  });
  serve(app, db, uploadAccountDocument, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, DocumentFields, "the document");
    return service.uploadDocument({ ...ctx, files }, "account", params.id, fields, file);
  });
  serve(app, db, updateAccountDocument, ({ params, body }, ctx) =>
    service.updateDocument(ctx, "account", params.id, params.documentId, body),
  );
  serve(app, db, deleteAccountDocument, async ({ params }, ctx) => {
    await service.deleteDocument({ ...ctx, files }, "account", params.id, params.documentId);
    return undefined;
  });

  serve(app, db, listActivityDocuments, ({ params }, ctx) =>
    service.listDocuments(ctx, "activity", params.slug),
  );
  serve(app, db, downloadActivityDocument, async ({ params }, ctx, _request, reply) => {
    const file = await service.openDocument({ ...ctx, files }, "activity", params.slug, params.id);
    return sendStoredFile(reply, file, "attachment");
  });
  serve(app, db, uploadActivityDocument, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, ActivityDocumentUploadFields, "the document");
    return service.uploadDocument({ ...ctx, files }, "activity", params.slug, fields, file);
  });
  serve(app, db, deleteActivityDocument, async ({ params }, ctx) => {
    await service.deleteDocument({ ...ctx, files }, "activity", params.slug, params.id);
    return undefined;
  });

  serve(app, db, listAssetDocuments, ({ params }, ctx) => service.listDocuments(ctx, "asset", params.ref));
  serve(app, db, downloadAssetDocument, async ({ params }, ctx, _request, reply) => {
    const file = await service.openDocument({ ...ctx, files }, "asset", params.ref, params.id);
    return sendStoredFile(reply, file, "attachment");
  });
  serve(app, db, uploadAssetDocument, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, AssetDocumentFields, "the document");
    return service.uploadDocument({ ...ctx, files }, "asset", params.ref, fields, file);
  });
  serve(app, db, deleteAssetDocument, async ({ params }, ctx) => {
    await service.deleteDocument({ ...ctx, files }, "asset", params.ref, params.id);
    return undefined;
  });
};
