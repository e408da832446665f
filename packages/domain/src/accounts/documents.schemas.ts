import { z } from "zod";
import { DOCUMENT_TYPE_IDS, DSV_DOCUMENT_TYPE_IDS } from "../enums/document-types";
import { IsoDate, UrlId } from "../platform/common.schemas";

/** Largest document upload; the server answers 413 above it. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const DocumentType = z.enum(DOCUMENT_TYPE_IDS);
export const DsvDocumentType = z.enum(DSV_DOCUMENT_TYPE_IDS);

export const DocumentStatus = z.enum(["valid", "expiring", "expired", "no_expiry"]);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

export const AccountDocument = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  name: z.string(),
  /** Client documents: a document type; downstream vendors: a DSV document type. */
  type: z.string(),
  dsvType: DsvDocumentType.nullable(),
  clientAccess: z.boolean(),
  expiryDate: z.string().nullable(),
  status: DocumentStatus,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccountDocument = z.infer<typeof AccountDocument>;

/**
 * The fields of a document upload or edit, as multipart text fields (`client_access` is sent
 * as the text "true" or "false", SPEC §3).
 */
export const DocumentFields = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(200, "Name is at most 200 characters"),
  type: z.string({ error: "Type is required" }).trim().min(1, "Type is required"),
  client_access: z
    .union([z.boolean(), z.enum(["true", "false", "on", "1", "0", ""])])
    .default(false)
    .transform((v) => v === true || v === "true" || v === "on" || v === "1"),
  expiryDate: z
    .union([IsoDate, z.literal(""), z.null()])
    .default(null)
    .transform((v) => (v ? v : null)),
});
export type DocumentFields = z.infer<typeof DocumentFields>;

export const DocumentParams = z.object({
  id: UrlId,
  documentId: UrlId,
});

export const DocumentsQuery = z.object({ type: z.string().trim().optional() });

/** One certificate requirement of a downstream vendor and how its documents meet it. */
export const QualificationCheck = z.object({
  id: z.string(),
  label: z.string(),
  state: z.enum(["valid", "expiring", "expired", "missing"]),
  /** The document that best satisfies the requirement, if any. */
  documentId: z.number().int().nullable(),
  expiryDate: z.string().nullable(),
});
export type QualificationCheck = z.infer<typeof QualificationCheck>;

/** Days before expiry at which a certificate counts as expiring. */
export const EXPIRY_WARNING_DAYS = 30;
