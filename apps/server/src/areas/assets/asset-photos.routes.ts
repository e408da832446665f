import { ASSET_PHOTO_TYPES, AssetBarcode, idsOf, Photo } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { contextOf } from "../../plugins/auth";
import * as service from "./asset-photos.service";

const tags = ["assets"];

/** `:ref` is the barcode here; the position is shared with `/assets/:ref` (an id), see docs/api/assets.md. */
const RefParams = z.object({ ref: AssetBarcode });
const RefPhotoParams = RefParams.extend({ id: z.coerce.number().int().positive() });
const PhotoIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Multipart text fields of an asset photo; an empty type means "none" (forms send every field). */
const PhotoFields = z.object({
  type: z
    .union([z.enum(idsOf(ASSET_PHOTO_TYPES)), z.literal("")], { error: "Choose a photo type from the list" })
    .optional()
    .transform((v) => v || null),
});

/** Photos of an asset (staff add and remove; clients see their own), and any photo's image by id. */
export const assetPhotosRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  const ctx = (request: Parameters<typeof contextOf>[0]) => ({ ...contextOf(request, db), files });

  for (const prefix of ["/spa", "/spa/client"]) {
    app.get(
      `${prefix}/assets/:ref/photos`,
      {
        schema: { tags, summary: "Photos of an asset", params: RefParams, response: { 200: z.array(Photo) } },
      },
      async (request) => service.listPhotos(contextOf(request, db), request.params.ref),
    );
    app.get(
      `${prefix}/photos/:id/file`,
      { schema: { tags, summary: "The image of a photo (of a load or an asset)", params: PhotoIdParams } },
      async (request, reply) => {
        const photo = await service.openPhoto(ctx(request), request.params.id);
        return sendStoredFile(reply, photo, "inline");
      },
    );
  }

  app.post(
    "/spa/assets/:ref/photos",
    {
      schema: {
        tags,
        summary:
          "Upload a photo of an asset (multipart: file as JPEG, PNG or WebP, e.g. webcam.png; optional type)",
        params: RefParams,
        consumes: ["multipart/form-data"],
        response: { 201: Photo },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readUpload(request, PhotoFields, "the photo");
      return reply
        .status(201)
        .send(await service.uploadPhoto(ctx(request), request.params.ref, fields.type, file));
    },
  );
  app.delete(
    "/spa/assets/:ref/photos/:id",
    {
      schema: {
        tags,
        summary: "Delete a photo of an asset",
        params: RefPhotoParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deletePhoto(ctx(request), request.params.ref, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
