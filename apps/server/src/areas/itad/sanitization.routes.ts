import {
  createDestructionBatch,
  downloadDestructionBatchPhoto,
  getAssetSanitization,
  getDestructionBatch,
  importErasures,
  listDestructionBatches,
  recordErasure,
  uploadDestructionBatchPhoto,
} from "@ops/domain";
import "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { readMultipart } from "../../platform/uploads";
import * as batches from "./destruction-batches";
import * as erasureImport from "./erasure-import";
import * as sanitization from "./sanitization.service";

/** A batch lists up to 5,000 scans: over Fastify's 1 MB default body. */
const BATCH_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Data sanitization (issue 16): an asset's records, recording an erasure, importing a tool's
 * erasure report, and destruction batches with their photo.
 */
export const sanitizationRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  serve(app, db, getAssetSanitization, ({ params }, ctx) =>
    sanitization.getAssetSanitization(ctx, params.barcode),
  );
  serve(app, db, recordErasure, ({ params, body }, ctx) =>
    sanitization.recordErasure(ctx, params.barcode, body),
  );
  serve(app, db, importErasures, async ({ params }, ctx, request) => {
    const { file } = await readMultipart(request, "the erasure report");
    return erasureImport.importErasures(ctx, params.slug, file);
  });
  serve(app, db, listDestructionBatches, ({ query }, ctx) => batches.listDestructionBatches(ctx, query));
  serve(app, db, createDestructionBatch, ({ body }, ctx) => batches.createDestructionBatch(ctx, body), {
    bodyLimit: BATCH_BODY_LIMIT,
  });
  serve(app, db, getDestructionBatch, ({ params }, ctx) => batches.getDestructionBatch(ctx, params.id));
  serve(app, db, uploadDestructionBatchPhoto, async ({ params }, ctx, request) => {
    const { file } = await readMultipart(request, "the batch's photo");
    return batches.uploadBatchPhoto({ ...ctx, files }, params.id, file);
  });
  serve(app, db, downloadDestructionBatchPhoto, async ({ params }, ctx, _request, reply) => {
    const photo = await batches.openBatchPhoto({ ...ctx, files }, params.id);
    return sendStoredFile(reply, photo, "inline");
  });
};
