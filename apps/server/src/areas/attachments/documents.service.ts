import {
  CLIENT_VISIBLE_DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  DSV_DOCUMENT_TYPE_IDS,
  VENDOR_VISIBLE_DOCUMENT_TYPE_IDS,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { fieldError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import type { StoredFile } from "../../platform/file-routes";
import type { FilesContext } from "../../platform/files";
import type { UploadedFile } from "../../platform/uploads";
import { type AttachmentOwner, OWNERS, type OwnerKind } from "./attachment-owners";
import { DOCUMENT_TABLES, type DocumentAnswers, type DocumentValues } from "./document-tables";
import * as repo from "./documents.repo";
import { checkDocument, openStored, removeRecorded, storeAndRecord } from "./stored-files";

/** The text fields of a document upload or edit; each owner's form sends those it has. */
export type DocumentInput = {
  name: string;
  type: string;
  client_access?: boolean;
  expiryDate?: string | null;
};

/**
 * What the actor may see of an owner's documents: staff all; clients the shared documents of
 * client-visible types (an asset's by type alone; none of an account that is not active);
 * vendors the shipping papers of their loads, shared or not (docs/decisions.md).
 */
function filterOf(ctx: ServiceContext, owner: AttachmentOwner): repo.DocumentFilter | undefined | "none" {
  if (ctx.actor.audience === "operator") return undefined;
  if (ctx.actor.audience === "vendor") return { types: VENDOR_VISIBLE_DOCUMENT_TYPE_IDS, sharedOnly: false };
  if (owner.kind === "account" && owner.accountType !== "active") return "none";
  return { types: CLIENT_VISIBLE_DOCUMENT_TYPE_IDS, sharedOnly: true };
}

/**
 * The fields checked against the owner: a downstream vendor takes DSV document types, everyone
 * else document types; only client-visible types can be shared with clients. 422 on the field.
 */
function checkFields(owner: AttachmentOwner, fields: DocumentInput): DocumentValues {
  const dsv = owner.accountType === "dsvs";
  const allowed: readonly string[] = dsv ? DSV_DOCUMENT_TYPE_IDS : DOCUMENT_TYPE_IDS;
  if (!allowed.includes(fields.type)) {
    throw fieldError("type", dsv ? "Choose a vendor document type" : "Choose a document type from the list");
  }
  const shared = fields.client_access ?? false;
  if (shared && (dsv || !(CLIENT_VISIBLE_DOCUMENT_TYPE_IDS as readonly string[]).includes(fields.type))) {
    throw fieldError("client_access", "Documents of this type cannot be shared with the client");
  }
  return {
    name: fields.name,
    type: fields.type,
    dsvType: dsv ? fields.type : null,
    clientAccess: shared,
    expiryDate: fields.expiryDate ?? null,
  };
}

const typeLabel = (type: string) => DOCUMENT_TYPES.find((t) => t.id === type)?.label ?? type;

/**
 * The `document_added` / `document_removed` event on the owner's chain of custody (an account
 * keeps none): an asset's names the asset, a document shared on adding says so.
 */
async function recordDocumentEvent(
  ctx: ServiceContext,
  tx: Db,
  owner: AttachmentOwner,
  added: boolean,
  document: { id: number; name: string; type: string; clientAccess?: boolean },
): Promise<void> {
  if (!owner.hasEvents) return;
  const { id, name, type } = document;
  const tail = owner.barcode
    ? `${added ? " to" : " from"} ${owner.barcode}`
    : added && document.clientAccess
      ? ", shared with the client"
      : "";
  await recordEvents(tx, [
    {
      activityId: owner.activityId,
      barcode: owner.barcode,
      action: added ? "document_added" : "document_removed",
      message: `${typeLabel(type)} "${name}" ${added ? "added" : "removed"}${tail}`,
      changes: [
        { field: "document", from: added ? null : { id, name, type }, to: added ? { id, name, type } : null },
      ],
      userId: ctx.actor.id,
    },
  ]);
}

async function findVisible<K extends OwnerKind>(
  ctx: ServiceContext,
  kind: K,
  ref: string | number,
  id: number,
) {
  const owner = await OWNERS[kind].find(ctx, ref);
  const filter = filterOf(ctx, owner);
  const row =
    filter === "none"
      ? undefined
      : await repo.findDocument(ctx.db, DOCUMENT_TABLES[kind], owner.id, id, filter);
  return { owner, row };
}

/** The documents of an owner the actor may see, newest first (`type` narrows to one type). */
export async function listDocuments<K extends OwnerKind>(
  ctx: ServiceContext,
  kind: K,
  ref: string | number,
  type?: string,
): Promise<DocumentAnswers[K][]> {
  const owner = await OWNERS[kind].find(ctx, ref);
  const filter = filterOf(ctx, owner);
  if (filter === "none") return [];
  const table = DOCUMENT_TABLES[kind];
  const rows = await repo.listDocuments(ctx.db, table, owner.id, { filter, type });
  return rows.map((row) => table.answer(row));
}

/** One document the actor may see (others answer 404). */
export async function getDocument<K extends OwnerKind>(
  ctx: ServiceContext,
  kind: K,
  ref: string | number,
  id: number,
): Promise<DocumentAnswers[K]> {
  const { row } = await findVisible(ctx, kind, ref, id);
  if (!row) throw notFound("Document");
  return DOCUMENT_TABLES[kind].answer(row);
}

/** The stored file of a document the actor may see (others answer 404). */
export async function openDocument(
  ctx: FilesContext,
  kind: OwnerKind,
  ref: string | number,
  id: number,
): Promise<StoredFile> {
  return openStored(ctx.files, (await findVisible(ctx, kind, ref, id)).row, "Document");
}

/**
 * Stores an uploaded document (type by content, never by name) and writes its record and event
 * in one transaction; a refused record removes the stored file again. The owner is checked
 * before anything is stored, so an unknown one leaves no file behind.
 */
export async function uploadDocument<K extends OwnerKind>(
  ctx: FilesContext,
  kind: K,
  ref: string | number,
  fields: DocumentInput,
  file: UploadedFile | undefined,
): Promise<DocumentAnswers[K]> {
  const adapter = OWNERS[kind];
  adapter.assertStaff(ctx, "documents");
  const values = checkFields(await adapter.find(ctx, ref), fields);
  const checked = checkDocument(file);
  const table = DOCUMENT_TABLES[kind];
  return storeAndRecord(ctx, checked, async (tx, stored) => {
    const owner = await adapter.find({ ...ctx, db: tx }, ref);
    const id = await repo.insertDocument(tx, table, owner.id, { ...table.values(values), ...stored });
    await recordDocumentEvent(ctx, tx, owner, true, { id, ...values });
    const row = await repo.findDocument(tx, table, owner.id, id);
    if (!row) throw notFound("Document");
    return table.answer(row);
  });
}

/** Changes a document's name, type, sharing and expiry (the file stays). */
export async function updateDocument<K extends OwnerKind>(
  ctx: ServiceContext,
  kind: K,
  ref: string | number,
  id: number,
  fields: DocumentInput,
): Promise<DocumentAnswers[K]> {
  OWNERS[kind].assertStaff(ctx, "documents");
  const { owner, row } = await findVisible(ctx, kind, ref, id);
  if (!row) throw notFound("Document");
  const table = DOCUMENT_TABLES[kind];
  await repo.updateDocument(ctx.db, table, id, table.values(checkFields(owner, fields)));
  return getDocument(ctx, kind, ref, id);
}

/** Deletes the record with its event, then the file. */
export async function deleteDocument(
  ctx: FilesContext,
  kind: OwnerKind,
  ref: string | number,
  id: number,
): Promise<void> {
  const adapter = OWNERS[kind];
  adapter.assertStaff(ctx, "documents");
  const table = DOCUMENT_TABLES[kind];
  await removeRecorded(ctx, async (tx) => {
    const owner = await adapter.find({ ...ctx, db: tx }, ref);
    const row = await repo.findDocument(tx, table, owner.id, id);
    if (!row) throw notFound("Document");
    await repo.deleteDocument(tx, table, id);
    await recordDocumentEvent(ctx, tx, owner, false, { id, name: row.name, type: row.type });
    return row.fileKey;
  });
}
