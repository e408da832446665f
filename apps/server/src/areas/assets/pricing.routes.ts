import {
  BulkFmvFields,
  getLoadPricing,
  importBulkFmvPricing,
  PricingUploadFields,
  priceLoadAssets,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { readMultipart } from "../../platform/uploads";
import { parseOrThrow } from "../../platform/validate";
import * as service from "./pricing.service";

/** Inbound pricing of a load (operators), its pricing pages (clients: their own loads) and bulk fmv. */
export const pricingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, priceLoadAssets, async ({ params }, ctx, request) => {
    const { fields, file } = await readMultipart(request, "the price file");
    const { type } = parseOrThrow(PricingUploadFields, fields);
    return service.priceLoad(ctx, params.slug, type, file);
  });
  serve(app, db, getLoadPricing, ({ params }, ctx) => service.pricingView(ctx, params.slug, params.type));
  serve(app, db, importBulkFmvPricing, async (_input, ctx, request) => {
    const { fields, file } = await readMultipart(request, "the fair market value file");
    const { slugs } = parseOrThrow(BulkFmvFields, { slugs: fields.slugs ?? "" });
    return service.importBulkFmv(ctx, slugs, file);
  });
};
