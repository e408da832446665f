import {
  BulkFmvFields,
  PricingParams,
  PricingResult,
  PricingType,
  PricingView,
  SlugParams,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { readMultipart } from "../../platform/uploads";
import { parseOrThrow } from "../../platform/validate";
import { contextOf } from "../../plugins/auth";
import * as service from "./pricing.service";

const tags = ["pricing"];

const PricingFields = z.object({
  type: z.enum(PricingType.options, { error: "Choose the pricing type: yield, serial, consignment or fmv" }),
});

/** Inbound pricing of a load (operators), its pricing pages (clients: their own loads) and bulk fmv. */
export const pricingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/spa/activities/:slug/pricing",
    {
      schema: {
        tags,
        summary:
          "Price a load's assets (multipart: type and file; yield without a file uses the account's prices)",
        params: SlugParams,
        consumes: ["multipart/form-data"],
        response: { 200: PricingResult },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipart(request, "the price file");
      const { type } = parseOrThrow(PricingFields, fields);
      return service.priceLoad(contextOf(request, db), request.params.slug, type, file);
    },
  );

  for (const base of ["/spa/activities/:slug/pricing/:type", "/spa/client/activities/:slug/pricing/:type"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "A load's pricing page: yield, serial, consignment or fmv",
          params: PricingParams,
          response: { 200: PricingView },
        },
      },
      async (request) =>
        service.pricingView(contextOf(request, db), request.params.slug, request.params.type),
    );
  }

  app.post(
    "/spa/activities/bulk/import-fmv",
    {
      schema: {
        tags,
        summary: "Fair market values for the assets of several loads (multipart: file and slugs as JSON)",
        consumes: ["multipart/form-data"],
        response: { 200: PricingResult },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipart(request, "the fair market value file");
      const { slugs } = parseOrThrow(BulkFmvFields, { slugs: fields.slugs ?? "" });
      return service.importBulkFmv(contextOf(request, db), slugs, file);
    },
  );
};
