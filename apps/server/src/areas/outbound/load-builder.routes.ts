import {
  confirmLoadBuilder,
  getLoadBuilderAlternates,
  getLoadBuilderAssets,
  getLoadBuilderStock,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as builder from "./load-builder.service";
import { confirmLoad } from "./load-builder-confirm";

/** The load builder (issue 18): available stock priced for a buyer, alternates, assets, confirm. */
export const loadBuilderRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, getLoadBuilderStock, ({ query }, ctx) => builder.getStock(ctx, query));
  serve(app, db, getLoadBuilderAlternates, ({ query }, ctx) => builder.getAlternates(ctx, query));
  serve(app, db, getLoadBuilderAssets, ({ query }, ctx) => builder.getAssets(ctx, query));
  serve(app, db, confirmLoadBuilder, ({ body }, ctx) => confirmLoad(ctx, body));
};
