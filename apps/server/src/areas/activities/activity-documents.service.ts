import type { Readable } from "node:stream";
import {
  type ActivityDocument,
  CLIENT_VISIBLE_DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  type DocumentFields,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { sniffDocumentType } from "../../platform/file-types";
import type { FileStore } from "../../platform/files";
import { cleanFileName, storeThenRecord, type UploadedFile } from "../../platform/uploads";
import * as repo from "./activity-documents.repo";
import { findActivity } from "./activity-scope";

export type FilesContext = ServiceContext & { files: FileStore };
export type UploadFields = Pick<DocumentFields, "name" | "type" | "client_access">;

const typeLabel = (type: string) => DOCUMENT_TYPES.find((t) => t.id === type)?.label ?? type;

/** Clients see shared documents of client-visible types; staff see all. */
const clientTypesOf = (ctx: ServiceContext) =>
  ctx.actor.audience === "operator" ? undefined : CLIENT_VISIBLE_DOCUMENT_TYPE_IDS;

function assertStaff(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff change a load's documents");
}

export async function listDocuments(ctx: ServiceContext, slug: string): Promise<ActivityDocument[]> {
  const activity = await findActivity(ctx, slug);
  return (await repo.listDocuments(ctx.db, activity.id, clientTypesOf(ctx))).map(repo.toDocument);
}

/** The stored file of a document the actor may see (others answer 404). */
export async function openDocument(
  ctx: FilesContext,
  slug: string,
  id: number,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number }> {
  const activity = await findActivity(ctx, slug);
  const row = await repo.findDocument(ctx.db, activity.id, id, clientTypesOf(ctx));
  if (!row) throw notFound("Document");
  return {
    stream: ctx.files.read(row.fileKey),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
  };
}

/**
 * Stores an uploaded document of a load (type by content, never by name) and writes its record
 * and event in one transaction; a refused record removes the stored file again. Only
 * client-visible types can be shared with the client (`client_access`).
 */
export async function uploadDocument(
  ctx: FilesContext,
  slug: string,
  fields: UploadFields,
  file: UploadedFile | undefined,
): Promise<ActivityDocument> {
  assertStaff(ctx);
  if (!(DOCUMENT_TYPE_IDS as readonly string[]).includes(fields.type))
    throw fieldError("type", "Choose a document type from the list");
  if (fields.client_access && !(CLIENT_VISIBLE_DOCUMENT_TYPE_IDS as readonly string[]).includes(fields.type))
    throw fieldError("client_access", "Documents of this type cannot be shared with the client");
  if (!file) throw fieldError("file", "Choose a file to upload");
  if (file.bytes.length === 0) throw fieldError("file", "The file is empty");
  const sniffed = sniffDocumentType(file.bytes, file.fileName);
  if (!sniffed) throw fieldError("file", "Upload a PDF, image, Office document, CSV or text file");
  // Check the activity before storing anything, so an unknown slug leaves no file behind.
  await findActivity(ctx, slug);
  return storeThenRecord(ctx.files, file.bytes, sniffed.extension, (fileKey) =>
    ctx.db.transaction(async (tx) => {
      const activity = await findActivity({ ...ctx, db: tx }, slug);
      const id = await repo.insertDocument(tx, {
        activityId: activity.id,
        name: fields.name,
        type: fields.type,
        clientAccess: fields.client_access,
        fileKey,
        fileName: cleanFileName(file.fileName, sniffed.extension, "document"),
        contentType: sniffed.contentType,
        size: file.bytes.length,
        uploadedBy: ctx.actor.id,
      });
      await recordEvents(tx, [
        {
          activityId: activity.id,
          action: "document_added",
          message: `${typeLabel(fields.type)} "${fields.name}" added${fields.client_access ? ", shared with the client" : ""}`,
          changes: [{ field: "document", from: null, to: { id, name: fields.name, type: fields.type } }],
          userId: ctx.actor.id,
        },
      ]);
      const row = await repo.findDocument(tx, activity.id, id);
      if (!row) throw notFound("Document");
      return repo.toDocument(row);
    }),
  );
}

/** Deletes the record and its event, then the file (a leftover file is harmless; a dangling record is not). */
export async function deleteDocument(ctx: FilesContext, slug: string, id: number): Promise<void> {
  assertStaff(ctx);
  const fileKey = await ctx.db.transaction(async (tx) => {
    const activity = await findActivity({ ...ctx, db: tx }, slug);
    const row = await repo.findDocument(tx, activity.id, id);
    if (!row) throw notFound("Document");
    await repo.deleteDocument(tx, id);
    await recordEvents(tx, [
      {
        activityId: activity.id,
        action: "document_removed",
        message: `${typeLabel(row.type)} "${row.name}" removed`,
        changes: [{ field: "document", from: { id, name: row.name, type: row.type }, to: null }],
        userId: ctx.actor.id,
      },
    ]);
    return row.fileKey;
  });
  await ctx.files.remove(fileKey).catch(() => {});
}
