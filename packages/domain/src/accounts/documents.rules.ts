import { DSV_QUALIFICATIONS } from "../enums/document-types";
import type { Qualification } from "./accounts.schemas";
import { type DocumentStatus, EXPIRY_WARNING_DAYS, type QualificationCheck } from "./documents.schemas";

const DAY_MS = 86_400_000;

/** Whole days from `today` to `date` (both YYYY-MM-DD), negative once passed. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** A document expires at the end of its expiry date; within 30 days of it, it is expiring. */
export function documentStatus(expiryDate: string | null, today: string): DocumentStatus {
  if (!expiryDate) return "no_expiry";
  const days = daysUntil(expiryDate, today);
  if (days < 0) return "expired";
  if (days <= EXPIRY_WARNING_DAYS) return "expiring";
  return "valid";
}

type CertificateDoc = { id: number; dsvType: string | null; expiryDate: string | null };

const RANK = { valid: 3, expiring: 2, expired: 1, missing: 0 } as const;

/**
 * Each qualification of a downstream vendor, from its documents: the best document of an
 * accepted type decides (a certificate without an expiry date counts as valid).
 */
export function qualificationChecks(
  documents: readonly CertificateDoc[],
  today: string,
): QualificationCheck[] {
  return DSV_QUALIFICATIONS.map((q) => {
    let best: QualificationCheck = {
      id: q.id,
      label: q.label,
      state: "missing",
      documentId: null,
      expiryDate: null,
    };
    for (const doc of documents) {
      if (!doc.dsvType || !(q.types as readonly string[]).includes(doc.dsvType)) continue;
      const status = documentStatus(doc.expiryDate, today);
      const state = status === "no_expiry" ? "valid" : status;
      const better =
        RANK[state] > RANK[best.state] ||
        (RANK[state] === RANK[best.state] && (doc.expiryDate ?? "9999") > (best.expiryDate ?? ""));
      if (better) best = { ...best, state, documentId: doc.id, expiryDate: doc.expiryDate };
    }
    return best;
  });
}

/** Qualified when every check is valid; expiring when all hold but one runs out within 30 days. */
export function qualificationOf(checks: readonly QualificationCheck[]): Qualification {
  if (checks.some((c) => c.state === "missing" || c.state === "expired")) return "unqualified";
  if (checks.some((c) => c.state === "expiring")) return "expiring";
  return "qualified";
}
