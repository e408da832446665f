import { checkConsolidationContainer, consolidateAssets, createAssetsWithManager } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../../db/client";
import { serve } from "../../../platform/endpoints";
import { assetManagerConsolidateJob, assetManagerCreateJob } from "./asset-manager.jobs";
import * as service from "./asset-manager.service";

/**
 * The asset manager (SPEC §7): create many containers and consolidate bins, both as jobs (202
 * `{jobId}`) polled by the screen up to 300,000 ms (SPEC §9); a refusal answers 422 before anything
 * is queued, and a retried request (same requestKey) answers the same job.
 */
export const assetManagerRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, createAssetsWithManager, ({ body }, ctx) =>
    service.requestCreate(ctx, assetManagerCreateJob, body),
  );
  serve(app, db, consolidateAssets, ({ body }, ctx) =>
    service.requestConsolidation(ctx, assetManagerConsolidateJob, body),
  );
  serve(app, db, checkConsolidationContainer, ({ params, query }, ctx) =>
    service.checkContainer(ctx, params.barcode, query.targetBarcode),
  );
};
