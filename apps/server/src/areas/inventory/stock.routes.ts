import {
  exportStockAssets,
  exportStockLocations,
  exportStockSummary,
  getStock,
  listStockAssets,
  listStockLocations,
  postStock,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import * as stock from "./stock.service";
import { stockAssetsExport, stockLocationsExport, stockSummaryExport } from "./stock-exports";

/** Stock: what is in the warehouses, for whom, and what it is worth (issue 17). */
export const stockRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, getStock, ({ query }, ctx) => stock.getStockSummary(ctx, query));
  serve(app, db, postStock, ({ body }, ctx) => stock.getStockSummary(ctx, body));
  serve(app, db, exportStockSummary, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, stockSummaryExport, query),
  );
  serve(app, db, listStockAssets, ({ query }, ctx) => stock.listStockAssets(ctx, query));
  serve(app, db, exportStockAssets, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, stockAssetsExport, query),
  );
  serve(app, db, listStockLocations, ({ query }, ctx) => stock.listStockLocations(ctx, query));
  serve(app, db, exportStockLocations, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, stockLocationsExport, query),
  );
};
