import {
  AssetPhotoFields,
  deleteAssetPhoto,
  getPhotoImage,
  listAssetPhotos,
  uploadAssetPhoto,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import * as service from "./asset-photos.service";

/** Photos of an asset (staff add and remove; clients see their own), and any photo's image by id. */
export const assetPhotosRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  serve(app, db, listAssetPhotos, ({ params }, ctx) => service.listPhotos(ctx, params.ref));
  serve(app, db, getPhotoImage, async ({ params }, ctx, _request, reply) => {
    const photo = await service.openPhoto({ ...ctx, files }, params.id);
    return sendStoredFile(reply, photo, "inline");
  });
  serve(app, db, uploadAssetPhoto, async ({ params }, ctx, request) => {
    const { fields, file } = await readUpload(request, AssetPhotoFields, "the photo");
    return service.uploadPhoto({ ...ctx, files }, params.ref, fields.type, file);
  });
  serve(app, db, deleteAssetPhoto, async ({ params }, ctx) => {
    await service.deletePhoto({ ...ctx, files }, params.ref, params.id);
    return undefined;
  });
};
