import {
  Alias,
  AliasBody,
  AliasesQuery,
  AliasList,
  IdParams,
  MAX_PRODUCT_IMPORT_BYTES,
  Product,
  ProductBody,
  ProductExportQuery,
  ProductFindQuery,
  ProductGroup,
  ProductImportResult,
  ProductList,
  ProductMatch,
  ProductReference,
  ProductsQuery,
  ReferenceParams,
  ReferencesQuery,
  ReferenceTopicParams,
} from "@ops/domain";
import "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { fieldError } from "../../platform/app-error";
import { SHEET_CONTENT_TYPES } from "../../platform/spreadsheets";
import { readMultipart } from "../../platform/uploads";
import { contextOf } from "../../plugins/auth";
import * as io from "./product-io.service";
import * as service from "./products.service";

const tags = ["catalogue"];

export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/products",
    {
      schema: {
        tags,
        summary: "Products by type, paged",
        querystring: ProductsQuery,
        response: { 200: ProductList },
      },
    },
    async (request) => service.listProducts(contextOf(request, db), request.query),
  );
  app.post(
    "/spa/products",
    { schema: { tags, summary: "Create a product", body: ProductBody, response: { 201: Product } } },
    async (request, reply) =>
      reply.status(201).send(await service.createProduct(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/products/find",
    {
      schema: {
        tags,
        summary: "Find products by name or alias",
        querystring: ProductFindQuery,
        response: { 200: z.array(ProductMatch) },
      },
    },
    async (request) => service.findProducts(contextOf(request, db), request.query),
  );
  app.get(
    "/spa/products/groups",
    { schema: { tags, summary: "Product groups", response: { 200: z.array(ProductGroup) } } },
    async (request) => service.listGroups(contextOf(request, db)),
  );
  app.get(
    "/spa/products/references/:topic",
    {
      schema: {
        tags,
        summary: "References of a topic (mpn, upc…)",
        params: ReferenceTopicParams,
        querystring: ReferencesQuery,
        response: { 200: z.array(ProductReference) },
      },
    },
    async (request) =>
      service.listReferences(contextOf(request, db), request.params.topic, request.query.search),
  );
  app.get(
    "/spa/products/references/:topic/:identifier",
    {
      schema: {
        tags,
        summary: "The product a reference names",
        params: ReferenceParams,
        response: { 200: ProductReference },
      },
    },
    async (request) =>
      service.getReference(contextOf(request, db), request.params.topic, request.params.identifier),
  );
  app.get(
    "/spa/products/export",
    { schema: { tags, summary: "Export products as xlsx or csv", querystring: ProductExportQuery } },
    async (request, reply) => {
      const { format } = request.query;
      const file = await io.exportProducts(contextOf(request, db), format);
      return reply
        .header("Content-Type", SHEET_CONTENT_TYPES[format])
        .header("Content-Disposition", `attachment; filename="products.${format}"`)
        .header("Cache-Control", "private, no-store")
        .send(file);
    },
  );
  app.post(
    "/spa/products/import",
    {
      schema: {
        tags,
        summary: "Import products from an xlsx or csv file (multipart: file)",
        consumes: ["multipart/form-data"],
        response: { 201: ProductImportResult },
      },
    },
    async (request, reply) => {
      const { file } = await readMultipart(request, "the spreadsheet", {
        maxBytes: MAX_PRODUCT_IMPORT_BYTES,
      });
      if (!file) throw fieldError("file", "Choose a spreadsheet to import");
      return reply.status(201).send(await io.importProducts(contextOf(request, db), file));
    },
  );
  app.get(
    "/spa/products/:id",
    { schema: { tags, summary: "Get a product", params: IdParams, response: { 200: Product } } },
    async (request) => service.getProduct(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/products/:id",
    {
      schema: {
        tags,
        summary: "Update a product",
        params: IdParams,
        body: ProductBody,
        response: { 200: Product },
      },
    },
    async (request) => service.updateProduct(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/products/:id",
    { schema: { tags, summary: "Remove an unused product", params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteProduct(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/spa/aliases",
    { schema: { tags, summary: "Aliases, paged", querystring: AliasesQuery, response: { 200: AliasList } } },
    async (request) => service.listAliases(contextOf(request, db), request.query),
  );
  app.post(
    "/spa/aliases",
    { schema: { tags, summary: "Create an alias", body: AliasBody, response: { 201: Alias } } },
    async (request, reply) =>
      reply.status(201).send(await service.createAlias(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/aliases/:id",
    { schema: { tags, summary: "Get an alias", params: IdParams, response: { 200: Alias } } },
    async (request) => service.getAlias(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/aliases/:id",
    {
      schema: {
        tags,
        summary: "Update an alias",
        params: IdParams,
        body: AliasBody,
        response: { 200: Alias },
      },
    },
    async (request) => service.updateAlias(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/aliases/:id",
    { schema: { tags, summary: "Remove an alias", params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteAlias(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
