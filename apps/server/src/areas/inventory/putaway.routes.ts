import {
  addAssetToLocation,
  getActivityInventory,
  listInventoryActivities,
  listLocationAssets,
  listPutawayAssets,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as activities from "./inventory-activities.service";
import * as service from "./putaway.service";

/** Putaway and the inventory activities: assets into locations by scan (issue 17). */
export const putawayRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, addAssetToLocation, ({ body }, ctx) => service.putAway(ctx, body));
  serve(app, db, listPutawayAssets, ({ params, query }, ctx) =>
    service.listPutawayAssets(ctx, params.id, query),
  );
  serve(app, db, listInventoryActivities, (_input, ctx) => activities.listInventoryActivities(ctx));
  serve(app, db, getActivityInventory, ({ params, query }, ctx) =>
    activities.getActivityInventory(ctx, params.slug, query),
  );
  serve(app, db, listLocationAssets, ({ params, query }, ctx) =>
    activities.listLocationAssets(ctx, params.id, query),
  );
};
