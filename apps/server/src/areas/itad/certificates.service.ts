import {
  CERTIFICATE_NUMBER_PATTERN,
  type Certificate,
  type CertificateKindId,
  type CertificateReadiness,
  type CertificateVerification,
  certificateKindOf,
  hasSanitizationRecord,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import type { StoredFile } from "../../platform/file-routes";
import type { FilesContext } from "../../platform/files";
import { findActivity } from "../activities/activity-scope";
import * as repo from "./certificates.repo";
import { type SanitizationFacts, sanitizationFactsOf, serialIdsOfLoad } from "./sanitization-state";

/** How many missing serials a refusal names (the readiness call lists more). */
const MISSING_IN_MESSAGE = 50;
const MISSING_IN_READINESS = 200;
/** The one answer of the public call for anything it does not know: it never hints at others. */
const NOT_FOUND = "Certificate not found";

export const verificationUrlOf = (publicUrl: string, number: string) =>
  `${publicUrl.replace(/\/+$/, "")}/certificates/${number}`;

/** The load of `slug` in the actor's scope (clients: their accounts'; others answer 404). */
export async function findLoad(ctx: ServiceContext, slug: string) {
  const activity = await findActivity(ctx, slug);
  if (activity.type !== "inbound") throw notFound("Load");
  return activity;
}

/** The load's certificate kind, or the 409 naming the account whose type is none. */
export function kindOrRefuse(load: repo.CertificateLoad): CertificateKindId {
  const kind = certificateKindOf(load.accountType ?? "none", load.programType);
  if (!kind) {
    throw new AppError(409, `${load.accountName ?? load.slug} gets no certificate (certificate type none)`);
  }
  return kind;
}

/** Where a load's serials stand for a certificate: all of them, their facts, those still without a record. */
export async function coverageOf(db: Db, loadId: number) {
  const ids = await serialIdsOfLoad(db, loadId);
  const facts = await sanitizationFactsOf(db, ids);
  const ordered = ids.map((id) => facts.get(id)).filter((f): f is SanitizationFacts => f !== undefined);
  const dataBearing = ordered.filter((f) => f.dataBearing);
  const missing = dataBearing.filter((f) => !hasSanitizationRecord(f.state));
  return { ids, facts: ordered, dataBearing, missing };
}

/** The 409 naming (up to 50 of) the data-bearing serials without a record; null when none is missing. */
export async function missingRefusal(
  db: Db,
  missing: readonly SanitizationFacts[],
): Promise<AppError | null> {
  if (missing.length === 0) return null;
  const named = await repo.serialDetails(
    db,
    missing.slice(0, MISSING_IN_MESSAGE).map((f) => f.assetId),
  );
  const list = named.map((s) => s.serialNumber ?? s.barcode).join(", ");
  const more = missing.length > MISSING_IN_MESSAGE ? "…" : "";
  const noun = missing.length === 1 ? "serial has" : "serials have";
  return new AppError(409, `${missing.length} data-bearing ${noun} no sanitization record: ${list}${more}`);
}

/** `GET /activities/{slug}/certificates/readiness`. */
export async function getReadiness(ctx: ServiceContext, slug: string): Promise<CertificateReadiness> {
  const activity = await findLoad(ctx, slug);
  const load = await repo.certificateLoad(ctx.db, activity.id);
  if (!load) throw notFound("Load");
  const kind = certificateKindOf(load.accountType ?? "none", load.programType);
  const coverage = await coverageOf(ctx.db, activity.id);
  const shown = coverage.missing.slice(0, MISSING_IN_READINESS);
  const details = await repo.serialDetails(
    ctx.db,
    shown.map((f) => f.assetId),
  );
  return {
    kind,
    serialCount: coverage.ids.length,
    dataBearingCount: coverage.dataBearing.length,
    missingCount: coverage.missing.length,
    missing: details.map((d, i) => ({
      barcode: d.barcode,
      serialNumber: d.serialNumber,
      state: shown[i]?.state ?? "missing",
    })),
    current: kind ? await repo.validNumber(ctx.db, activity.id, kind) : null,
  };
}

export function toCertificate(row: repo.CertificateRow, publicUrl: string): Certificate {
  const summary = (row.summary ?? {}) as Partial<Certificate["summary"]>;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as Certificate["kind"],
    status: row.status as Certificate["status"],
    activitySlug: row.activitySlug,
    accountId: row.accountId,
    accountName: row.accountName,
    sha256: row.sha256,
    documentId: row.documentId,
    serialCount: row.serialCount,
    dataBearingCount: row.dataBearingCount,
    totalWeight: row.totalWeight,
    summary: { weights: summary.weights ?? {}, methods: summary.methods ?? {} },
    issuedAt: row.issuedAt.toISOString(),
    issuedBy: row.issuedBy,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
    replaces: row.replaces,
    replacedBy: row.replacedBy,
    verificationUrl: verificationUrlOf(publicUrl, row.number),
  };
}

/** `GET /activities/{slug}/certificates`: newest first, revoked ones included. */
export async function listCertificates(
  ctx: ServiceContext,
  slug: string,
  publicUrl: string,
): Promise<{ data: Certificate[] }> {
  const load = await findLoad(ctx, slug);
  const rows = await repo.listOfLoad(ctx.db, load.id);
  return { data: rows.map((r) => toCertificate(r, publicUrl)) };
}

/** A certificate whose load the actor may see; anything else answers the same 404. */
async function findVisible(ctx: ServiceContext, number: string): Promise<repo.CertificateRow> {
  const row = await repo.findByNumber(ctx.db, number);
  if (!row) throw notFound("Certificate");
  await findLoad(ctx, row.activitySlug).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound("Certificate") : error;
  });
  return row;
}

/** `GET /certificates/{number}/pdf`: the stored document, for operators and the load's client. */
export async function openCertificatePdf(ctx: FilesContext, number: string): Promise<StoredFile> {
  const row = await findVisible(ctx, number);
  const file = row.documentId === null ? undefined : await repo.documentFile(ctx.db, row.documentId);
  if (!file) throw notFound("Certificate document");
  return { stream: await ctx.files.read(file.fileKey), ...file, fileName: file.fileName };
}

/**
 * `POST /certificates/{number}/revoke`: the certificate stays, marked revoked with who, when and
 * why; the load's chain of custody says so. Revoking twice is a 409.
 */
export async function revokeCertificate(
  ctx: ServiceContext,
  number: string,
  reason: string,
  publicUrl: string,
): Promise<Certificate> {
  await findVisible(ctx, number);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockByNumber(tx, number);
    if (!row) throw notFound("Certificate");
    if (row.status === "revoked") throw new AppError(409, `Certificate ${number} is already revoked`);
    await repo.revoke(tx, row.id, ctx.actor.id, reason);
    await recordEvents(tx, [
      {
        activityId: row.activityId,
        action: "certificate_revoked",
        message: `${number} revoked: ${reason}`,
        changes: [
          { field: "certificate", from: { number, status: "valid" }, to: { number, status: "revoked" } },
        ],
        userId: ctx.actor.id,
      },
    ]);
  });
  const row = await repo.findByNumber(ctx.db, number);
  if (!row) throw notFound("Certificate");
  return toCertificate(row, publicUrl);
}

/**
 * `GET /no_user/certificates/{number}`: valid or revoked, the hash and the counts, nothing about
 * the client. A malformed, unknown or almost-right number answers the same 404.
 */
export async function verifyCertificate(db: Db, number: string): Promise<CertificateVerification> {
  if (!CERTIFICATE_NUMBER_PATTERN.test(number)) throw new AppError(404, NOT_FOUND);
  const row = await repo.findByNumber(db, number);
  if (!row) throw new AppError(404, NOT_FOUND);
  return {
    number: row.number,
    kind: row.kind as CertificateVerification["kind"],
    status: row.status as CertificateVerification["status"],
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    sha256: row.sha256,
    serialCount: row.serialCount,
    dataBearingCount: row.dataBearingCount,
    totalWeight: row.totalWeight,
    replacedBy: row.replacedBy,
  };
}
