import { Brand, BrandBody, IdParams, Line, LineBody, LinesQuery } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./brands.service";

const tags = ["catalogue"];

export const brandsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const path of ["/spa/brands", "/spa/products/brands"]) {
    app.get(
      path,
      { schema: { tags, summary: "Brands", response: { 200: z.array(Brand) } } },
      async (request) => service.listBrands(contextOf(request, db)),
    );
  }
  app.post(
    "/spa/brands",
    { schema: { tags, summary: "Create a brand", body: BrandBody, response: { 201: Brand } } },
    async (request, reply) =>
      reply.status(201).send(await service.createBrand(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/brands/:id",
    { schema: { tags, summary: "Get a brand", params: IdParams, response: { 200: Brand } } },
    async (request) => service.getBrand(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/brands/:id",
    {
      schema: {
        tags,
        summary: "Update a brand",
        params: IdParams,
        body: BrandBody,
        response: { 200: Brand },
      },
    },
    async (request) => service.updateBrand(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/brands/:id",
    { schema: { tags, summary: "Remove an unused brand", params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteBrand(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const path of ["/spa/lines", "/spa/products/lines"]) {
    app.get(
      path,
      {
        schema: { tags, summary: "Product lines", querystring: LinesQuery, response: { 200: z.array(Line) } },
      },
      async (request) => service.listLines(contextOf(request, db), request.query.brand_id),
    );
  }
  app.post(
    "/spa/lines",
    { schema: { tags, summary: "Create a product line", body: LineBody, response: { 201: Line } } },
    async (request, reply) =>
      reply.status(201).send(await service.createLine(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/lines/:id",
    { schema: { tags, summary: "Get a product line", params: IdParams, response: { 200: Line } } },
    async (request) => service.getLine(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/lines/:id",
    {
      schema: {
        tags,
        summary: "Update a product line",
        params: IdParams,
        body: LineBody,
        response: { 200: Line },
      },
    },
    async (request) => service.updateLine(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/lines/:id",
    {
      schema: {
        tags,
        summary: "Remove an unused product line",
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteLine(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
