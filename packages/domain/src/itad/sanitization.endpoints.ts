// The calls of data sanitization, certificates, the evidence chain and the serial report (issue 16).
import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { BarcodeParams } from "../assets/assets.schemas";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  AssetEvidence,
  Certificate,
  CertificateList,
  CertificateNumberParams,
  CertificateReadiness,
  CertificateVerification,
  IssueCertificateBody,
  RevokeCertificateBody,
  SerialReport,
  SerialReportExportQuery,
  SerialReportQuery,
} from "./certificates.schemas";
import {
  AssetSanitization,
  DestructionBatchBody,
  DestructionBatchDetail,
  DestructionBatchesQuery,
  DestructionBatchList,
  ErasureBody,
  ErasureImportResult,
  ErasureRecorded,
} from "./sanitization.schemas";

const tags = ["sanitization"] as const;
const operator = ["operator"] as const;
/** Operators reach every load and asset; clients those of their accounts (another's answers 404). */
const staffAndClients = ["operator", "client"] as const;
const PdfFile = z.unknown().describe("The certificate's PDF");
const PhotoFile = z.unknown().describe("The batch's photo");

// ---- sanitization ------------------------------------------------------------------------------

export const getAssetSanitization = defineEndpoint({
  method: "GET",
  path: "/assets/:barcode/sanitization",
  families: staffAndClients,
  operationId: "getAssetSanitization",
  permission: "assets.view",
  summary: "Whether an asset bears data, where its sanitization stands and its records, newest first",
  tags,
  params: BarcodeParams,
  responses: { 200: AssetSanitization },
});

export const recordErasure = defineEndpoint({
  method: "POST",
  path: "/assets/:barcode/erasures",
  families: operator,
  operationId: "recordErasure",
  permission: "sanitization.record",
  summary: "Record an erasure of a data-bearing asset; a failed one routes the device to destruction",
  tags,
  params: BarcodeParams,
  body: ErasureBody,
  responses: { 201: ErasureRecorded },
});

export const importErasures = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/erasures/import",
  families: operator,
  operationId: "importErasures",
  permission: "sanitization.record",
  summary:
    "Import erasure results (multipart: file, xlsx or csv with serial, tool, method, result, date): all rows or none, every row error at once",
  tags,
  params: SlugParams,
  consumes: ["multipart/form-data"],
  responses: { 201: ErasureImportResult },
});

export const listDestructionBatches = defineEndpoint({
  method: "GET",
  path: "/destruction_batches",
  families: operator,
  operationId: "listDestructionBatches",
  permission: "assets.view",
  summary: "Destruction batches (shred and crush runs), newest first, paged",
  tags,
  query: DestructionBatchesQuery,
  responses: { 200: DestructionBatchList },
});

export const createDestructionBatch = defineEndpoint({
  method: "POST",
  path: "/destruction_batches",
  families: operator,
  operationId: "createDestructionBatch",
  permission: "sanitization.record",
  summary: "Record a destruction run and the data-bearing media destroyed in it, all or none",
  tags,
  body: DestructionBatchBody,
  responses: { 201: DestructionBatchDetail },
});

export const getDestructionBatch = defineEndpoint({
  method: "GET",
  path: "/destruction_batches/:id",
  families: operator,
  operationId: "getDestructionBatch",
  permission: "assets.view",
  summary: "A destruction batch and the serials destroyed in it",
  tags,
  params: IdParams,
  responses: { 200: DestructionBatchDetail },
});

export const uploadDestructionBatchPhoto = defineEndpoint({
  method: "PUT",
  path: "/destruction_batches/:id/photo",
  families: operator,
  operationId: "uploadDestructionBatchPhoto",
  permission: "sanitization.record",
  summary: "Attach (or replace) the batch's photo (multipart: file, an image)",
  tags,
  params: IdParams,
  consumes: ["multipart/form-data"],
  responses: { 200: DestructionBatchDetail },
});

export const downloadDestructionBatchPhoto = defineEndpoint({
  method: "GET",
  path: "/destruction_batches/:id/photo",
  families: operator,
  operationId: "downloadDestructionBatchPhoto",
  permission: "assets.view",
  summary: "The batch's photo",
  tags,
  params: IdParams,
  responses: { 200: PhotoFile },
});

// ---- evidence and serial report ---------------------------------------------------------------

export const getAssetEvidence = defineEndpoint({
  method: "GET",
  path: "/assets/:barcode/evidence",
  families: staffAndClients,
  operationId: "getAssetEvidence",
  permission: "assets.view",
  summary:
    "A serial's evidence chain in order: ASN line, receipt, holds and locks, tests and grade, sanitization, disposition, shipment, certificate",
  tags,
  params: BarcodeParams,
  responses: { 200: AssetEvidence },
});

export const getSerialReport = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/serial_report",
  families: staffAndClients,
  operationId: "getSerialReport",
  permission: "assets.view",
  summary:
    "A load's serials with grade, sanitization method and date, disposition and certificate number, paged",
  tags,
  params: SlugParams,
  query: SerialReportQuery,
  responses: { 200: SerialReport },
});

export const exportSerialReport = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/serial_report/export",
  families: staffAndClients,
  operationId: "exportSerialReport",
  permission: "assets.view",
  summary: exportSummaryOf("Export a load's serial report"),
  tags,
  params: SlugParams,
  query: SerialReportExportQuery,
  responses: exportResponses,
});

// ---- certificates ------------------------------------------------------------------------------

export const listCertificates = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/certificates",
  families: staffAndClients,
  operationId: "listCertificates",
  permission: "activities.view",
  summary: "A load's certificates, newest first, revoked ones included",
  tags,
  params: SlugParams,
  responses: { 200: CertificateList },
});

export const getCertificateReadiness = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/certificates/readiness",
  families: operator,
  operationId: "getCertificateReadiness",
  permission: "activities.view",
  summary: "Which certificate the load gets and the data-bearing serials still without a record",
  tags,
  params: SlugParams,
  responses: { 200: CertificateReadiness },
});

export const issueCertificate = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/certificates",
  families: operator,
  operationId: "issueCertificate",
  permission: "certificates.issue",
  summary:
    "Issue the load's certificate as a job (202); 409 listing the data-bearing serials without a record; with a reason, reissue over the valid one",
  tags,
  params: SlugParams,
  body: IssueCertificateBody,
  responses: { 202: JobAccepted },
});

export const revokeCertificate = defineEndpoint({
  method: "POST",
  path: "/certificates/:number/revoke",
  families: operator,
  operationId: "revokeCertificate",
  permission: "certificates.issue",
  summary: "Revoke a certificate with a reason; its verification page then says revoked",
  tags,
  params: CertificateNumberParams,
  body: RevokeCertificateBody,
  responses: { 200: Certificate },
});

export const downloadCertificate = defineEndpoint({
  method: "GET",
  path: "/certificates/:number/pdf",
  families: staffAndClients,
  operationId: "downloadCertificate",
  permission: "activities.view",
  summary: "A certificate's PDF",
  tags,
  params: CertificateNumberParams,
  responses: { 200: PdfFile },
});

export const verifyCertificate = defineEndpoint({
  method: "GET",
  path: "/certificates/:number",
  families: ["public"],
  access: "public",
  operationId: "verifyCertificate",
  permission: null,
  summary:
    "Whether a certificate is valid or revoked, its hash and counts (no client data); 404 for an unknown number",
  tags,
  params: CertificateNumberParams,
  responses: { 200: CertificateVerification },
});
