import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assets, photos } from "../../db/schema";
import { findPhotoRow, listPhotoRows, type PhotoRow } from "../../platform/photo-files";

/** Photos of an activity (its own and its assets'), newest first. */
export async function listPhotos(db: Db, activityId: number): Promise<PhotoRow[]> {
  return listPhotoRows(db, eq(photos.activityId, activityId));
}

export async function findPhoto(db: Db, activityId: number, id: number): Promise<PhotoRow | undefined> {
  return findPhotoRow(db, and(eq(photos.activityId, activityId), eq(photos.id, id)));
}

/** Whether an asset with this barcode is on the activity now (a photo with a barcode is that asset's). */
export async function assetIsOn(db: Db, activityId: number, barcode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.barcode, barcode), eq(assets.activityId, activityId)))
    .limit(1);
  return row !== undefined;
}
