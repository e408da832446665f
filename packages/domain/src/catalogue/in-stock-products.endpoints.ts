import { defineEndpoint } from "../platform/endpoints";
import { InStockProductList, InStockProductsQuery } from "./in-stock-products.schemas";

export const listInStockProducts = defineEndpoint({
  method: "GET",
  path: "/products/in_stock",
  families: ["operator"],
  operationId: "listInStockProducts",
  permission: "catalogue.view",
  summary:
    "Products held by open assets of activities of a type (inventory by default: in stock), with count and assets, paged",
  tags: ["products"],
  query: InStockProductsQuery,
  responses: { 200: InStockProductList },
});
