import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { exportQueryOf, exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import { operator } from "./endpoint-parts";
import {
  PriceableItem,
  PriceableItemsQuery,
  Pricebook,
  PricebookBody,
  PriceHistoryQuery,
  PriceList,
  PricesBody,
  PricesQuery,
} from "./prices.schemas";

const tags = ["prices"] as const;

export const getAccountPrices = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/prices",
  families: operator,
  operationId: "getAccountPrices",
  permission: "prices.view",
  summary: "Current inbound or outbound prices of an account",
  tags,
  params: IdParams,
  query: PricesQuery,
  responses: { 200: PriceList },
});

export const saveAccountPrices = defineEndpoint({
  method: "PUT",
  path: "/accounts/:id/prices",
  families: operator,
  operationId: "saveAccountPrices",
  permission: "prices.manage",
  summary: "Save an account's prices as a new version",
  tags,
  params: IdParams,
  query: PricesQuery,
  body: PricesBody,
  responses: { 200: PriceList },
});

export const listAccountPriceHistory = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/prices/history",
  families: operator,
  operationId: "listAccountPriceHistory",
  permission: "prices.view",
  summary: "Every saved version of an account's prices, newest first",
  tags,
  params: IdParams,
  query: PriceHistoryQuery,
  responses: { 200: z.array(PriceList) },
});

export const exportAccountPriceHistory = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/prices/history/export",
  families: operator,
  operationId: "exportAccountPriceHistory",
  permission: "prices.view",
  summary: exportSummaryOf("Export every saved version of an account's prices"),
  tags,
  params: IdParams,
  query: exportQueryOf(PriceHistoryQuery),
  responses: exportResponses,
});

export const listPricebooks = defineEndpoint({
  method: "GET",
  path: "/pricebooks",
  families: operator,
  operationId: "listPricebooks",
  permission: "prices.view",
  summary: "Price books",
  tags,
  responses: { 200: z.array(Pricebook) },
});

export const createPricebook = defineEndpoint({
  method: "POST",
  path: "/pricebooks",
  families: operator,
  operationId: "createPricebook",
  permission: "prices.manage",
  summary: "Create a price book",
  tags,
  body: PricebookBody,
  responses: { 201: Pricebook },
});

export const getPricebook = defineEndpoint({
  method: "GET",
  path: "/pricebooks/:id",
  families: operator,
  operationId: "getPricebook",
  permission: "prices.view",
  summary: "Get a price book",
  tags,
  params: IdParams,
  responses: { 200: Pricebook },
});

export const updatePricebook = defineEndpoint({
  method: "PUT",
  path: "/pricebooks/:id",
  families: operator,
  operationId: "updatePricebook",
  permission: "prices.manage",
  summary: "Update a price book",
  tags,
  params: IdParams,
  body: PricebookBody,
  responses: { 200: Pricebook },
});

export const getPricebookPrices = defineEndpoint({
  method: "GET",
  path: "/pricebooks/:id/prices",
  families: operator,
  operationId: "getPricebookPrices",
  permission: "prices.view",
  summary: "Current prices of a price book",
  tags,
  params: IdParams,
  responses: { 200: PriceList },
});

export const savePricebookPrices = defineEndpoint({
  method: "PUT",
  path: "/pricebooks/:id/prices",
  families: operator,
  operationId: "savePricebookPrices",
  permission: "prices.manage",
  summary: "Save a price book's prices as a new version",
  tags,
  params: IdParams,
  body: PricesBody,
  responses: { 200: PriceList },
});

export const listPricebookPriceHistory = defineEndpoint({
  method: "GET",
  path: "/pricebooks/:id/prices/history",
  families: operator,
  operationId: "listPricebookPriceHistory",
  permission: "prices.view",
  summary: "Every saved version of a price book's prices, newest first",
  tags,
  params: IdParams,
  responses: { 200: z.array(PriceList) },
});

export const exportPricebookPriceHistory = defineEndpoint({
  method: "GET",
  path: "/pricebooks/:id/prices/history/export",
  families: operator,
  operationId: "exportPricebookPriceHistory",
  permission: "prices.view",
  summary: exportSummaryOf("Export every saved version of a price book's prices"),
  tags,
  params: IdParams,
  query: exportQueryOf(z.object({})),
  responses: exportResponses,
});

export const searchPriceableItems = defineEndpoint({
  method: "GET",
  path: "/pricing/items",
  families: operator,
  operationId: "searchPriceableItems",
  permission: "prices.view",
  summary: "Products and services to price, found by name (at most 50)",
  tags,
  query: PriceableItemsQuery,
  responses: { 200: z.array(PriceableItem) },
});
