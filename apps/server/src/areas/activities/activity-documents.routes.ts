import {
  ActivityDocumentUploadFields,
  deleteActivityDocument,
  downloadActivityDocument,
  listActivityDocuments,
  uploadActivityDocument,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import * as service from "./activity-documents.service";

/** Documents of a load: staff upload and delete; clients list and download shared ones. */
export const activityDocumentsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  serve(app, db, listActivityDocuments, ({ params }, ctx) => service.listDocuments(ctx, params.slug));
  serve(app, db, downloadActivityDocument, async ({ params }, ctx, _request, reply) => {
    const file = await service.openDocument({ ...ctx, files }, params.slug, params.id);
    return sendStoredFile(reply, file, "attachment");
  });
  serve(app, db, uploadActivityDocument, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, ActivityDocumentUploadFields, "the document");
    return service.uploadDocument({ ...ctx, files }, params.slug, fields, file);
  });
  serve(app, db, deleteActivityDocument, async ({ params }, ctx) => {
    await service.deleteDocument({ ...ctx, files }, params.slug, params.id);
    return undefined;
  });
};
