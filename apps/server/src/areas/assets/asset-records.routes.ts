import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/files";
import { assetDeltasRoutes } from "./asset-deltas.routes";
import { holdsRoutes } from "./holds.routes";

/** The receiving records around assets: ASN deltas and holds. */
export const assetRecordsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  await app.register(assetDeltasRoutes, { db });
  await app.register(holdsRoutes, { db, files });
};
