import type { Db } from "../../db/client";
import { fieldError, notFound } from "../../platform/app-error";
import type { StoredFile } from "../../platform/file-routes";
import { type SniffedType, sniffDocumentType } from "../../platform/file-types";
import type { FileStore, FilesContext } from "../../platform/files";
import { cleanFileName, storeThenRecord, type UploadedFile } from "../../platform/uploads";

/** An upload whose content was recognised (by its bytes, never by its name). */
export type CheckedFile = { file: UploadedFile; sniffed: SniffedType; kind: "document" | "photo" };

/** What an attachment row takes from its stored file. */
export type StoredValues = {
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: number;
};

/** Photos are shown in browsers, so only the image types every browser renders are kept. */
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** A non-empty document we accept (PDF, image, Office, CSV, text); each refusal a 422 on `file`. */
export function checkDocument(file: UploadedFile | undefined): CheckedFile {
  if (!file) throw fieldError("file", "Choose a file to upload");
  if (file.bytes.length === 0) throw fieldError("file", "The file is empty");
  const sniffed = sniffDocumentType(file.bytes, file.fileName);
  if (!sniffed) throw fieldError("file", "Upload a PDF, image, Office document, CSV or text file");
  return { file, sniffed, kind: "document" };
}

/** A JPEG, PNG or WebP image; anything else is a 422 on `file`. */
export function checkImage(file: UploadedFile | undefined): CheckedFile {
  if (!file) throw fieldError("file", "Choose a photo to upload");
  if (file.bytes.length === 0) throw fieldError("file", "The file is empty");
  const sniffed = sniffDocumentType(file.bytes, file.fileName);
  if (!sniffed || !IMAGE_TYPES.has(sniffed.contentType)) {
    throw fieldError("file", "Upload a JPEG, PNG or WebP image");
  }
  return { file, sniffed, kind: "photo" };
}

/**
 * Stores a checked file, then runs `record` (which writes its row and event) in one
 * transaction; a refused record removes the stored file again.
 */
export function storeAndRecord<T>(
  ctx: FilesContext,
  { file, sniffed, kind }: CheckedFile,
  record: (tx: Db, stored: StoredValues) => Promise<T>,
): Promise<T> {
  return storeThenRecord(ctx.files, file.bytes, sniffed.extension, (fileKey) =>
    ctx.db.transaction((tx) =>
      record(tx, {
        fileKey,
        fileName: cleanFileName(file.fileName, sniffed.extension, kind),
        contentType: sniffed.contentType,
        size: file.bytes.length,
        uploadedBy: ctx.actor.id,
      }),
    ),
  );
}

/**
 * Runs `remove` (which deletes the row with its event and answers its file key) in one
 * transaction, then removes the file: a leftover file is harmless, a dangling record is not.
 */
export async function removeRecorded(ctx: FilesContext, remove: (tx: Db) => Promise<string>): Promise<void> {
  const fileKey = await ctx.db.transaction(remove);
  await ctx.files.remove(fileKey).catch(() => {});
}

/** The stored file of a row the actor may see; none is a 404 naming `what`. */
export async function openStored(
  files: FileStore,
  row: { fileKey: string; fileName: string; contentType: string; size: number } | undefined,
  what: "Document" | "Photo",
): Promise<StoredFile> {
  if (!row) throw notFound(what);
  return {
    stream: await files.read(row.fileKey),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
  };
}
