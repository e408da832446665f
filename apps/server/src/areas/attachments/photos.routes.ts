import {
  ActivityPhotoFields,
  AssetPhotoFields,
  deleteActivityPhoto,
  deleteAssetPhoto,
  getActivityPhotoFile,
  getPhotoImage,
  listActivityPhotos,
  listAssetPhotos,
  uploadActivityPhoto,
  uploadAssetPhoto,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import * as service from "./photos.service";

/** Photos of loads and assets (staff add and remove; clients see their own), and any photo's image by id. */
export const photosRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  serve(app, db, listActivityPhotos, ({ params }, ctx) => service.listPhotos(ctx, "activity", params.slug));
  serve(app, db, getActivityPhotoFile, async ({ params }, ctx, _request, reply) => {
    const photo = await service.openPhoto({ ...ctx, files }, "activity", params.slug, params.id);
    return sendStoredFile(reply, photo, "inline");
  });
  serve(app, db, uploadActivityPhoto, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, ActivityPhotoFields, "the photo");
    return service.uploadPhoto({ ...ctx, files }, "activity", params.slug, fields, file);
  });
  serve(app, db, deleteActivityPhoto, async ({ params }, ctx) => {
    await service.deletePhoto({ ...ctx, files }, "activity", params.slug, params.id);
    return undefined;
  });

  serve(app, db, listAssetPhotos, ({ params }, ctx) => service.listPhotos(ctx, "asset", params.ref));
  serve(app, db, getPhotoImage, async ({ params }, ctx, _request, reply) => {
    const photo = await service.openPhotoById({ ...ctx, files }, params.id);
    return sendStoredFile(reply, photo, "inline");
  });
  serve(app, db, uploadAssetPhoto, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, AssetPhotoFields, "the photo");
    return service.uploadPhoto({ ...ctx, files }, "asset", params.ref, fields, file);
  });
  serve(app, db, deleteAssetPhoto, async ({ params }, ctx) => {
    await service.deletePhoto({ ...ctx, files }, "asset", params.ref, params.id);
    return undefined;
  });
};
