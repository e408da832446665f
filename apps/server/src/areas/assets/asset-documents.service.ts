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
import * as repo from "./asset-documents.repo";
import { findAsset } from "./asset-scope";

export type UploadFields = { name: string; type: string };

/**
 * Asset documents have no sharing flag of their own, so clients see those of the types that are
 * meant for clients (certificates of destruction, scan reports, …) on their own assets.
 */
export async function listDocuments(ctx: ServiceContext, barcode: string): Promise<repo.AssetDocument[]> {
  const asset = await findAsset(ctx, barcode);
  return (await repo.listDocuments(ctx.db, asset.id, clientDocumentTypesOf(ctx))).map(repo.toDocument);
}

/** The stored file of a document the actor may see (others answer 404). */
export async function openDocument(ctx: FilesContext, barcode: string, id: number): Promise<StoredFile> {
  const asset = await findAsset(ctx, barcode);
  return openDocumentFile(
    ctx.files,
    await repo.findDocument(ctx.db, asset.id, id, clientDocumentTypesOf(ctx)),
  );
}

/**
 * Stores a document of an asset (type by content, never by name) and writes its record and a
 * `document_added` event on the asset's chain of custody in one transaction; a refused record
 * removes the stored file again.
 */
export async function uploadDocument(
  ctx: FilesContext,
  barcode: string,
  fields: UploadFields,
  file: UploadedFile | undefined,
): Promise<repo.AssetDocument> {
  assertDocumentStaff(ctx, "an asset's");
  const upload = documentOf(fields.type, file);
  // Check the asset before storing anything, so an unknown barcode leaves no file behind.
  await findAsset(ctx, barcode);
  return addDocument(ctx, upload, async (tx, stored) => {
    const asset = await findAsset({ ...ctx, db: tx }, barcode);
    const { name, type } = fields;
    const id = await repo.insertDocument(tx, { ...stored, assetId: asset.id, name, type });
    const at = { activityId: asset.activityId, barcode: asset.barcode };
    await recordEvents(tx, [
      documentEvent(ctx, "document_added", at, { id, name, type }, ` to ${asset.barcode}`),
    ]);
    const row = await repo.findDocument(tx, asset.id, id);
    if (!row) throw notFound("Document");
    return repo.toDocument(row);
  });
}

/** Deletes the record with its event, then the file. */
export async function deleteDocument(ctx: FilesContext, barcode: string, id: number): Promise<void> {
  assertDocumentStaff(ctx, "an asset's");
  await removeDocument(ctx, async (tx) => {
    const asset = await findAsset({ ...ctx, db: tx }, barcode);
    const row = await repo.findDocument(tx, asset.id, id);
    if (!row) throw notFound("Document");
    await repo.deleteDocument(tx, id);
    const at = { activityId: asset.activityId, barcode: asset.barcode };
    const document = { id, name: row.name, type: row.type };
    await recordEvents(tx, [documentEvent(ctx, "document_removed", at, document, ` from ${asset.barcode}`)]);
    return row.fileKey;
  });
}
