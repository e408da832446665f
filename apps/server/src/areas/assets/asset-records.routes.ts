import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/files";
import { assetDeltasRoutes } from "./asset-deltas.routes";
import { assetDocumentsRoutes } from "./asset-documents.routes";
import { assetPhotosRoutes } from "./asset-photos.routes";
import { holdsRoutes } from "./holds.routes";

/** The receiving records around assets: ASN deltas, holds, asset photos and asset documents. */
export const assetRecordsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  await app.register(assetDeltasRoutes, { db });
  await app.register(holdsRoutes, { db, files });
  await app.register(assetPhotosRoutes, { db, files });
  await app.register(assetDocumentsRoutes, { db, files });
};
