import {
  createReport,
  deleteReport,
  downloadDashboardExport,
  downloadReport,
  FAMILY_PREFIX,
  getDashboardExport,
  getReport,
  getReportData,
  listReportRecipients,
  listReports,
  runReport as runReportEndpoint,
  scheduleReport,
  sendReport,
  unscheduleReport,
  updateReport,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../../platform/area";
import { serve } from "../../../platform/endpoints";
import { sendListExport } from "../../../platform/list-export";
import { contentDisposition } from "../../../platform/uploads";
import { datasetExport, exportPage } from "./export-datasets";
import { buildReportFile } from "./report-file";
import { runReport } from "./run-report";
import * as service from "./saved-reports.service";
import { sendReportNow } from "./send-now";

/** The staff (operator) path of "run a report": its requests drop clientView (SPEC §6). */
const STAFF_RUN_URL = `${FAMILY_PREFIX.operator}${runReportEndpoint.path}`;

/** Saved, run, downloaded and scheduled reports, and the export dashboard's calls. */
export const reportRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  // Staff report requests drop a clientView field before validation (SPEC §6): an operator's run
  // is never shaped as a client's, whatever the screen sent.
  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.url !== STAFF_RUN_URL) return;
    const body = request.body;
    if (body && typeof body === "object" && "clientView" in body) {
      delete (body as { clientView?: unknown }).clientView;
    }
  });

  serve(app, db, listReports, ({ query }, ctx) => service.listReports(ctx, query));
  serve(app, db, listReportRecipients, (_input, ctx) => service.listRecipients(ctx));
  serve(app, db, runReportEndpoint, ({ body }, ctx) =>
    // A client's run is always the client view; the operator's clientView was dropped above.
    runReport(ctx, body.definition, ctx.actor.audience === "client"),
  );
  serve(app, db, createReport, ({ body }, ctx) => service.createReport(ctx, body));
  serve(app, db, getReport, ({ params }, ctx) => service.getReport(ctx, params.id));
  serve(app, db, updateReport, ({ params, body }, ctx) => service.updateReport(ctx, params.id, body));
  serve(app, db, deleteReport, async ({ params }, ctx) => {
    await service.deleteReport(ctx, params.id);
    return undefined;
  });
  serve(app, db, getReportData, ({ params }, ctx) => service.reportData(ctx, params.id));
  serve(app, db, downloadReport, async ({ params, query }, ctx, _request, reply) => {
    const file = await buildReportFile(ctx, params.id, query.format);
    return reply
      .header("Content-Type", file.contentType)
      .header("Content-Disposition", contentDisposition(file.fileName, "attachment"))
      .header("Cache-Control", "private, no-store")
      .send(file.body);
  });
  serve(app, db, scheduleReport, ({ params, body }, ctx) => service.scheduleReport(ctx, params.id, body));
  serve(app, db, unscheduleReport, ({ params }, ctx) => service.unscheduleReport(ctx, params.id));
  serve(app, db, sendReport, ({ params }, ctx) => sendReportNow(ctx, params.id));

  serve(app, db, getDashboardExport, ({ params, query }, ctx) => exportPage(ctx, params.dataset, query));
  serve(app, db, downloadDashboardExport, ({ params, query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, datasetExport(params.dataset), query, { dataset: params.dataset }),
  );
};
