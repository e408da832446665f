import {
  checkAssetDuplicateSerial,
  createAsset,
  createAssetsInBulk,
  deleteAsset,
  exportActivityAssets,
  exportAssets,
  getAsset,
  getAssetSourceInfo,
  listActivityAssets,
  listAssetChildren,
  listAssets,
  listAssetTestSuites,
  updateAsset,
  updateAssetsInBulk,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { activityAssetsExport, assetsExport } from "./asset-exports";
import * as service from "./assets.service";

/**
 * Assets (SPEC §7): operators receive, change and remove them; clients read those of their
 * accounts through `/spa/client/...` (another client's asset answers 404). `/assets/:id` and
 * `/assets/:barcode/...` share a path position; find-my-way keeps each route's own name.
 */
export const assetsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, createAsset, ({ body }, ctx) => service.createAsset(ctx, body));
  serve(app, db, createAssetsInBulk, ({ query, body }, ctx) =>
    service.createAssets(ctx, body.assets, query.async === "true"),
  );
  serve(app, db, updateAssetsInBulk, ({ query, body }, ctx) =>
    service.updateAssets(ctx, body, query.async === "true"),
  );
  serve(app, db, checkAssetDuplicateSerial, ({ query }, ctx) => service.duplicateSerial(ctx, query));
  serve(app, db, updateAsset, ({ params, body }, ctx) => service.updateAsset(ctx, params.id, body));
  serve(app, db, deleteAsset, async ({ params }, ctx) => {
    await service.deleteAsset(ctx, params.id);
    return undefined;
  });

  serve(app, db, listAssets, ({ query }, ctx) => service.listAssets(ctx, query));
  serve(app, db, getAsset, ({ params }, ctx) => service.getAsset(ctx, params.id));
  serve(app, db, listAssetChildren, ({ params }, ctx) => service.listChildren(ctx, params.barcode));
  serve(app, db, getAssetSourceInfo, ({ params }, ctx) => service.sourceInfo(ctx, params.barcode));
  serve(app, db, listAssetTestSuites, ({ params }, ctx) => service.listTestSuites(ctx, params.barcode));
  serve(app, db, listActivityAssets, ({ params, query }, ctx) =>
    service.listActivityAssets(ctx, params.slug, query),
  );

  serve(app, db, exportAssets, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, assetsExport, query),
  );
  serve(app, db, exportActivityAssets, ({ params, query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, activityAssetsExport, query, params),
  );
};
