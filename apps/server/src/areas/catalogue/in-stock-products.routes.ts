import { listInStockProducts } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as inStock from "./in-stock-products.service";

/** Products in stock by activity type (issue 17 §6). */
export const inStockProductsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listInStockProducts, ({ query }, ctx) => inStock.listInStockProducts(ctx, query));
};
