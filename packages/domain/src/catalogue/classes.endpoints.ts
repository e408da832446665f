import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  AttributeSet,
  AttributeSetsQuery,
  ClassAttribute,
  ClassAttributeBody,
  ClassAttributesQuery,
  ClassIdParams,
  EcommerceCutline,
  EcommerceCutlinesBody,
  EcommerceCutlinesQuery,
  ProductClass,
  ProductClassBody,
  ProductClassesQuery,
} from "./classes.schemas";

const tags = ["catalogue"] as const;
const operator = ["operator"] as const;

/** Clients read classes through their family (SPEC §6). */
export const listProductClasses = defineEndpoint({
  method: "GET",
  path: "/classes",
  families: ["operator", "client"],
  operationId: "listProductClasses",
  permission: "catalogue.view",
  summary: "Product classes",
  tags,
  query: ProductClassesQuery,
  responses: { 200: z.array(ProductClass) },
});

/** The same list where the product screens read it. */
export const listCatalogueClasses = defineEndpoint({
  method: "GET",
  path: "/products/classes",
  families: operator,
  operationId: "listCatalogueClasses",
  permission: "catalogue.view",
  summary: "Product classes",
  tags,
  query: ProductClassesQuery,
  responses: { 200: z.array(ProductClass) },
});

export const listSerializedClasses = defineEndpoint({
  method: "GET",
  path: "/classes/serialized",
  families: operator,
  operationId: "listSerializedClasses",
  permission: "catalogue.view",
  summary: "Serialized classes (active)",
  tags,
  responses: { 200: z.array(ProductClass) },
});

export const createProductClass = defineEndpoint({
  method: "POST",
  path: "/classes",
  families: operator,
  operationId: "createProductClass",
  permission: "catalogue.manage",
  summary: "Create a class",
  tags,
  body: ProductClassBody,
  responses: { 201: ProductClass },
});

export const getProductClass = defineEndpoint({
  method: "GET",
  path: "/classes/:id",
  families: operator,
  operationId: "getProductClass",
  permission: "catalogue.view",
  summary: "Get a class",
  tags,
  params: IdParams,
  responses: { 200: ProductClass },
});

export const updateProductClass = defineEndpoint({
  method: "PUT",
  path: "/classes/:id",
  families: operator,
  operationId: "updateProductClass",
  permission: "catalogue.manage",
  summary: "Update a class",
  tags,
  params: IdParams,
  body: ProductClassBody,
  responses: { 200: ProductClass },
});

export const deleteProductClass = defineEndpoint({
  method: "DELETE",
  path: "/classes/:id",
  families: operator,
  operationId: "deleteProductClass",
  permission: "catalogue.manage",
  summary: "Remove an unused class",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});

export const listProductClassAttributes = defineEndpoint({
  method: "GET",
  path: "/classes/:id/attributes",
  families: operator,
  operationId: "listProductClassAttributes",
  permission: "catalogue.view",
  summary: "Attributes of a class",
  tags,
  params: IdParams,
  responses: { 200: z.array(ClassAttribute) },
});

export const listClassAttributes = defineEndpoint({
  method: "GET",
  path: "/class_attributes",
  families: operator,
  operationId: "listClassAttributes",
  permission: "catalogue.view",
  summary: "Class attributes",
  tags,
  query: ClassAttributesQuery,
  responses: { 200: z.array(ClassAttribute) },
});

export const createClassAttribute = defineEndpoint({
  method: "POST",
  path: "/class_attributes",
  families: operator,
  operationId: "createClassAttribute",
  permission: "catalogue.manage",
  summary: "Create a class attribute",
  tags,
  body: ClassAttributeBody,
  responses: { 201: ClassAttribute },
});

export const getClassAttribute = defineEndpoint({
  method: "GET",
  path: "/class_attributes/:id",
  families: operator,
  operationId: "getClassAttribute",
  permission: "catalogue.view",
  summary: "Get a class attribute",
  tags,
  params: IdParams,
  responses: { 200: ClassAttribute },
});

export const updateClassAttribute = defineEndpoint({
  method: "PUT",
  path: "/class_attributes/:id",
  families: operator,
  operationId: "updateClassAttribute",
  permission: "catalogue.manage",
  summary: "Update a class attribute",
  tags,
  params: IdParams,
  body: ClassAttributeBody,
  responses: { 200: ClassAttribute },
});

export const deleteClassAttribute = defineEndpoint({
  method: "DELETE",
  path: "/class_attributes/:id",
  families: operator,
  operationId: "deleteClassAttribute",
  permission: "catalogue.manage",
  summary: "Remove an unused class attribute",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});

export const listProductAttributeSets = defineEndpoint({
  method: "GET",
  path: "/products/attribute_sets",
  families: operator,
  operationId: "listProductAttributeSets",
  permission: "catalogue.view",
  summary: "Attribute values per class",
  tags,
  query: AttributeSetsQuery,
  responses: { 200: z.array(AttributeSet) },
});

export const listEcommerceCutlines = defineEndpoint({
  method: "GET",
  path: "/ecommerce_cutlines",
  families: operator,
  operationId: "listEcommerceCutlines",
  permission: "catalogue.view",
  summary: "Marketplace price floors per class and grade",
  tags,
  query: EcommerceCutlinesQuery,
  responses: { 200: z.array(EcommerceCutline) },
});

export const replaceEcommerceCutlines = defineEndpoint({
  method: "PUT",
  path: "/ecommerce_cutlines/:classId",
  families: operator,
  operationId: "replaceEcommerceCutlines",
  permission: "catalogue.manage",
  summary: "Replace a class's marketplace price floors",
  tags,
  params: ClassIdParams,
  body: EcommerceCutlinesBody,
  responses: { 200: z.array(EcommerceCutline) },
});
