import { createHash, randomInt } from "node:crypto";
import {
  type CertificateKindId,
  CHECK_CODE_ALPHABET,
  certificateNumber,
  type IssueCertificateBody,
  weightsByMaterial,
} from "@ops/domain";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import type { FileStore } from "../../platform/files";
import { defineJob, enqueue, type ReportProgress, runContext } from "../../platform/jobs";
import { mailSettingsFromEnvironment } from "../../platform/mail/mail-jobs";
import { notifyContacts } from "../../platform/notify/contact-notices";
import { certificateIssuedMail } from "./certificate-issued.mail";
import { type CertificateLine, renderCertificatePdf } from "./certificate-pdf";
import * as repo from "./certificates.repo";
import {
  coverageOf,
  findLoad,
  kindOrRefuse,
  missingRefusal,
  verificationUrlOf,
} from "./certificates.service";

const CertificateIssuePayload = z.object({
  activityId: z.number().int().positive(),
  /** Why the valid certificate is reissued (null: a first issue). */
  reason: z.string().nullable(),
  /** The valid certificate when the call was made: the one this run replaces. */
  replaces: z.string().nullable(),
});
type CertificateIssuePayload = z.infer<typeof CertificateIssuePayload>;

const checkCode = () =>
  Array.from({ length: 6 }, () => CHECK_CODE_ALPHABET[randomInt(CHECK_CODE_ALPHABET.length)]).join("");

/** Counts by the method of each data-bearing serial's deciding record. */
function methodCounts(methods: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of methods) counts[m] = (counts[m] ?? 0) + 1;
  return counts;
}

/**
 * Issues (or reissues) a load's certificate in one transaction: checks again under the load's
 * lock, numbers it, draws the PDF, stores it as the load's `cod` document, writes the certificate
 * and what it printed for each serial, the events and the mails. The file is stored inside the
 * transaction and removed again if it fails, so nothing is left behind.
 */
async function issue(
  ctx: ServiceContext,
  files: FileStore,
  payload: CertificateIssuePayload,
  report: ReportProgress = async () => {},
): Promise<{ number: string; certificateId: number }> {
  const { publicUrl } = mailSettingsFromEnvironment();
  // Progress is written through the job's own connection: inside the transaction below that would
  // wait on it (PGlite has one connection), so the run says it started and then that it is done.
  await report(0.05);
  let fileKey: string | null = null;
  try {
    return await ctx.db.transaction(async (tx) => {
      await repo.lockLoad(tx, payload.activityId);
      const load = await repo.certificateLoad(tx, payload.activityId);
      if (!load || load.accountId === null) throw new AppError(404, "Load not found");
      const kind = kindOrRefuse(load);
      const current = await repo.lockValid(tx, load.id, kind);
      // A second run (or a concurrent issue) finds the certificate already made: it is the answer.
      if (current && (payload.replaces === null || current.number !== payload.replaces)) {
        return { number: current.number, certificateId: current.id };
      }
      const coverage = await coverageOf(tx, load.id);
      const refusal = await missingRefusal(tx, coverage.missing);
      if (refusal) throw refusal;

      const id = await repo.nextCertificateId(tx);
      const issuedAt = new Date();
      const number = certificateNumber(kind, issuedAt.getUTCFullYear(), id, checkCode());
      const verificationUrl = verificationUrlOf(publicUrl, number);
      const weights = weightsByMaterial(await repo.loadWeights(tx, load.id));
      const weightValues = Object.values(weights);
      const totalWeight =
        weightValues.length === 0 ? null : Math.round(weightValues.reduce((s, w) => s + w, 0) * 1000) / 1000;
      const details = await repo.serialDetails(
        tx,
        coverage.dataBearing.map((f) => f.assetId),
      );
      const decidingOf = new Map(coverage.dataBearing.map((f) => [f.assetId, f.deciding]));
      const lines: CertificateLine[] = details.map((d) => {
        const deciding = decidingOf.get(d.id);
        if (!deciding) throw new Error(`serial ${d.barcode} has no deciding record`);
        return { ...d, method: deciding.method, date: deciding.finishedAt };
      });
      const methods = methodCounts(lines.map((l) => l.method));
      // Where the load's material went: the downstream vendors its assets shipped to (issue 18).
      const downstreamVendors = kind === "recycling" ? await repo.downstreamVendorsOfLoad(tx, load.id) : [];
      const pdf = await renderCertificatePdf({
        kind,
        number,
        loadSlug: load.slug,
        accountName: load.accountName ?? "",
        issuedAt,
        verificationUrl,
        serialCount: coverage.ids.length,
        dataBearingCount: coverage.dataBearing.length,
        weights,
        totalWeight,
        methods,
        lines,
        downstreamVendors,
      });
      const sha256 = createHash("sha256").update(pdf).digest("hex");
      fileKey = await files.put(pdf, "pdf");

      if (current) {
        await repo.revoke(
          tx,
          current.id,
          ctx.actor.id,
          `Reissued as ${number}: ${payload.reason ?? ""}`.trim(),
        );
      }
      const documentId = await repo.insertDocument(tx, {
        activityId: load.id,
        name: `Certificate ${number}`,
        fileKey,
        size: pdf.length,
        uploadedBy: ctx.actor.id,
      });
      await repo.insertCertificate(tx, {
        id,
        number,
        activityId: load.id,
        accountId: load.accountId,
        kind,
        sha256,
        documentId,
        serialCount: coverage.ids.length,
        dataBearingCount: coverage.dataBearing.length,
        totalWeight,
        summary: { weights, methods },
        issuedBy: ctx.actor.id,
        issuedAt,
        replacesId: current?.id ?? null,
      });
      await repo.insertCertificateAssets(
        tx,
        id,
        coverage.facts.map((f) => ({
          assetId: f.assetId,
          recordId: f.dataBearing ? (f.deciding?.id ?? null) : null,
        })),
      );
      await recordEvents(tx, [
        ...(current
          ? [
              {
                activityId: load.id,
                action: "certificate_revoked",
                message: `${current.number} revoked: reissued as ${number}: ${payload.reason ?? ""}`,
                userId: ctx.actor.id,
              },
            ]
          : []),
        {
          activityId: load.id,
          action: "certificate_issued",
          message: number,
          changes: [{ field: "certificate", from: current?.number ?? null, to: number }],
          userId: ctx.actor.id,
        },
      ]);
      await mailContacts(tx, publicUrl, {
        certificateId: id,
        accountId: load.accountId,
        facts: {
          kind,
          number,
          load: load.slug.toUpperCase(),
          account: load.accountName ?? "",
          serialCount: coverage.ids.length,
          dataBearingCount: coverage.dataBearing.length,
          verificationUrl,
        },
      });
      return { number, certificateId: id };
    });
  } catch (error) {
    if (fileKey !== null) await files.remove(fileKey).catch(() => {});
    throw error;
  }
}

/** One mail per contact of the account subscribed to "Certificate issued", each with its unsubscribe link. */
async function mailContacts(
  db: Db,
  publicUrl: string,
  m: {
    certificateId: number;
    accountId: number;
    facts: Parameters<typeof certificateIssuedMail>[0];
  },
): Promise<void> {
  await notifyContacts(db, publicUrl, {
    accountId: m.accountId,
    kind: "certificate_issued",
    dedupeKey: `certificate_issued:${m.certificateId}`,
    mail: (contact, unsubscribeUrl) => certificateIssuedMail(m.facts, contact.firstName, unsubscribeUrl),
  });
}

/**
 * Issues a load's certificate (see `issue`). A second run is harmless: it finds the valid
 * certificate the first made (it replaces nothing, or not the one it was asked to) and answers it.
 */
export const certificateIssueJob = defineJob({
  name: "certificate_issue",
  payload: CertificateIssuePayload,
  handler: (payload, run) => issue(runContext(run), run.files, payload, run.report),
});

/**
 * `POST /activities/{slug}/certificates`: checks now, so the screen says at once what is missing
 * (kind none, serials without a record, a valid certificate without a reason to reissue it),
 * then queues the job and answers its id.
 */
export async function issueCertificate(
  ctx: ServiceContext,
  slug: string,
  body: IssueCertificateBody,
): Promise<{ jobId: string }> {
  const activity = await findLoad(ctx, slug);
  const load = await repo.certificateLoad(ctx.db, activity.id);
  if (!load || load.accountId === null)
    throw new AppError(409, `${activity.slug} has no account to certify for`);
  const kind: CertificateKindId = kindOrRefuse(load);
  const coverage = await coverageOf(ctx.db, activity.id);
  if (coverage.ids.length === 0 && kind === "destruction") {
    throw new AppError(409, `${activity.slug.toUpperCase()} has no serials to certify`);
  }
  const refusal = await missingRefusal(ctx.db, coverage.missing);
  if (refusal) throw refusal;
  const current = await repo.validNumber(ctx.db, activity.id, kind);
  const reason = body.reason?.trim() || null;
  if (current && !reason) {
    throw new AppError(
      409,
      `${activity.slug.toUpperCase()} already has certificate ${current}; give a reason to reissue it`,
    );
  }
  const jobId = await enqueue(ctx, certificateIssueJob, {
    activityId: activity.id,
    reason: current ? reason : null,
    replaces: current,
  });
  return { jobId };
}
