import type { Readable } from "node:stream";
import { ASSET_PHOTO_TYPES, type Photo } from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { sniffDocumentType } from "../../platform/file-types";
import type { FileStore } from "../../platform/files";
import { cleanFileName, storeThenRecord, type UploadedFile } from "../../platform/uploads";
import { findActivity } from "./activity-scope";
import * as repo from "./photos.repo";

export type FilesContext = ServiceContext & { files: FileStore };
export type PhotoFields = { type: string | null; barcode: string | null };

/** Photos are shown in browsers, so only the image types every browser renders are kept. */
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

const typeLabel = (type: string | null) => ASSET_PHOTO_TYPES.find((t) => t.id === type)?.label ?? null;

function assertStaff(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff change a load's photos");
}

/** Photos of a load; clients see those of their own loads (findActivity answers 404 otherwise). */
export async function listPhotos(ctx: ServiceContext, slug: string): Promise<Photo[]> {
  const activity = await findActivity(ctx, slug);
  return (await repo.listPhotos(ctx.db, activity.id)).map(repo.toPhoto);
}

export async function openPhoto(
  ctx: FilesContext,
  slug: string,
  id: number,
): Promise<{ stream: Readable; contentType: string; size: number; fileName: string }> {
  const activity = await findActivity(ctx, slug);
  const row = await repo.findPhoto(ctx.db, activity.id, id);
  if (!row) throw notFound("Photo");
  return {
    stream: ctx.files.read(row.fileKey),
    contentType: row.contentType,
    size: row.size,
    fileName: row.fileName,
  };
}

/**
 * Keeps a photo of a load (JPEG, PNG or WebP, recognised from its bytes), optionally of the
 * asset with `barcode`; record and event in one transaction, and the stored file is removed
 * again if they fail.
 */
export async function uploadPhoto(
  ctx: FilesContext,
  slug: string,
  fields: PhotoFields,
  file: UploadedFile | undefined,
): Promise<Photo> {
  assertStaff(ctx);
  if (!file) throw fieldError("file", "Choose a photo to upload");
  if (file.bytes.length === 0) throw fieldError("file", "The file is empty");
  const sniffed = sniffDocumentType(file.bytes, file.fileName);
  if (!sniffed || !IMAGE_TYPES.has(sniffed.contentType)) {
    throw fieldError("file", "Upload a JPEG, PNG or WebP image");
  }
  await findActivity(ctx, slug);
  return storeThenRecord(ctx.files, file.bytes, sniffed.extension, (fileKey) =>
    ctx.db.transaction(async (tx) => {
      const activity = await findActivity({ ...ctx, db: tx }, slug);
      const id = await repo.insertPhoto(tx, {
        activityId: activity.id,
        barcode: fields.barcode,
        type: fields.type,
        fileKey,
        fileName: cleanFileName(file.fileName, sniffed.extension, "photo"),
        contentType: sniffed.contentType,
        size: file.bytes.length,
        uploadedBy: ctx.actor.id,
      });
      const what = [typeLabel(fields.type), "photo"].filter(Boolean).join(" ");
      await recordEvents(tx, [
        {
          activityId: activity.id,
          barcode: fields.barcode,
          action: "photo_added",
          message: fields.barcode ? `${what} of ${fields.barcode} added` : `${what} added`,
          changes: [{ field: "photo", from: null, to: { id, type: fields.type, barcode: fields.barcode } }],
          userId: ctx.actor.id,
        },
      ]);
      const row = await repo.findPhoto(tx, activity.id, id);
      if (!row) throw notFound("Photo");
      return repo.toPhoto(row);
    }),
  );
}

export async function deletePhoto(ctx: FilesContext, slug: string, id: number): Promise<void> {
  assertStaff(ctx);
  const fileKey = await ctx.db.transaction(async (tx) => {
    const activity = await findActivity({ ...ctx, db: tx }, slug);
    const row = await repo.findPhoto(tx, activity.id, id);
    if (!row) throw notFound("Photo");
    await repo.deletePhoto(tx, id);
    await recordEvents(tx, [
      {
        activityId: activity.id,
        barcode: row.barcode,
        action: "photo_removed",
        message: `Photo ${row.fileName} removed`,
        changes: [{ field: "photo", from: { id, type: row.type, barcode: row.barcode }, to: null }],
        userId: ctx.actor.id,
      },
    ]);
    return row.fileKey;
  });
  await ctx.files.remove(fileKey).catch(() => {});
}
