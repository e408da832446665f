import { printLocationLabel, printLocationLabels } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { sendLabelBatch } from "../../platform/documents/label-batch";
import { LOCATION_LABEL } from "../../platform/documents/label-definitions";
import { renderLabels, sendLabelFile } from "../../platform/documents/label-files";
import { serve } from "../../platform/endpoints";
import { locationLabelsJob } from "./location-labels.jobs";
import * as service from "./location-labels.service";

/** Location labels (PDF or ZPL): one location's, and the selected ones' (a job above 200). */
export const locationLabelsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, printLocationLabel, async ({ params, query }, ctx, _request, reply) => {
    const record = await service.locationLabel(ctx, params.id);
    const bytes = await renderLabels(LOCATION_LABEL, [record], query.format);
    return sendLabelFile(reply, bytes, query.format, `location-${record.barcode}`);
  });
  serve(app, db, printLocationLabels, ({ body }, ctx, _request, reply) =>
    sendLabelBatch(reply, ctx, locationLabelsJob, body),
  );
};
