import { listProductAssets } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as productAssets from "./product-assets.service";

/** A product's assets list (issue 17 §6). */
export const productAssetsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listProductAssets, ({ params, query }, ctx) =>
    productAssets.listProductAssets(ctx, params.id, query),
  );
};
