import { printActivityAssetLabels, printAssetLabel } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { sendLabelBatch } from "../../platform/documents/label-batch";
import { ASSET_LABEL } from "../../platform/documents/label-definitions";
import { renderLabels, sendLabelFile } from "../../platform/documents/label-files";
import { serve } from "../../platform/endpoints";
import { assetLabelsJob } from "./asset-labels.jobs";
import * as service from "./asset-labels.service";

/** Asset labels (PDF or ZPL): one asset's, and a load's (all or selected; a job above 200). */
export const assetLabelsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, printAssetLabel, async ({ params, query }, ctx, _request, reply) => {
    const record = await service.assetLabel(ctx, params.barcode);
    const bytes = await renderLabels(ASSET_LABEL, [record], query.format);
    return sendLabelFile(reply, bytes, query.format, `label-${record.barcode}`);
  });
  serve(app, db, printActivityAssetLabels, ({ params, body }, ctx, _request, reply) =>
    sendLabelBatch(reply, ctx, assetLabelsJob, { ...body, slug: params.slug }),
  );
};
