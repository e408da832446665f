import type { Photo } from "@ops/domain";
import { AppError, notFound } from "../../platform/app-error";
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
import { visibleAccountIds } from "../accounts/account-scope";
import * as repo from "./asset-photos.repo";
import { findAsset } from "./asset-scope";

function assertStaff(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff change an asset's photos");
}

/** Photos of an asset; clients see those of their own assets (404 otherwise). */
export async function listPhotos(ctx: ServiceContext, barcode: string): Promise<Photo[]> {
  const asset = await findAsset(ctx, barcode);
  return (await repo.listAssetPhotos(ctx.db, asset.id)).map(toPhoto);
}

/**
 * Keeps a photo of an asset (SPEC §5: with a barcode the photo is the asset's): the row gets the
 * asset's barcode and its current activity, so it shows on the load's asset photos too.
 */
export async function uploadPhoto(
  ctx: FilesContext,
  barcode: string,
  type: string | null,
  file: UploadedFile | undefined,
): Promise<Photo> {
  assertStaff(ctx);
  const image = imageOf(file);
  // Check the asset before storing anything, so an unknown barcode leaves no file behind.
  await findAsset(ctx, barcode);
  return addPhoto(ctx, image, type, async (tx) => {
    const asset = await findAsset({ ...ctx, db: tx }, barcode);
    return { activityId: asset.activityId, barcode: asset.barcode };
  });
}

export async function deletePhoto(ctx: FilesContext, barcode: string, id: number): Promise<void> {
  assertStaff(ctx);
  await removePhoto(ctx, async (tx) => {
    const asset = await findAsset({ ...ctx, db: tx }, barcode);
    return repo.findAssetPhoto(tx, asset.id, id);
  });
}

/**
 * The image of any photo (of a load or of an asset) by its id: operators any, clients those of
 * their own accounts' loads; anything else answers 404.
 */
export async function openPhoto(ctx: FilesContext, id: number) {
  const row = await repo.findPhotoById(ctx.db, id);
  if (!row) throw notFound("Photo");
  if (ctx.actor.audience !== "operator") {
    const ids = await visibleAccountIds(ctx);
    if (ids !== "all" && (row.accountId === null || !ids.includes(row.accountId))) throw notFound("Photo");
  }
  return openPhotoFile(ctx.files, row);
}
