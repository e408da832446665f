import type { Readable } from "node:stream";
import type { Photo } from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import {
  addPhoto,
  type FilesContext,
  imageOf,
  openPhotoFile,
  removePhoto,
  toPhoto,
} from "../../platform/photo-files";
import type { UploadedFile } from "../../platform/uploads";
import { findActivity } from "./activity-scope";
import * as repo from "./photos.repo";

export type { FilesContext };
export type PhotoFields = { type: string | null; barcode: string | null };

function assertStaff(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff change a load's photos");
}

/** Photos of a load; clients see those of their own loads (findActivity answers 404 otherwise). */
export async function listPhotos(ctx: ServiceContext, slug: string): Promise<Photo[]> {
  const activity = await findActivity(ctx, slug);
  return (await repo.listPhotos(ctx.db, activity.id)).map(toPhoto);
}

export async function openPhoto(
  ctx: FilesContext,
  slug: string,
  id: number,
): Promise<{ stream: Readable; contentType: string; size: number; fileName: string }> {
  const activity = await findActivity(ctx, slug);
  const row = await repo.findPhoto(ctx.db, activity.id, id);
  if (!row) throw notFound("Photo");
  return openPhotoFile(ctx.files, row);
}

/**
 * Keeps a photo of a load (JPEG, PNG or WebP, recognised from its bytes), or with `barcode` of
 * an asset on it (SPEC §5; a barcode of no asset on this load is refused on `barcode`); record
 * and event in one transaction, and the stored file is removed again if they fail.
 */
export async function uploadPhoto(
  ctx: FilesContext,
  slug: string,
  fields: PhotoFields,
  file: UploadedFile | undefined,
): Promise<Photo> {
  assertStaff(ctx);
  const image = imageOf(file);
  // Check the activity and barcode before storing anything, so a refusal leaves no file behind.
  const target = async (db: FilesContext["db"]) => {
    const activity = await findActivity({ ...ctx, db }, slug);
    if (fields.barcode && !(await repo.assetIsOn(db, activity.id, fields.barcode)))
      throw fieldError("barcode", `No asset with barcode ${fields.barcode} is on ${activity.slug}`);
    return { activityId: activity.id, barcode: fields.barcode };
  };
  await target(ctx.db);
  return addPhoto(ctx, image, fields.type, target);
}

export async function deletePhoto(ctx: FilesContext, slug: string, id: number): Promise<void> {
  assertStaff(ctx);
  await removePhoto(ctx, async (tx) => {
    const activity = await findActivity({ ...ctx, db: tx }, slug);
    const row = await repo.findPhoto(tx, activity.id, id);
    if (!row) throw notFound("Photo");
    return row;
  });
}
