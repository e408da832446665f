import { crossDockAsset, listCrossDockedAssets } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as crossDock from "./cross-dock.service";

/** Cross-docking: received assets scanned straight onto an outbound load, and the load's list of them. */
export const crossDockRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listCrossDockedAssets, ({ params, query }, ctx) =>
    crossDock.listCrossDocked(ctx, params.slug, query),
  );
  serve(app, db, crossDockAsset, ({ params, body }, ctx) =>
    crossDock.crossDockAsset(ctx, params.slug, body.barcode),
  );
};
