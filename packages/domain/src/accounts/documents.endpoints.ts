import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { AccountDocument, DocumentFields, DocumentParams, DocumentsQuery } from "./documents.schemas";
import { operator, operatorAndClient } from "./endpoint-parts";

const tags = ["documents"] as const;

/** A stored document's file, sent as an attachment. */
const DocumentFile = z.unknown().describe("The document's file");

export const listAccountDocuments = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/documents",
  families: operatorAndClient,
  operationId: "listAccountDocuments",
  permission: "accounts.view",
  summary: "Documents of an account",
  tags,
  params: IdParams,
  query: DocumentsQuery,
  responses: { 200: z.array(AccountDocument) },
});

export const getAccountDocument = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/documents/:documentId",
  families: operatorAndClient,
  operationId: "getAccountDocument",
  permission: "accounts.view",
  summary: "Get a document",
  tags,
  params: DocumentParams,
  responses: { 200: AccountDocument },
});

export const downloadAccountDocument = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/documents/:documentId/download",
  families: operatorAndClient,
  operationId: "downloadAccountDocument",
  permission: "accounts.view",
  summary: "Download a document's file",
  tags,
  params: DocumentParams,
  responses: { 200: DocumentFile },
});

export const uploadAccountDocument = defineEndpoint({
  method: "POST",
  path: "/accounts/:id/documents",
  families: operator,
  operationId: "uploadAccountDocument",
  permission: "accounts.manage",
  summary: "Upload a document (multipart: file, name, type, client_access, expiryDate)",
  tags,
  params: IdParams,
  consumes: ["multipart/form-data"],
  responses: { 201: AccountDocument },
});

export const updateAccountDocument = defineEndpoint({
  method: "PUT",
  path: "/accounts/:id/documents/:documentId",
  families: operator,
  operationId: "updateAccountDocument",
  permission: "accounts.manage",
  summary: "Edit a document's name, type, client access or expiry",
  tags,
  params: DocumentParams,
  body: DocumentFields,
  responses: { 200: AccountDocument },
});

export const deleteAccountDocument = defineEndpoint({
  method: "DELETE",
  path: "/accounts/:id/documents/:documentId",
  families: operator,
  operationId: "deleteAccountDocument",
  permission: "accounts.manage",
  summary: "Delete a document",
  tags,
  params: DocumentParams,
  responses: { 204: z.null() },
});
