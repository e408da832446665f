import {
  downloadCertificate,
  getCertificateReadiness,
  issueCertificate,
  listCertificates,
  revokeCertificate,
  verifyCertificate,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { mailSettingsOf } from "../../platform/mail/mail-settings";
import * as job from "./certificates.job";
import * as service from "./certificates.service";

/**
 * Certificates of data destruction and of recycling (issue 16): a load's list and readiness,
 * issuing as a job, revoking, the PDF, and the public verification by number.
 */
export const certificatesRoutes: FastifyPluginAsync<{ db: Db; config: Config; files: FileStore }> = async (
  app,
  { db, config, files },
) => {
  // The base of verification links, the same the mails and the PDF's QR code print.
  const { publicUrl } = mailSettingsOf(config);
  serve(app, db, listCertificates, ({ params }, ctx) =>
    service.listCertificates(ctx, params.slug, publicUrl),
  );
  serve(app, db, getCertificateReadiness, ({ params }, ctx) => service.getReadiness(ctx, params.slug));
  serve(app, db, issueCertificate, ({ params, body }, ctx) => job.issueCertificate(ctx, params.slug, body));
  serve(app, db, revokeCertificate, ({ params, body }, ctx) =>
    service.revokeCertificate(ctx, params.number, body.reason, publicUrl),
  );
  serve(app, db, downloadCertificate, async ({ params }, ctx, _request, reply) => {
    const file = await service.openCertificatePdf({ ...ctx, files }, params.number);
    return sendStoredFile(reply, file, "attachment");
  });
  serve(app, db, verifyCertificate, ({ params }, ctx) => service.verifyCertificate(ctx.db, params.number));
};
