import { exportSerialReport, getAssetEvidence, getSerialReport } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import * as evidence from "./evidence";
import * as serialReport from "./serial-report";
import { serialReportExport } from "./serial-report-exports";

/**
 * A serial's evidence chain and a load's serial report (issue 16), for operators and the client
 * of the asset or load (another client's answers 404).
 */
export const evidenceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, getAssetEvidence, ({ params }, ctx) => evidence.getAssetEvidence(ctx, params.barcode));
  serve(app, db, getSerialReport, ({ params, query }, ctx) =>
    serialReport.getSerialReport(ctx, params.slug, query),
  );
  serve(app, db, exportSerialReport, ({ params, query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, serialReportExport, query, params),
  );
};
