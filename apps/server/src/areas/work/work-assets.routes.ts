import {
  completeWorkAssets,
  createWorkAssets,
  getNextWorkAsset,
  getProcessingAsset,
  listWorkAssets,
  scanWorkAssets,
  updateProcessingAsset,
  updateProcessingAssets,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { startCompleteAll } from "./complete-all";
import { createFromSource } from "./create-work-assets";
import * as service from "./work-assets.service";

/**
 * What is inside a work order (SPEC §7): assets scanned in, processing steps (`type=processing`),
 * assets created out of inputs, the scanning queue (`/events/next`) and "complete all".
 */
export const workAssetsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, scanWorkAssets, ({ params, body }, ctx) => service.scanIn(ctx, params.slug, body));
  serve(app, db, listWorkAssets, ({ params, query }, ctx) => service.listWorkAssets(ctx, params.slug, query));
  serve(app, db, createWorkAssets, ({ params, body }, ctx) => createFromSource(ctx, params.slug, body));
  serve(app, db, getProcessingAsset, ({ params }, ctx) =>
    service.getProcessingAsset(ctx, params.slug, params.barcode),
  );
  serve(app, db, updateProcessingAsset, ({ params, body }, ctx) =>
    service.updateProcessingAsset(ctx, params.slug, params.barcode, body),
  );
  serve(app, db, updateProcessingAssets, ({ params, body }, ctx) =>
    service.updateProcessingAssets(ctx, params.slug, body),
  );
  // 204 when nothing waits: the answer is sent here, since the descriptor names both statuses.
  serve(app, db, getNextWorkAsset, async ({ params }, ctx, _request, reply) => {
    const next = await service.nextWorkAsset(ctx, params.slug);
    return next ? reply.status(200).send(next) : reply.status(204).send();
  });
  serve(app, db, completeWorkAssets, ({ params }, ctx) => startCompleteAll(ctx, params.slug));
};
