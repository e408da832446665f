import { CLIENT_VISIBLE_DOCUMENT_TYPE_IDS, DOCUMENT_TYPE_IDS, DOCUMENT_TYPES } from "@ops/domain";
import type { Db } from "../db/client";
import { AppError, fieldError, notFound } from "./app-error";
import type { EventInput } from "./audit";
import type { ServiceContext } from "./context";
import type { StoredFile } from "./file-routes";
import { type SniffedType, sniffDocumentType } from "./file-types";
import type { FileStore } from "./files";
import type { FilesContext } from "./photo-files";
import { cleanFileName, storeThenRecord, type UploadedFile } from "./uploads";

/**
 * Documents of loads and of assets are checked, stored, opened, recorded and removed the same
 * way; their services differ only in which table they write and how they find the owner.
 */
export const documentTypeLabel = (type: string) => DOCUMENT_TYPES.find((t) => t.id === type)?.label ?? type;

/** Clients see documents of the types meant for clients; staff see all (undefined: no filter). */
export const clientDocumentTypesOf = (ctx: ServiceContext) =>
  ctx.actor.audience === "operator" ? undefined : CLIENT_VISIBLE_DOCUMENT_TYPE_IDS;

/** Only operator staff add or remove documents; `owner` names whose, e.g. "a load's". */
export function assertDocumentStaff(ctx: ServiceContext, owner: string) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, `Only operator staff change ${owner} documents`);
}

/**
 * The checks every uploaded document goes through before anything is stored: a type from the
 * list, a share flag only on client-visible types (when the owner has one), a non-empty file,
 * and content that is a document we accept (recognised by its bytes, never by its name). Each
 * refusal is a 422 on its field.
 */
export function documentOf(
  type: string,
  file: UploadedFile | undefined,
  clientAccess = false,
): { file: UploadedFile; sniffed: SniffedType } {
  if (!(DOCUMENT_TYPE_IDS as readonly string[]).includes(type))
    throw fieldError("type", "Choose a document type from the list");
  if (clientAccess && !(CLIENT_VISIBLE_DOCUMENT_TYPE_IDS as readonly string[]).includes(type))
    throw fieldError("client_access", "Documents of this type cannot be shared with the client");
  if (!file) throw fieldError("file", "Choose a file to upload");
  if (file.bytes.length === 0) throw fieldError("file", "The file is empty");
  const sniffed = sniffDocumentType(file.bytes, file.fileName);
  if (!sniffed) throw fieldError("file", "Upload a PDF, image, Office document, CSV or text file");
  return { file, sniffed };
}

/** What a document row takes from its stored file. */
export type StoredDocument = {
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: number;
};

/**
 * Stores a checked document, then runs `record` (which writes its row and event) in one
 * transaction; a refused record removes the stored file again.
 */
export function addDocument<T>(
  ctx: FilesContext,
  { file, sniffed }: { file: UploadedFile; sniffed: SniffedType },
  record: (tx: Db, stored: StoredDocument) => Promise<T>,
): Promise<T> {
  return storeThenRecord(ctx.files, file.bytes, sniffed.extension, (fileKey) =>
    ctx.db.transaction((tx) =>
      record(tx, {
        fileKey,
        fileName: cleanFileName(file.fileName, sniffed.extension, "document"),
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
export async function removeDocument(ctx: FilesContext, remove: (tx: Db) => Promise<string>): Promise<void> {
  const fileKey = await ctx.db.transaction(remove);
  await ctx.files.remove(fileKey).catch(() => {});
}

/** The `document_added` / `document_removed` event; `tail` ends the message (e.g. " from A1"). */
export function documentEvent(
  ctx: ServiceContext,
  action: "document_added" | "document_removed",
  at: { activityId: number | null; barcode?: string },
  document: { id: number; name: string; type: string },
  tail = "",
): EventInput {
  const added = action === "document_added";
  return {
    ...at,
    action,
    message: `${documentTypeLabel(document.type)} "${document.name}" ${added ? "added" : "removed"}${tail}`,
    changes: [{ field: "document", from: added ? null : document, to: added ? document : null }],
    userId: ctx.actor.id,
  };
}

/** The stored file of a document row the actor may see; none is a 404. */
export function openDocumentFile(
  files: FileStore,
  row: { fileKey: string; fileName: string; contentType: string; size: number } | undefined,
): StoredFile {
  if (!row) throw notFound("Document");
  return {
    stream: files.read(row.fileKey),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
  };
}
