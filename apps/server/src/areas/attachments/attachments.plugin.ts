import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { documentsRoutes } from "./documents.routes";
import { notesRoutes } from "./notes.routes";
import { photosRoutes } from "./photos.routes";

/** Every call of the attachments area: documents, photos and notes of accounts, loads and assets. */
export const attachmentsArea: FastifyPluginAsync<AreaDeps> = async (app, { db, files }) => {
  await app.register(documentsRoutes, { db, files });
  await app.register(photosRoutes, { db, files });
  await app.register(notesRoutes, { db });
};
