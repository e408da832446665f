// The calls of the catalogue area (ARCHITECTURE §4: one descriptor per call).
import { z } from "zod";
import { Service } from "../accounts/programs.schemas";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { Brand, BrandBody, Line, LineBody, LinesQuery } from "./brands.schemas";
import {
  ProductService,
  ProductServiceBody,
  ProductServicesQuery,
  ServiceBody,
  ServiceCategoryOption,
  ServicesQuery,
} from "./services.schemas";

export * from "./classes.endpoints";
export * from "./products.endpoints";

const tags = ["catalogue"] as const;
const operator = ["operator"] as const;

export const listBrands = defineEndpoint({
  method: "GET",
  path: "/brands",
  families: operator,
  operationId: "listBrands",
  permission: "catalogue.view",
  summary: "Brands",
  tags,
  responses: { 200: z.array(Brand) },
});

/** The same list where the product screens read it. */
export const listCatalogueBrands = defineEndpoint({
  method: "GET",
  path: "/products/brands",
  families: operator,
  operationId: "listCatalogueBrands",
  permission: "catalogue.view",
  summary: "Brands",
  tags,
  responses: { 200: z.array(Brand) },
});

export const createBrand = defineEndpoint({
  method: "POST",
  path: "/brands",
  families: operator,
  operationId: "createBrand",
  permission: "catalogue.manage",
  summary: "Create a brand",
  tags,
  body: BrandBody,
  responses: { 201: Brand },
});

export const getBrand = defineEndpoint({
  method: "GET",
  path: "/brands/:id",
  families: operator,
  operationId: "getBrand",
  permission: "catalogue.view",
  summary: "Get a brand",
  tags,
  params: IdParams,
  responses: { 200: Brand },
});

export const updateBrand = defineEndpoint({
  method: "PUT",
  path: "/brands/:id",
  families: operator,
  operationId: "updateBrand",
  permission: "catalogue.manage",
  summary: "Update a brand",
  tags,
  params: IdParams,
  body: BrandBody,
  responses: { 200: Brand },
});

export const deleteBrand = defineEndpoint({
  method: "DELETE",
  path: "/brands/:id",
  families: operator,
  operationId: "deleteBrand",
  permission: "catalogue.manage",
  summary: "Remove an unused brand",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});

export const listProductLines = defineEndpoint({
  method: "GET",
  path: "/lines",
  families: operator,
  operationId: "listProductLines",
  permission: "catalogue.view",
  summary: "Product lines",
  tags,
  query: LinesQuery,
  responses: { 200: z.array(Line) },
});

/** The same list where the product screens read it. */
export const listCatalogueLines = defineEndpoint({
  method: "GET",
  path: "/products/lines",
  families: operator,
  operationId: "listCatalogueLines",
  permission: "catalogue.view",
  summary: "Product lines",
  tags,
  query: LinesQuery,
  responses: { 200: z.array(Line) },
});

export const createProductLine = defineEndpoint({
  method: "POST",
  path: "/lines",
  families: operator,
  operationId: "createProductLine",
  permission: "catalogue.manage",
  summary: "Create a product line",
  tags,
  body: LineBody,
  responses: { 201: Line },
});

export const getProductLine = defineEndpoint({
  method: "GET",
  path: "/lines/:id",
  families: operator,
  operationId: "getProductLine",
  permission: "catalogue.view",
  summary: "Get a product line",
  tags,
  params: IdParams,
  responses: { 200: Line },
});

export const updateProductLine = defineEndpoint({
  method: "PUT",
  path: "/lines/:id",
  families: operator,
  operationId: "updateProductLine",
  permission: "catalogue.manage",
  summary: "Update a product line",
  tags,
  params: IdParams,
  body: LineBody,
  responses: { 200: Line },
});

export const deleteProductLine = defineEndpoint({
  method: "DELETE",
  path: "/lines/:id",
  families: operator,
  operationId: "deleteProductLine",
  permission: "catalogue.manage",
  summary: "Remove an unused product line",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});

/** Clients read active service names to see what their programs include (SPEC §6); their list is always the active one. */
export const listServices = defineEndpoint({
  method: "GET",
  path: "/services",
  families: ["operator", "client"],
  operationId: "listServices",
  permission: "catalogue.view",
  summary: "Services",
  tags,
  query: ServicesQuery,
  responses: { 200: z.array(Service) },
});

export const createService = defineEndpoint({
  method: "POST",
  path: "/services",
  families: operator,
  operationId: "createService",
  permission: "catalogue.manage",
  summary: "Create a service",
  tags,
  body: ServiceBody,
  responses: { 201: Service },
});

export const getService = defineEndpoint({
  method: "GET",
  path: "/services/:id",
  families: operator,
  operationId: "getService",
  permission: "catalogue.view",
  summary: "Get a service",
  tags,
  params: IdParams,
  responses: { 200: Service },
});

export const updateService = defineEndpoint({
  method: "PUT",
  path: "/services/:id",
  families: operator,
  operationId: "updateService",
  permission: "catalogue.manage",
  summary: "Update a service",
  tags,
  params: IdParams,
  body: ServiceBody,
  responses: { 200: Service },
});

export const deleteService = defineEndpoint({
  method: "DELETE",
  path: "/services/:id",
  families: operator,
  operationId: "deleteService",
  permission: "catalogue.manage",
  summary: "Remove an unused service",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});

export const listServiceCategories = defineEndpoint({
  method: "GET",
  path: "/service_categories",
  families: operator,
  operationId: "listServiceCategories",
  permission: "catalogue.view",
  summary: "Service categories",
  tags,
  responses: { 200: z.array(ServiceCategoryOption) },
});

export const listProductServices = defineEndpoint({
  method: "GET",
  path: "/product_services",
  families: operator,
  operationId: "listProductServices",
  permission: "catalogue.view",
  summary: "Services that apply to products",
  tags,
  query: ProductServicesQuery,
  responses: { 200: z.array(ProductService) },
});

export const createProductService = defineEndpoint({
  method: "POST",
  path: "/product_services",
  families: operator,
  operationId: "createProductService",
  permission: "catalogue.manage",
  summary: "Set a service for a product",
  tags,
  body: ProductServiceBody,
  responses: { 201: ProductService },
});

export const getProductService = defineEndpoint({
  method: "GET",
  path: "/product_services/:id",
  families: operator,
  operationId: "getProductService",
  permission: "catalogue.view",
  summary: "Get a product service",
  tags,
  params: IdParams,
  responses: { 200: ProductService },
});

export const updateProductService = defineEndpoint({
  method: "PUT",
  path: "/product_services/:id",
  families: operator,
  operationId: "updateProductService",
  permission: "catalogue.manage",
  summary: "Update a product service",
  tags,
  params: IdParams,
  body: ProductServiceBody,
  responses: { 200: ProductService },
});

export const deleteProductService = defineEndpoint({
  method: "DELETE",
  path: "/product_services/:id",
  families: operator,
  operationId: "deleteProductService",
  permission: "catalogue.manage",
  summary: "Remove a product service",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});
