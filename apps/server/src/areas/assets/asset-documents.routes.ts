import {
  AssetDocumentFields,
  deleteAssetDocument,
  downloadAssetDocument,
  listAssetDocuments,
  uploadAssetDocument,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import * as service from "./asset-documents.service";

/** Documents of an asset: staff upload and delete; clients list and download client-visible ones. */
export const assetDocumentsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  serve(app, db, listAssetDocuments, ({ params }, ctx) => service.listDocuments(ctx, params.ref));
  serve(app, db, downloadAssetDocument, async ({ params }, ctx, _request, reply) => {
    const file = await service.openDocument({ ...ctx, files }, params.ref, params.id);
    return sendStoredFile(reply, file, "attachment");
  });
  serve(app, db, uploadAssetDocument, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, AssetDocumentFields, "the document");
    return service.uploadDocument({ ...ctx, files }, params.ref, fields, file);
  });
  serve(app, db, deleteAssetDocument, async ({ params }, ctx) => {
    await service.deleteDocument({ ...ctx, files }, params.ref, params.id);
    return undefined;
  });
};
