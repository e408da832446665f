import type { Photo } from "@ops/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities, photos, users } from "../../db/schema";

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
};

export type PhotoRow = Omit<Photo, "createdAt"> & { fileKey: string; createdAt: Date };

export function toPhoto({ fileKey: _key, ...row }: PhotoRow): Photo {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function select(db: Db) {
  return db
    .select(columns)
    .from(photos)
    .leftJoin(activities, eq(activities.id, photos.activityId))
    .leftJoin(users, eq(users.id, photos.uploadedBy));
}

/** Photos of an activity (its own and its assets'), newest first. */
export async function listPhotos(db: Db, activityId: number): Promise<PhotoRow[]> {
  return select(db)
    .where(eq(photos.activityId, activityId))
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(1000);
}

export async function findPhoto(db: Db, activityId: number, id: number): Promise<PhotoRow | undefined> {
  const rows = await select(db)
    .where(and(eq(photos.activityId, activityId), eq(photos.id, id)))
    .limit(1);
  return rows[0];
}

export async function insertPhoto(db: Db, values: typeof photos.$inferInsert): Promise<number> {
  const [row] = await db.insert(photos).values(values).returning({ id: photos.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function deletePhoto(db: Db, id: number): Promise<void> {
  await db.delete(photos).where(eq(photos.id, id));
}
