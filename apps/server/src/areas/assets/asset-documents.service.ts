import type { Readable } from "node:stream";
import { CLIENT_VISIBLE_DOCUMENT_TYPE_IDS, DOCUMENT_TYPES } from "@ops/domain";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { documentOf } from "../../platform/document-files";
import type { FilesContext } from "../../platform/photo-files";
import { cleanFileName, storeThenRecord, type UploadedFile } from "../../platform/uploads";
import * as repo from "./asset-documents.repo";
import { findAsset } from "./asset-scope";

export type UploadFields = { name: string; type: string };

const typeLabel = (type: string) => DOCUMENT_TYPES.find((t) => t.id === type)?.label ?? type;

/**
 * Asset documents have no sharing flag of their own, so clients see those of the types that are
 * meant for clients (certificates of destruction, scan reports, …) on their own assets.
 */
const clientTypesOf = (ctx: ServiceContext) =>
  ctx.actor.audience === "operator" ? undefined : CLIENT_VISIBLE_DOCUMENT_TYPE_IDS;

function assertStaff(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff change an asset's documents");
}

export async function listDocuments(ctx: ServiceContext, barcode: string): Promise<repo.AssetDocument[]> {
  const asset = await findAsset(ctx, barcode);
  return (await repo.listDocuments(ctx.db, asset.id, clientTypesOf(ctx))).map(repo.toDocument);
}

/** The stored file of a document the actor may see (others answer 404). */
export async function openDocument(
  ctx: FilesContext,
  barcode: string,
  id: number,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number }> {
  const asset = await findAsset(ctx, barcode);
  const row = await repo.findDocument(ctx.db, asset.id, id, clientTypesOf(ctx));
  if (!row) throw notFound("Document");
  return {
    stream: ctx.files.read(row.fileKey),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
  };
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
  upload: UploadedFile | undefined,
): Promise<repo.AssetDocument> {
  assertStaff(ctx);
  const { file, sniffed } = documentOf(fields.type, upload);
  // Check the asset before storing anything, so an unknown barcode leaves no file behind.
  await findAsset(ctx, barcode);
  return storeThenRecord(ctx.files, file.bytes, sniffed.extension, (fileKey) =>
    ctx.db.transaction(async (tx) => {
      const asset = await findAsset({ ...ctx, db: tx }, barcode);
      const id = await repo.insertDocument(tx, {
        assetId: asset.id,
        name: fields.name,
        type: fields.type,
        fileKey,
        fileName: cleanFileName(file.fileName, sniffed.extension, "document"),
        contentType: sniffed.contentType,
        size: file.bytes.length,
        uploadedBy: ctx.actor.id,
      });
      await recordEvents(tx, [
        {
          activityId: asset.activityId,
          barcode: asset.barcode,
          action: "document_added",
          message: `${typeLabel(fields.type)} "${fields.name}" added to ${asset.barcode}`,
          changes: [{ field: "document", from: null, to: { id, name: fields.name, type: fields.type } }],
          userId: ctx.actor.id,
        },
      ]);
      const row = await repo.findDocument(tx, asset.id, id);
      if (!row) throw notFound("Document");
      return repo.toDocument(row);
    }),
  );
}

/** Deletes the record with its event, then the file (a leftover file is harmless; a dangling record is not). */
export async function deleteDocument(ctx: FilesContext, barcode: string, id: number): Promise<void> {
  assertStaff(ctx);
  const fileKey = await ctx.db.transaction(async (tx) => {
    const asset = await findAsset({ ...ctx, db: tx }, barcode);
    const row = await repo.findDocument(tx, asset.id, id);
    if (!row) throw notFound("Document");
    await repo.deleteDocument(tx, id);
    await recordEvents(tx, [
      {
        activityId: asset.activityId,
        barcode: asset.barcode,
        action: "document_removed",
        message: `${typeLabel(row.type)} "${row.name}" removed from ${asset.barcode}`,
        changes: [{ field: "document", from: { id, name: row.name, type: row.type }, to: null }],
        userId: ctx.actor.id,
      },
    ]);
    return row.fileKey;
  });
  await ctx.files.remove(fileKey).catch(() => {});
}
