import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  Alias,
  AliasBody,
  AliasesQuery,
  AliasList,
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
} from "./products.schemas";

const tags = ["catalogue"] as const;
const operator = ["operator"] as const;

export const listProducts = defineEndpoint({
  method: "GET",
  path: "/products",
  families: operator,
  operationId: "listProducts",
  permission: "catalogue.view",
  summary: "Products by type, paged",
  tags,
  query: ProductsQuery,
  responses: { 200: ProductList },
});

export const createProduct = defineEndpoint({
  method: "POST",
  path: "/products",
  families: operator,
  operationId: "createProduct",
  permission: "catalogue.manage",
  summary: "Create a product",
  tags,
  body: ProductBody,
  responses: { 201: Product },
});

export const findProducts = defineEndpoint({
  method: "GET",
  path: "/products/find",
  families: operator,
  operationId: "findProducts",
  permission: "catalogue.view",
  summary: "Find products by name or alias",
  tags,
  query: ProductFindQuery,
  responses: { 200: z.array(ProductMatch) },
});

export const listProductGroups = defineEndpoint({
  method: "GET",
  path: "/products/groups",
  families: operator,
  operationId: "listProductGroups",
  permission: "catalogue.view",
  summary: "Product groups",
  tags,
  responses: { 200: z.array(ProductGroup) },
});

export const listProductReferences = defineEndpoint({
  method: "GET",
  path: "/products/references/:topic",
  families: operator,
  operationId: "listProductReferences",
  permission: "catalogue.view",
  summary: "References of a topic (mpn, upc…)",
  tags,
  params: ReferenceTopicParams,
  query: ReferencesQuery,
  responses: { 200: z.array(ProductReference) },
});

export const getProductReference = defineEndpoint({
  method: "GET",
  path: "/products/references/:topic/:identifier",
  families: operator,
  operationId: "getProductReference",
  permission: "catalogue.view",
  summary: "The product a reference names",
  tags,
  params: ReferenceParams,
  responses: { 200: ProductReference },
});

/** The file itself (xlsx or csv), so no result schema. */
export const exportProducts = defineEndpoint({
  method: "GET",
  path: "/products/export",
  families: operator,
  operationId: "exportProducts",
  permission: "catalogue.view",
  summary: "Export products as xlsx or csv",
  tags,
  query: ProductExportQuery,
  responses: {},
});

export const importProducts = defineEndpoint({
  method: "POST",
  path: "/products/import",
  families: operator,
  operationId: "importProducts",
  permission: "catalogue.manage",
  summary: "Import products from an xlsx or csv file (multipart: file)",
  tags,
  consumes: ["multipart/form-data"],
  responses: { 201: ProductImportResult },
});

export const getProduct = defineEndpoint({
  method: "GET",
  path: "/products/:id",
  families: operator,
  operationId: "getProduct",
  permission: "catalogue.view",
  summary: "Get a product",
  tags,
  params: IdParams,
  responses: { 200: Product },
});

export const updateProduct = defineEndpoint({
  method: "PUT",
  path: "/products/:id",
  families: operator,
  operationId: "updateProduct",
  permission: "catalogue.manage",
  summary: "Update a product",
  tags,
  params: IdParams,
  body: ProductBody,
  responses: { 200: Product },
});

export const deleteProduct = defineEndpoint({
  method: "DELETE",
  path: "/products/:id",
  families: operator,
  operationId: "deleteProduct",
  permission: "catalogue.manage",
  summary: "Remove an unused product",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});

export const listProductAliases = defineEndpoint({
  method: "GET",
  path: "/aliases",
  families: operator,
  operationId: "listProductAliases",
  permission: "catalogue.view",
  summary: "Aliases, paged",
  tags,
  query: AliasesQuery,
  responses: { 200: AliasList },
});

export const createProductAlias = defineEndpoint({
  method: "POST",
  path: "/aliases",
  families: operator,
  operationId: "createProductAlias",
  permission: "catalogue.manage",
  summary: "Create an alias",
  tags,
  body: AliasBody,
  responses: { 201: Alias },
});

export const getProductAlias = defineEndpoint({
  method: "GET",
  path: "/aliases/:id",
  families: operator,
  operationId: "getProductAlias",
  permission: "catalogue.view",
  summary: "Get an alias",
  tags,
  params: IdParams,
  responses: { 200: Alias },
});

export const updateProductAlias = defineEndpoint({
  method: "PUT",
  path: "/aliases/:id",
  families: operator,
  operationId: "updateProductAlias",
  permission: "catalogue.manage",
  summary: "Update an alias",
  tags,
  params: IdParams,
  body: AliasBody,
  responses: { 200: Alias },
});

export const deleteProductAlias = defineEndpoint({
  method: "DELETE",
  path: "/aliases/:id",
  families: operator,
  operationId: "deleteProductAlias",
  permission: "catalogue.manage",
  summary: "Remove an alias",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});
