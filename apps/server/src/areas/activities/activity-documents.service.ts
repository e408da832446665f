import type { ActivityDocument, DocumentFields } from "@ops/domain";
import { notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import {
  addDocument,
  assertDocumentStaff,
  clientDocumentTypesOf,
  documentEvent,
  documentOf,
  openDocumentFile,
  removeDocument,
} from "../../platform/document-files";
import type { StoredFile } from "../../platform/file-routes";
import type { FilesContext } from "../../platform/photo-files";
import type { UploadedFile } from "../../platform/uploads";
import * as repo from "./activity-documents.repo";
import { findActivity } from "./activity-scope";

export type { FilesContext };
export type UploadFields = Pick<DocumentFields, "name" | "type" | "client_access">;

/** Clients see shared documents of client-visible types; staff see all. */
function clientFilterOf(ctx: ServiceContext): repo.DocumentFilter | undefined {
  const types = clientDocumentTypesOf(ctx);
  return types ? { types, sharedOnly: true } : undefined;
}

/** The documents of an activity the actor may see, newest first. */
export async function listDocuments(ctx: ServiceContext, slug: string): Promise<ActivityDocument[]> {
  const activity = await findActivity(ctx, slug);
  return (await repo.listDocuments(ctx.db, activity.id, clientFilterOf(ctx))).map(repo.toDocument);
}

/** The stored file of a document the actor may see (others answer 404). */
export async function openDocument(ctx: FilesContext, slug: string, id: number): Promise<StoredFile> {
  const activity = await findActivity(ctx, slug);
  return openDocumentFile(ctx.files, await repo.findDocument(ctx.db, activity.id, id, clientFilterOf(ctx)));
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
  assertDocumentStaff(ctx, "a load's");
  const upload = documentOf(fields.type, file, fields.client_access);
  // Check the activity before storing anything, so an unknown slug leaves no file behind.
  await findActivity(ctx, slug);
  return addDocument(ctx, upload, async (tx, stored) => {
    const activity = await findActivity({ ...ctx, db: tx }, slug);
    const { name, type } = fields;
    const id = await repo.insertDocument(tx, {
      ...stored,
      activityId: activity.id,
      name,
      type,
      clientAccess: fields.client_access,
    });
    const shared = fields.client_access ? ", shared with the client" : "";
    await recordEvents(tx, [
      documentEvent(ctx, "document_added", { activityId: activity.id }, { id, name, type }, shared),
    ]);
    const row = await repo.findDocument(tx, activity.id, id);
    if (!row) throw notFound("Document");
    return repo.toDocument(row);
  });
}

/** Deletes the record and its event, then the file. */
export async function deleteDocument(ctx: FilesContext, slug: string, id: number): Promise<void> {
  assertDocumentStaff(ctx, "a load's");
  await removeDocument(ctx, async (tx) => {
    const activity = await findActivity({ ...ctx, db: tx }, slug);
    const row = await repo.findDocument(tx, activity.id, id);
    if (!row) throw notFound("Document");
    await repo.deleteDocument(tx, id);
    await recordEvents(tx, [
      documentEvent(
        ctx,
        "document_removed",
        { activityId: activity.id },
        { id, name: row.name, type: row.type },
      ),
    ]);
    return row.fileKey;
  });
}
