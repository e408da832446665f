import type { Readable } from "node:stream";
import {
  type AccountDocument,
  CLIENT_VISIBLE_DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentFields,
  DSV_DOCUMENT_TYPE_IDS,
  documentStatus,
} from "@ops/domain";
import { fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { sniffDocumentType } from "../../platform/file-types";
import type { FileStore } from "../../platform/files";
import { cleanFileName, storeThenRecord } from "../../platform/uploads";
import { assertAccountVisible, assertOperator } from "./account-scope";
import { today } from "./accounts.service";
import * as repo from "./documents.repo";

export type DocumentsContext = ServiceContext & { files: FileStore };

function toDocument(row: repo.DocumentRow): AccountDocument {
  const { fileKey: _key, ...rest } = row;
  return {
    ...rest,
    dsvType: rest.dsvType as AccountDocument["dsvType"],
    status: documentStatus(row.expiryDate, today()),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Checks the fields against the account's type: a client account takes document types, a
 * downstream vendor DSV document types; only client-visible types can be shared with clients.
 */
function resolveFields(accountType: string, fields: DocumentFields) {
  const dsv = accountType === "dsvs";
  const allowed: readonly string[] = dsv ? DSV_DOCUMENT_TYPE_IDS : DOCUMENT_TYPE_IDS;
  if (!allowed.includes(fields.type)) {
    throw fieldError("type", dsv ? "Choose a vendor document type" : "Choose a document type from the list");
  }
  if (
    fields.client_access &&
    (dsv || !(CLIENT_VISIBLE_DOCUMENT_TYPE_IDS as readonly string[]).includes(fields.type))
  ) {
    throw fieldError("client_access", "Documents of this type cannot be shared with the client");
  }
  return {
    name: fields.name,
    type: fields.type,
    dsvType: dsv ? fields.type : null,
    clientAccess: fields.client_access,
    expiryDate: fields.expiryDate,
  };
}

/** Documents of an account; clients see only shared documents of client-visible types. */
export async function listDocuments(
  ctx: ServiceContext,
  accountId: number,
  type?: string,
): Promise<AccountDocument[]> {
  const account = await assertAccountVisible(ctx, accountId);
  if (ctx.actor.audience === "client" && account.type !== "active") return [];
  const rows = await repo.listDocuments(ctx.db, accountId, {
    type,
    clientTypes: ctx.actor.audience === "client" ? CLIENT_VISIBLE_DOCUMENT_TYPE_IDS : undefined,
  });
  return rows.map(toDocument);
}

async function findVisibleDocument(ctx: ServiceContext, accountId: number, id: number) {
  const account = await assertAccountVisible(ctx, accountId);
  const row = await repo.findDocument(ctx.db, accountId, id);
  const hidden =
    ctx.actor.audience === "client" &&
    (account.type !== "active" ||
      !row?.clientAccess ||
      !(CLIENT_VISIBLE_DOCUMENT_TYPE_IDS as readonly string[]).includes(row.type));
  if (!row || hidden) throw notFound("Document");
  return { row, accountType: account.type };
}

export async function getDocument(
  ctx: ServiceContext,
  accountId: number,
  id: number,
): Promise<AccountDocument> {
  return toDocument((await findVisibleDocument(ctx, accountId, id)).row);
}

/** The stored file of a document the actor may see. */
export async function openDocument(
  ctx: DocumentsContext,
  accountId: number,
  id: number,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number }> {
  const { row } = await findVisibleDocument(ctx, accountId, id);
  return {
    stream: ctx.files.read(row.fileKey),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
  };
}

/** Stores an uploaded file and its record; the file is removed again if the record fails. */
export async function uploadDocument(
  ctx: DocumentsContext,
  accountId: number,
  fields: DocumentFields,
  file: { bytes: Buffer; fileName: string },
): Promise<AccountDocument> {
  assertOperator(ctx);
  const account = await assertAccountVisible(ctx, accountId);
  const values = resolveFields(account.type, fields);
  if (file.bytes.length === 0) throw fieldError("file", "The file is empty");
  const sniffed = sniffDocumentType(file.bytes, file.fileName);
  if (!sniffed) throw fieldError("file", "Upload a PDF, image, Office document, CSV or text file");
  const id = await storeThenRecord(ctx.files, file.bytes, sniffed.extension, (fileKey) =>
    repo.insertDocument(ctx.db, {
      ...values,
      accountId,
      fileKey,
      fileName: cleanFileName(file.fileName, sniffed.extension, "document"),
      contentType: sniffed.contentType,
      size: file.bytes.length,
      uploadedBy: ctx.actor.id,
    }),
  );
  return getDocument(ctx, accountId, id);
}

export async function updateDocument(
  ctx: ServiceContext,
  accountId: number,
  id: number,
  fields: DocumentFields,
): Promise<AccountDocument> {
  assertOperator(ctx);
  const { accountType } = await findVisibleDocument(ctx, accountId, id);
  await repo.updateDocument(ctx.db, id, resolveFields(accountType, fields));
  return getDocument(ctx, accountId, id);
}

/** Deletes the record, then the file (a leftover file is harmless; a dangling record is not). */
export async function deleteDocument(ctx: DocumentsContext, accountId: number, id: number): Promise<void> {
  assertOperator(ctx);
  const { row } = await findVisibleDocument(ctx, accountId, id);
  await repo.deleteDocument(ctx.db, id);
  await ctx.files.remove(row.fileKey).catch(() => {});
}
