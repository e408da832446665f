import {
  createProduct,
  createProductAlias,
  deleteProduct,
  deleteProductAlias,
  exportProducts,
  findProducts,
  getProduct,
  getProductAlias,
  getProductReference,
  importProducts,
  listProductAliases,
  listProductGroups,
  listProductReferences,
  listProducts,
  MAX_PRODUCT_IMPORT_BYTES,
  updateProduct,
  updateProductAlias,
} from "@ops/domain";
import "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { fieldError } from "../../platform/app-error";
import { serve } from "../../platform/endpoints";
import { SHEET_CONTENT_TYPES } from "../../platform/spreadsheets";
import { readMultipart } from "../../platform/uploads";
import * as io from "./product-io.service";
import * as service from "./products.service";

/** Products with their references, the spreadsheet round trip, and aliases. */
export const productsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listProducts, ({ query }, ctx) => service.listProducts(ctx, query));
  serve(app, db, createProduct, ({ body }, ctx) => service.createProduct(ctx, body));
  serve(app, db, findProducts, ({ query }, ctx) => service.findProducts(ctx, query));
  serve(app, db, listProductGroups, (_, ctx) => service.listGroups(ctx));
  serve(app, db, listProductReferences, ({ params, query }, ctx) =>
    service.listReferences(ctx, params.topic, query.search),
  );
  serve(app, db, getProductReference, ({ params }, ctx) =>
    service.getReference(ctx, params.topic, params.identifier),
  );
  serve(app, db, exportProducts, async ({ query }, ctx, _request, reply) => {
    const file = await io.exportProducts(ctx, query.format);
    return reply
      .header("Content-Type", SHEET_CONTENT_TYPES[query.format])
      .header("Content-Disposition", `attachment; filename="products.${query.format}"`)
      .header("Cache-Control", "private, no-store")
      .send(file);
  });
  serve(app, db, importProducts, async (_, ctx, request) => {
    const { file } = await readMultipart(request, "the spreadsheet", { maxBytes: MAX_PRODUCT_IMPORT_BYTES });
    if (!file) throw fieldError("file", "Choose a spreadsheet to import");
    return io.importProducts(ctx, file);
  });
  serve(app, db, getProduct, ({ params }, ctx) => service.getProduct(ctx, params.id));
  serve(app, db, updateProduct, ({ params, body }, ctx) => service.updateProduct(ctx, params.id, body));
  serve(app, db, deleteProduct, async ({ params }, ctx) => {
    await service.deleteProduct(ctx, params.id);
    return undefined;
  });

  serve(app, db, listProductAliases, ({ query }, ctx) => service.listAliases(ctx, query));
  serve(app, db, createProductAlias, ({ body }, ctx) => service.createAlias(ctx, body));
  serve(app, db, getProductAlias, ({ params }, ctx) => service.getAlias(ctx, params.id));
  serve(app, db, updateProductAlias, ({ params, body }, ctx) => service.updateAlias(ctx, params.id, body));
  serve(app, db, deleteProductAlias, async ({ params }, ctx) => {
    await service.deleteAlias(ctx, params.id);
    return undefined;
  });
};
