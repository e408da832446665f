// Certificates of data destruction and of recycling (issue 16), the evidence chain of one serial and
// the serial report of a load.
import { z } from "zod";
import { ExportFormat } from "../platform/exports.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { SanitizationState } from "./sanitization.schemas";

export const CertificateKind = z.enum(["destruction", "recycling"]);
export const CertificateStatus = z.enum(["valid", "revoked"]);

/** A certificate as operators and the load's client see it. */
export const Certificate = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: CertificateKind,
  status: CertificateStatus,
  activitySlug: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  sha256: z.string(),
  /** The stored `cod` document on the load (its PDF); null only if someone deleted the document. */
  documentId: z.number().int().nullable(),
  serialCount: z.number().int(),
  dataBearingCount: z.number().int(),
  totalWeight: z.number().nullable(),
  /** Weights (lbs) by R2 material type, and counts by sanitization method. */
  summary: z.object({
    weights: z.record(z.string(), z.number()),
    methods: z.record(z.string(), z.number()),
  }),
  issuedAt: z.string(),
  issuedBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  /** The number of the certificate this one reissues. */
  replaces: z.string().nullable(),
  /** The number of the certificate that reissued this one. */
  replacedBy: z.string().nullable(),
  verificationUrl: z.string(),
});
export type Certificate = z.infer<typeof Certificate>;

export const CertificateList = z.object({ data: z.array(Certificate) });
export type CertificateList = z.infer<typeof CertificateList>;

/**
 * `GET /activities/{slug}/certificates/readiness`: what issuing would do now: the kind the
 * account or program asks for (null for none), the counts, and the data-bearing serials still
 * without a record (the first 200; `missingCount` says how many).
 */
export const CertificateReadiness = z.object({
  kind: CertificateKind.nullable(),
  serialCount: z.number().int(),
  dataBearingCount: z.number().int(),
  missingCount: z.number().int(),
  missing: z.array(
    z.object({ barcode: z.string(), serialNumber: z.string().nullable(), state: SanitizationState }),
  ),
  /** The valid certificate of this kind the load already has, if any (issue again = reissue). */
  current: z.string().nullable(),
});
export type CertificateReadiness = z.infer<typeof CertificateReadiness>;

/** `POST /activities/{slug}/certificates`: issue (or, with `reason`, reissue over the valid one). */
export const IssueCertificateBody = z.object({
  /** Required when the load already has a valid certificate: why it is reissued (kept on the revoked one). */
  reason: z.string().trim().max(500, "The reason is at most 500 characters").nullable().default(null),
});
export type IssueCertificateBody = z.input<typeof IssueCertificateBody>;

/** `POST /certificates/{number}/revoke`. */
export const RevokeCertificateBody = z.object({
  reason: z
    .string({ error: "Say why the certificate is revoked" })
    .trim()
    .min(3, "Say why the certificate is revoked")
    .max(500, "The reason is at most 500 characters"),
});
export type RevokeCertificateBody = z.infer<typeof RevokeCertificateBody>;

export const CertificateNumberParams = z.object({ number: z.string().trim().min(1).max(40).toUpperCase() });

/**
 * `GET /no_user/certificates/{number}`: what anyone holding the paper may check, nothing about the
 * client beyond the number, the dates and the counts.
 */
export const CertificateVerification = z.object({
  number: z.string(),
  kind: CertificateKind,
  status: CertificateStatus,
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  sha256: z.string(),
  serialCount: z.number().int(),
  dataBearingCount: z.number().int(),
  totalWeight: z.number().nullable(),
  /** The number that replaced it when it was reissued. */
  replacedBy: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

// ---- serial report -----------------------------------------------------------------------------

/** One serial of a load's report: grade, sanitization, disposition and certificate. */
export const SerialReportRow = z.object({
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  product: z.string().nullable(),
  productClass: z.string().nullable(),
  dataBearing: z.boolean(),
  grade: z.string().nullable(),
  state: SanitizationState,
  /** The method of the deciding record (clear, purge, shredded…), and its date. */
  method: z.string().nullable(),
  sanitizedAt: z.string().nullable(),
  disposition: z.string().nullable(),
  r2Classification: z.string().nullable(),
  certificateNumber: z.string().nullable(),
});
export type SerialReportRow = z.infer<typeof SerialReportRow>;

export const SerialReportQuery = PageQuery.extend({
  sort: z.enum(["barcode", "serialNumber", "grade", "sanitizedAt"]).default("barcode"),
  state: SanitizationState.optional(),
});
export type SerialReportQuery = z.infer<typeof SerialReportQuery>;
export const SerialReportExportQuery = SerialReportQuery.extend({ format: ExportFormat.default("xlsx") });
export const SerialReport = paged(SerialReportRow).extend({
  /** Counts of the whole load by state (not just this page), for the figures above the table. */
  states: z.record(z.string(), z.number().int()),
});
export type SerialReport = z.infer<typeof SerialReport>;

// ---- evidence ----------------------------------------------------------------------------------

export const EVIDENCE_STEPS = [
  "announced",
  "received",
  "hold",
  "lock",
  "test",
  "sanitization",
  "disposition",
  "shipment",
  "certificate",
] as const;

/** One link of a serial's evidence chain, in time order. */
export const EvidenceStep = z.object({
  step: z.enum(EVIDENCE_STEPS),
  at: z.string().nullable(),
  by: z.string().nullable(),
  /** What happened, in words ("Received on DAL-IN-000012", "Erased: purge, 3 passes, passed, verified"). */
  title: z.string(),
  /** The facts behind it (ASN row, grade, tool, batch, certificate number…). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type EvidenceStep = z.infer<typeof EvidenceStep>;

/** `GET /assets/{barcode}/evidence`. */
export const AssetEvidence = z.object({
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  dataBearing: z.boolean(),
  state: SanitizationState,
  steps: z.array(EvidenceStep),
});
export type AssetEvidence = z.infer<typeof AssetEvidence>;
