import { ASSET_PHOTO_TYPES, type Photo } from "@ops/domain";
import type { Db } from "../../db/client";
import { fieldError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import type { StoredFile } from "../../platform/file-routes";
import type { FilesContext } from "../../platform/files";
import { foundOrNone } from "../../platform/found-or-none";
import type { UploadedFile } from "../../platform/uploads";
import { visibleAccountIds } from "../accounts/account-scope";
import { findAsset } from "../assets/asset-scope";
import { type AttachmentOwner, OWNERS } from "./attachment-owners";
import * as repo from "./photos.repo";
import { checkImage, openStored, removeRecorded, storeAndRecord } from "./stored-files";

/** Loads and assets keep photos; accounts do not. */
export type PhotoOwnerKind = "activity" | "asset";
export type PhotoFields = { type: string | null; barcode?: string | null };

const typeLabel = (type: string | null) => ASSET_PHOTO_TYPES.find((t) => t.id === type)?.label ?? null;

/**
 * Where a new photo goes (SPEC §5): an asset's photo gets the asset's barcode and its current
 * activity, so it shows on the load's photos too; a load's photo with a barcode is the photo of
 * that asset, which must be on the load (refused on `barcode` otherwise).
 */
async function placementOf(ctx: ServiceContext, owner: AttachmentOwner, barcode: string | null | undefined) {
  if (owner.kind === "asset" || !barcode) return { activityId: owner.activityId, barcode: owner.barcode };
  const asset = await foundOrNone(() => findAsset(ctx, barcode));
  if (!asset || asset.activityId !== owner.id)
    throw fieldError("barcode", `No asset with barcode ${barcode} is on ${owner.slug}`);
  return { activityId: owner.id, barcode: asset.barcode };
}

/** Photos of a load or an asset; clients see those of their own (404 otherwise). */
export async function listPhotos(ctx: ServiceContext, kind: PhotoOwnerKind, ref: string): Promise<Photo[]> {
  const owner = await OWNERS[kind].find(ctx, ref);
  return (await repo.listPhotos(ctx.db, owner)).map(repo.toPhoto);
}

/** The image of one photo of a load or an asset the actor may see. */
export async function openPhoto(
  ctx: FilesContext,
  kind: PhotoOwnerKind,
  ref: string,
  id: number,
): Promise<StoredFile> {
  const owner = await OWNERS[kind].find(ctx, ref);
  return openStored(ctx.files, await repo.findPhoto(ctx.db, id, owner), "Photo");
}

/**
 * The image of any photo (of a load or of an asset) by its id: operators any, clients those of
 * their own accounts' loads; anything else answers 404.
 */
export async function openPhotoById(ctx: FilesContext, id: number): Promise<StoredFile> {
  const row = await repo.findPhoto(ctx.db, id);
  if (row && ctx.actor.audience !== "operator") {
    const ids = await visibleAccountIds(ctx);
    if (ids !== "all" && (row.accountId === null || !ids.includes(row.accountId))) throw notFound("Photo");
  }
  return openStored(ctx.files, row, "Photo");
}

/**
 * Keeps a photo (JPEG, PNG or WebP, recognised from its bytes) of a load or an asset; record
 * and `photo_added` event in one transaction, and the stored file is removed again if they
 * fail. The owner and barcode are checked before anything is stored, so a refusal leaves no file.
 */
export async function uploadPhoto(
  ctx: FilesContext,
  kind: PhotoOwnerKind,
  ref: string,
  fields: PhotoFields,
  file: UploadedFile | undefined,
): Promise<Photo> {
  const adapter = OWNERS[kind];
  adapter.assertStaff(ctx, "photos");
  const image = checkImage(file);
  const place = async (db: Db) =>
    placementOf({ ...ctx, db }, await adapter.find({ ...ctx, db }, ref), fields.barcode);
  await place(ctx.db);
  return storeAndRecord(ctx, image, async (tx, stored) => {
    const { activityId, barcode } = await place(tx);
    const { type } = fields;
    const id = await repo.insertPhoto(tx, { ...stored, activityId, barcode, type });
    const what = [typeLabel(type), "photo"].filter(Boolean).join(" ");
    await recordEvents(tx, [
      {
        activityId,
        barcode,
        action: "photo_added",
        message: barcode ? `${what} of ${barcode} added` : `${what} added`,
        changes: [{ field: "photo", from: null, to: { id, type, barcode } }],
        userId: ctx.actor.id,
      },
    ]);
    const row = await repo.findPhoto(tx, id);
    if (!row) throw new Error("inserted photo not found");
    return repo.toPhoto(row);
  });
}

/**
 * Removes a photo of this owner with its `photo_removed` event (on the activity and barcode the
 * photo was taken with), then its file; another owner's photo id answers 404.
 */
export async function deletePhoto(
  ctx: FilesContext,
  kind: PhotoOwnerKind,
  ref: string,
  id: number,
): Promise<void> {
  const adapter = OWNERS[kind];
  adapter.assertStaff(ctx, "photos");
  await removeRecorded(ctx, async (tx) => {
    const owner = await adapter.find({ ...ctx, db: tx }, ref);
    const row = await repo.findPhoto(tx, id, owner);
    if (!row) throw notFound("Photo");
    await repo.deletePhoto(tx, row.id);
    const { barcode } = row;
    await recordEvents(tx, [
      {
        activityId: row.activityId,
        barcode,
        action: "photo_removed",
        message: barcode ? `Photo ${row.fileName} of ${barcode} removed` : `Photo ${row.fileName} removed`,
        changes: [{ field: "photo", from: { id: row.id, type: row.type, barcode }, to: null }],
        userId: ctx.actor.id,
      },
    ]);
    return row.fileKey;
  });
}
