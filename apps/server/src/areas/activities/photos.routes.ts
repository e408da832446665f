import {
  ActivityPhotoFields,
  deleteActivityPhoto,
  getActivityPhotoFile,
  listActivityPhotos,
  uploadActivityPhoto,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import * as service from "./photos.service";

/** Photos of a load: staff upload and delete; clients see their own loads' photos. */
export const photosRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  serve(app, db, listActivityPhotos, ({ params }, ctx) => service.listPhotos(ctx, params.slug));
  serve(app, db, getActivityPhotoFile, async ({ params }, ctx, _request, reply) => {
    const photo = await service.openPhoto({ ...ctx, files }, params.slug, params.id);
    return sendStoredFile(reply, photo, "inline");
  });
  serve(app, db, uploadActivityPhoto, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, ActivityPhotoFields, "the photo");
    return service.uploadPhoto({ ...ctx, files }, params.slug, fields, file);
  });
  serve(app, db, deleteActivityPhoto, async ({ params }, ctx) => {
    await service.deletePhoto({ ...ctx, files }, params.slug, params.id);
    return undefined;
  });
};
