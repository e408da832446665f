import {
  createBrand,
  createProductLine,
  deleteBrand,
  deleteProductLine,
  getBrand,
  getProductLine,
  listBrands,
  listCatalogueBrands,
  listCatalogueLines,
  listProductLines,
  updateBrand,
  updateProductLine,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./brands.service";

/** Brands and their product lines; the product screens read both under /products too. */
export const brandsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  for (const endpoint of [listBrands, listCatalogueBrands]) {
    serve(app, db, endpoint, (_, ctx) => service.listBrands(ctx));
  }
  serve(app, db, createBrand, ({ body }, ctx) => service.createBrand(ctx, body));
  serve(app, db, getBrand, ({ params }, ctx) => service.getBrand(ctx, params.id));
  serve(app, db, updateBrand, ({ params, body }, ctx) => service.updateBrand(ctx, params.id, body));
  serve(app, db, deleteBrand, async ({ params }, ctx) => {
    await service.deleteBrand(ctx, params.id);
    return undefined;
  });

  for (const endpoint of [listProductLines, listCatalogueLines]) {
    serve(app, db, endpoint, ({ query }, ctx) => service.listLines(ctx, query.brand_id));
  }
  serve(app, db, createProductLine, ({ body }, ctx) => service.createLine(ctx, body));
  serve(app, db, getProductLine, ({ params }, ctx) => service.getLine(ctx, params.id));
  serve(app, db, updateProductLine, ({ params, body }, ctx) => service.updateLine(ctx, params.id, body));
  serve(app, db, deleteProductLine, async ({ params }, ctx) => {
    await service.deleteLine(ctx, params.id);
    return undefined;
  });
};
