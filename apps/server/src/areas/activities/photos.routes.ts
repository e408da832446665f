import { ASSET_PHOTO_TYPES, FileParams, idsOf, Photo, SlugParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { contextOf } from "../../plugins/auth";
import * as service from "./photos.service";

const tags = ["activities"];

/** Multipart text fields of a photo; an empty field means "none" (forms send every field). */
const PhotoFields = z.object({
  type: z
    .union([z.enum(idsOf(ASSET_PHOTO_TYPES)), z.literal("")], { error: "Choose a photo type from the list" })
    .optional()
    .transform((v) => v || null),
  barcode: z
    .string()
    .trim()
    .max(64, "Barcode is at most 64 characters")
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          /^([A-Z0-9][A-Z0-9._/-]*)?$/,
          "Barcode may contain letters, digits and . _ / - (starting with a letter or digit)",
        ),
    )
    .optional()
    .transform((v) => v || null),
});

/** Photos of a load: staff upload and delete; clients see their own loads' photos. */
export const photosRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  const ctx = (request: Parameters<typeof contextOf>[0]) => ({ ...contextOf(request, db), files });

  for (const base of ["/spa/activities/:slug/photos", "/spa/client/activities/:slug/photos"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "Photos of an activity",
          params: SlugParams,
          response: { 200: z.array(Photo) },
        },
      },
      async (request) => service.listPhotos(contextOf(request, db), request.params.slug),
    );
    app.get(
      `${base}/:id/file`,
      { schema: { tags, summary: "The image of a photo", params: FileParams } },
      async (request, reply) => {
        const photo = await service.openPhoto(ctx(request), request.params.slug, request.params.id);
        return sendStoredFile(reply, photo, "inline");
      },
    );
  }

  app.post(
    "/spa/activities/:slug/photos",
    {
      schema: {
        tags,
        summary: "Upload a photo (multipart: file as JPEG, PNG or WebP; optional type and barcode)",
        params: SlugParams,
        consumes: ["multipart/form-data"],
        response: { 201: Photo },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readUpload(request, PhotoFields, "the photo");
      return reply
        .status(201)
        .send(await service.uploadPhoto(ctx(request), request.params.slug, fields, file));
    },
  );
  app.delete(
    "/spa/activities/:slug/photos/:id",
    { schema: { tags, summary: "Delete a photo", params: FileParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deletePhoto(ctx(request), request.params.slug, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
