import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { photos } from "../../db/schema";
import { notFound } from "../../platform/app-error";
import { findPhotoRow, listPhotoRows, type PhotoRow } from "../../platform/photo-files";

/** Photos of an asset (on whichever activity they were taken), newest first. */
export function listAssetPhotos(db: Db, assetId: number): Promise<PhotoRow[]> {
  return listPhotoRows(db, eq(photos.assetId, assetId));
}

export async function findAssetPhoto(db: Db, assetId: number, id: number): Promise<PhotoRow> {
  const row = await findPhotoRow(db, and(eq(photos.assetId, assetId), eq(photos.id, id)));
  if (!row) throw notFound("Photo");
  return row;
}

export async function findPhotoById(db: Db, id: number): Promise<PhotoRow | undefined> {
  return findPhotoRow(db, eq(photos.id, id));
}
