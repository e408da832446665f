import {
  IdParams,
  PriceableItem,
  PriceableItemsQuery,
  Pricebook,
  PricebookBody,
  PriceHistoryQuery,
  PriceList,
  PricesBody,
  PricesQuery,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/files";
import { registerListExport } from "../../platform/list-export";
import { contextOf } from "../../plugins/auth";
import { accountPriceHistoryExport, pricebookPriceHistoryExport } from "./price-exports";
import * as service from "./prices.service";

export const pricesRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  app.get(
    "/spa/accounts/:id/prices",
    {
      schema: {
        tags: ["prices"],
        summary: "Current inbound or outbound prices of an account",
        params: IdParams,
        querystring: PricesQuery,
        response: { 200: PriceList },
      },
    },
    async (request) =>
      service.getAccountPrices(contextOf(request, db), request.params.id, request.query.type),
  );

  app.put(
    "/spa/accounts/:id/prices",
    {
      schema: {
        tags: ["prices"],
        summary: "Save an account's prices as a new version",
        params: IdParams,
        querystring: PricesQuery,
        body: PricesBody,
        response: { 200: PriceList },
      },
    },
    async (request) =>
      service.saveAccountPrices(contextOf(request, db), request.params.id, request.query.type, request.body),
  );

  app.get(
    "/spa/accounts/:id/prices/history",
    {
      schema: {
        tags: ["prices"],
        summary: "Every saved version of an account's prices, newest first",
        params: IdParams,
        querystring: PriceHistoryQuery,
        response: { 200: z.array(PriceList) },
      },
    },
    async (request) =>
      service.getAccountPriceHistory(contextOf(request, db), request.params.id, request.query.type),
  );

  app.get(
    "/spa/pricebooks",
    { schema: { tags: ["prices"], summary: "Price books", response: { 200: z.array(Pricebook) } } },
    async (request) => service.listPricebooks(contextOf(request, db)),
  );

  app.post(
    "/spa/pricebooks",
    {
      schema: {
        tags: ["prices"],
        summary: "Create a price book",
        body: PricebookBody,
        response: { 201: Pricebook },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createPricebook(contextOf(request, db), request.body)),
  );

  app.get(
    "/spa/pricebooks/:id",
    {
      schema: {
        tags: ["prices"],
        summary: "Get a price book",
        params: IdParams,
        response: { 200: Pricebook },
      },
    },
    async (request) => service.getPricebook(contextOf(request, db), request.params.id),
  );

  app.put(
    "/spa/pricebooks/:id",
    {
      schema: {
        tags: ["prices"],
        summary: "Update a price book",
        params: IdParams,
        body: PricebookBody,
        response: { 200: Pricebook },
      },
    },
    async (request) => service.updatePricebook(contextOf(request, db), request.params.id, request.body),
  );

  app.get(
    "/spa/pricebooks/:id/prices",
    {
      schema: {
        tags: ["prices"],
        summary: "Current prices of a price book",
        params: IdParams,
        response: { 200: PriceList },
      },
    },
    async (request) => service.getPricebookPrices(contextOf(request, db), request.params.id),
  );

  app.put(
    "/spa/pricebooks/:id/prices",
    {
      schema: {
        tags: ["prices"],
        summary: "Save a price book's prices as a new version",
        params: IdParams,
        body: PricesBody,
        response: { 200: PriceList },
      },
    },
    async (request) => service.savePricebookPrices(contextOf(request, db), request.params.id, request.body),
  );

  app.get(
    "/spa/pricebooks/:id/prices/history",
    {
      schema: {
        tags: ["prices"],
        summary: "Every saved version of a price book's prices, newest first",
        params: IdParams,
        response: { 200: z.array(PriceList) },
      },
    },
    async (request) => service.getPricebookPriceHistory(contextOf(request, db), request.params.id),
  );

  app.get(
    "/spa/pricing/items",
    {
      schema: {
        tags: ["prices"],
        summary: "Products and services to price, found by name (at most 50)",
        querystring: PriceableItemsQuery,
        response: { 200: z.array(PriceableItem) },
      },
    },
    async (request) => service.searchPriceableItems(contextOf(request, db), request.query),
  );
  registerListExport(app, { db, files }, ["/spa/accounts/:id/prices/history"], {
    tags: ["prices"],
    summary: "Export every saved version of an account's prices",
    querystring: PriceHistoryQuery,
    params: IdParams,
    spec: accountPriceHistoryExport,
  });
  registerListExport(app, { db, files }, ["/spa/pricebooks/:id/prices/history"], {
    tags: ["prices"],
    summary: "Export every saved version of a price book's prices",
    querystring: z.object({}),
    params: IdParams,
    spec: pricebookPriceHistoryExport,
  });
};
