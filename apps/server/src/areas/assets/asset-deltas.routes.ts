import { getAssetDeltas } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./asset-deltas.service";

/** Expected against received for a load: operators any load, clients their own. */
export const assetDeltasRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, getAssetDeltas, ({ params, query }, ctx) =>
    service.assetDeltas(ctx, params.slug, query.type),
  );
};
