import type { Readable } from "node:stream";
import { ASSET_PHOTO_TYPES, type Photo } from "@ops/domain";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { activities, photos, users } from "../db/schema";
import { fieldError } from "./app-error";
import { assetIdOf, recordEvents } from "./audit";
import type { ServiceContext } from "./context";
import { type SniffedType, sniffDocumentType } from "./file-types";
import type { FileStore } from "./files";
import { cleanFileName, storeThenRecord, type UploadedFile } from "./uploads";

/**
 * Photos of loads and of assets share one table, one image check and one way of being stored,
 * recorded and removed; the activity and asset photo services differ only in which rows they
 * reach and how they find the activity.
 */
export type FilesContext = ServiceContext & { files: FileStore };

/** Photos are shown in browsers, so only the image types every browser renders are kept. */
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

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

/** Photos matching `where`, newest first (at most 1,000: a load or an asset has far fewer). */
export async function listPhotoRows(db: Db, where: SQL | undefined): Promise<PhotoRow[]> {
  return db
    .select(columns)
    .from(photos)
    .leftJoin(activities, eq(activities.id, photos.activityId))
    .leftJoin(users, eq(users.id, photos.uploadedBy))
    .where(where)
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(1000);
}

export async function findPhotoRow(db: Db, where: SQL | undefined): Promise<PhotoRow | undefined> {
  const [row] = await listPhotoRows(db, where);
  return row;
}

/** The uploaded image, recognised by its bytes (JPEG, PNG or WebP); anything else is a 422 on `file`. */
export function imageOf(file: UploadedFile | undefined): { file: UploadedFile; sniffed: SniffedType } {
  if (!file) throw fieldError("file", "Choose a photo to upload");
  if (file.bytes.length === 0) throw fieldError("file", "The file is empty");
  const sniffed = sniffDocumentType(file.bytes, file.fileName);
  if (!sniffed || !IMAGE_TYPES.has(sniffed.contentType)) {
    throw fieldError("file", "Upload a JPEG, PNG or WebP image");
  }
  return { file, sniffed };
}

const typeLabel = (type: string | null) => ASSET_PHOTO_TYPES.find((t) => t.id === type)?.label ?? null;

/**
 * Stores the image, then in one transaction resolves where it belongs (`target`, which checks
 * scope and the barcode inside the transaction), writes the photo row and its `photo_added`
 * event; a refused record removes the stored file again.
 */
export async function addPhoto(
  ctx: FilesContext,
  image: { file: UploadedFile; sniffed: SniffedType },
  type: string | null,
  target: (tx: Db) => Promise<{ activityId: number | null; barcode: string | null }>,
): Promise<Photo> {
  const { file, sniffed } = image;
  return storeThenRecord(ctx.files, file.bytes, sniffed.extension, (fileKey) =>
    ctx.db.transaction(async (tx) => {
      const { activityId, barcode } = await target(tx);
      const [inserted] = await tx
        .insert(photos)
        .values({
          activityId,
          barcode,
          assetId: assetIdOf(barcode),
          type,
          fileKey,
          fileName: cleanFileName(file.fileName, sniffed.extension, "photo"),
          contentType: sniffed.contentType,
          size: file.bytes.length,
          uploadedBy: ctx.actor.id,
        })
        .returning({ id: photos.id });
      if (!inserted) throw new Error("insert returned no row");
      const id = inserted.id;
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
      const row = await findPhotoRow(tx, eq(photos.id, id));
      if (!row) throw new Error("inserted photo not found");
      return toPhoto(row);
    }),
  );
}

/**
 * Removes the photo `find` answers (inside the transaction, so scope is checked where the row
 * is locked away) with its `photo_removed` event, then its file: a leftover file is harmless, a
 * dangling record is not. `find` throws 404 when there is no such photo.
 */
export async function removePhoto(ctx: FilesContext, find: (tx: Db) => Promise<PhotoRow>): Promise<void> {
  const fileKey = await ctx.db.transaction(async (tx) => {
    const row = await find(tx);
    await tx.delete(photos).where(eq(photos.id, row.id));
    await recordEvents(tx, [
      {
        activityId: row.activityId,
        barcode: row.barcode,
        action: "photo_removed",
        message: row.barcode
          ? `Photo ${row.fileName} of ${row.barcode} removed`
          : `Photo ${row.fileName} removed`,
        changes: [{ field: "photo", from: { id: row.id, type: row.type, barcode: row.barcode }, to: null }],
        userId: ctx.actor.id,
      },
    ]);
    return row.fileKey;
  });
  await ctx.files.remove(fileKey).catch(() => {});
}

/** The stored image of a photo row, with what the response headers need. */
export function openPhotoFile(
  files: FileStore,
  row: PhotoRow,
): { stream: Readable; contentType: string; size: number; fileName: string } {
  return {
    stream: files.read(row.fileKey),
    contentType: row.contentType,
    size: row.size,
    fileName: row.fileName,
  };
}
