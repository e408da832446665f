import type { Photo } from "@ops/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities, photos, users } from "../../db/schema";
import { assetIdOf } from "../../platform/audit";
import type { AttachmentOwner } from "./attachment-owners";
import type { StoredValues } from "./stored-files";

const columns = {
  id: photos.id,
  activitySlug: activities.slug,
  barcode: photos.barcode,
  type: photos.type,
  fileKey: photos.fileKey,
  fileName: photos.fileName,
  contentType: photos.contentType,
  size: photos.size,
  uploadedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: photos.createdAt,
  activityId: photos.activityId,
  accountId: activities.accountId,
};

export type PhotoRow = Omit<Photo, "createdAt"> & {
  fileKey: string;
  createdAt: Date;
  activityId: number | null;
  /** The account of the photo's activity, for the client's scope check. */
  accountId: number | null;
};

export function toPhoto({ fileKey: _key, activityId: _a, accountId: _b, ...row }: PhotoRow): Photo {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * The photos of an owner: a load's are its own and its assets' (by the activity), an asset's
 * those taken of it on whichever activity (by the asset, not the barcode).
 */
function ownedBy(owner: AttachmentOwner): SQL {
  return owner.kind === "asset" ? eq(photos.assetId, owner.id) : eq(photos.activityId, owner.id);
}

/** Photos matching `where`, newest first (at most 1,000: a load or an asset has far fewer). */
function photosWhere(db: Db, where: SQL | undefined): Promise<PhotoRow[]> {
  return db
    .select(columns)
    .from(photos)
    .leftJoin(activities, eq(activities.id, photos.activityId))
    .leftJoin(users, eq(users.id, photos.uploadedBy))
    .where(where)
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(1000);
}

export function listPhotos(db: Db, owner: AttachmentOwner): Promise<PhotoRow[]> {
  return photosWhere(db, ownedBy(owner));
}

/** One photo by id, of this owner when one is named. */
export async function findPhoto(db: Db, id: number, owner?: AttachmentOwner): Promise<PhotoRow | undefined> {
  const [row] = await photosWhere(db, and(eq(photos.id, id), owner ? ownedBy(owner) : undefined));
  return row;
}

export async function insertPhoto(
  db: Db,
  values: StoredValues & { activityId: number | null; barcode: string | null; type: string | null },
): Promise<number> {
  const [inserted] = await db
    .insert(photos)
    .values({ ...values, assetId: assetIdOf(values.barcode) })
    .returning({ id: photos.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

export async function deletePhoto(db: Db, id: number): Promise<void> {
  await db.delete(photos).where(eq(photos.id, id));
}
