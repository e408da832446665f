import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities, assets, photos } from "../../db/schema";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { findPhotoRow, listPhotoRows, type PhotoRow } from "../../platform/photo-files";
import { visibleAccountIds } from "../accounts/account-scope";

/** What the photo, document and hold calls need of an asset. */
export type AssetRef = {
  id: number;
  barcode: string;
  serialNumber: string | null;
  activityId: number | null;
  activitySlug: string | null;
  accountId: number | null;
};

export const refColumns = {
  id: assets.id,
  barcode: assets.barcode,
  serialNumber: assets.serialNumber,
  activityId: assets.activityId,
  activitySlug: activities.slug,
  accountId: assets.accountId,
};

/**
 * The asset with this barcode (any case) if the actor may see it: operators any, clients those
 * of their accounts; anything else answers 404, never the record (ARCHITECTURE §2). With
 * `lock`, the row is locked for the rest of the transaction (holds are checked, then written).
 */
export async function findAssetRef(
  ctx: ServiceContext,
  barcode: string,
  options: { lock?: boolean } = {},
): Promise<AssetRef> {
  const query = ctx.db
    .select(refColumns)
    .from(assets)
    .leftJoin(activities, eq(activities.id, assets.activityId))
    .where(eq(assets.barcode, barcode.trim().toUpperCase()))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: assets }) : await query;
  if (!row) throw notFound("Asset");
  if (ctx.actor.audience === "operator") return row;
  const ids = await visibleAccountIds(ctx);
  if (ids === "all" || (row.accountId !== null && ids.includes(row.accountId))) return row;
  throw notFound("Asset");
}

/** Photos of an asset (by its barcode, on whichever activity they were taken), newest first. */
export function listAssetPhotos(db: Db, barcode: string): Promise<PhotoRow[]> {
  return listPhotoRows(db, eq(photos.barcode, barcode));
}

export async function findAssetPhoto(db: Db, barcode: string, id: number): Promise<PhotoRow> {
  const row = await findPhotoRow(db, and(eq(photos.barcode, barcode), eq(photos.id, id)));
  if (!row) throw notFound("Photo");
  return row;
}

export async function findPhotoById(db: Db, id: number): Promise<PhotoRow | undefined> {
  return findPhotoRow(db, eq(photos.id, id));
}
