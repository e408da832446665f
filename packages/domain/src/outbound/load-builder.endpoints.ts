// The calls of the load builder (issue 18): available stock priced for a buyer, alternate
// accounts, the assets behind the rows, and confirm (the outbound load with its stock reserved).
import { defineEndpoint } from "../platform/endpoints";
import {
  LoadBuilderAlternates,
  LoadBuilderAlternatesQuery,
  LoadBuilderAssets,
  LoadBuilderAssetsQuery,
  LoadBuilderConfirmBody,
  LoadBuilderConfirmed,
  LoadBuilderStock,
  LoadBuilderStockQuery,
} from "./load-builder.schemas";

const tags = ["load builder"] as const;
const operator = ["operator"] as const;

export const getLoadBuilderStock = defineEndpoint({
  method: "GET",
  path: "/load_builder/stock",
  families: operator,
  operationId: "getLoadBuilderStock",
  permission: "outbound.view",
  summary:
    "Available stock of a warehouse (received in the dates, not reserved, not held) by account × product, priced with the buyer's outbound prices (unit price, margin), grouped by account or product",
  tags,
  query: LoadBuilderStockQuery,
  responses: { 200: LoadBuilderStock },
});

export const getLoadBuilderAlternates = defineEndpoint({
  method: "GET",
  path: "/load_builder/alternate_accounts",
  families: operator,
  operationId: "getLoadBuilderAlternates",
  permission: "outbound.view",
  summary:
    "Accounts other than the chosen one holding available stock of every chosen product, with their value and value-weighted margin",
  tags,
  query: LoadBuilderAlternatesQuery,
  responses: { 200: LoadBuilderAlternates },
});

export const getLoadBuilderAssets = defineEndpoint({
  method: "GET",
  path: "/load_builder/assets",
  families: operator,
  operationId: "getLoadBuilderAssets",
  permission: "outbound.view",
  summary:
    "The available assets of some products (of one account): barcode, serial, product, class, grade, weights, value and attributes",
  tags,
  query: LoadBuilderAssetsQuery,
  responses: { 200: LoadBuilderAssets },
});

export const confirmLoadBuilder = defineEndpoint({
  method: "POST",
  path: "/load_builder/confirm",
  families: operator,
  operationId: "confirmLoadBuilder",
  permission: "outbound.edit",
  summary:
    "Create the outbound load (building) with its products' prices and every selected asset reserved, all or nothing (409 lists the assets taken meanwhile)",
  tags,
  body: LoadBuilderConfirmBody,
  responses: { 201: LoadBuilderConfirmed },
});
