import { printLocationLabel, printLocationLabels } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { sendLabelBatch } from "../../platform/documents/label-batch";
import { LOCATION_LABEL } from "../../platform/documents/label-definitions";
import { renderLabels, sendLabelFile } from "../../platform/documents/label-files";
import { serve } from "../../platform/endpoints";
import type { FileStore } from "../../platform/files";
import * as service from "./location-labels.service";

/** Location labels (PDF or ZPL): one location's, and the selected ones' (a job above 200). */
export const locationLabelsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  serve(app, db, printLocationLabel, async ({ params, query }, ctx, _request, reply) => {
    const record = await service.locationLabel(ctx, params.id);
    const bytes = await renderLabels(LOCATION_LABEL, [record], query.format);
    return sendLabelFile(reply, bytes, query.format, `location-${record.barcode}`);
  });
  serve(app, db, printLocationLabels, async ({ body }, ctx, _request, reply) => {
    const records = await service.locationLabels(ctx, body.ids);
    return sendLabelBatch(reply, ctx, files, {
      def: LOCATION_LABEL,
      records,
      format: body.format,
      baseName: "location-labels",
    });
  });
};
