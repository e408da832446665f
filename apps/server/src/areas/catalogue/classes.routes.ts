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
  IdParams,
  ProductClass,
  ProductClassBody,
  ProductClassesQuery,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./classes.service";

const tags = ["catalogue"];

export const classesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Clients read classes through their family (SPEC §6); the product screens read /products/classes.
  for (const path of ["/spa/classes", "/spa/products/classes", "/spa/client/classes"]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: "Product classes",
          querystring: ProductClassesQuery,
          response: { 200: z.array(ProductClass) },
        },
      },
      async (request) => service.listClasses(contextOf(request, db), request.query),
    );
  }
  app.get(
    "/spa/classes/serialized",
    { schema: { tags, summary: "Serialized classes (active)", response: { 200: z.array(ProductClass) } } },
    async (request) => service.listClasses(contextOf(request, db), { serialized: "true", active: "true" }),
  );
  app.post(
    "/spa/classes",
    { schema: { tags, summary: "Create a class", body: ProductClassBody, response: { 201: ProductClass } } },
    async (request, reply) =>
      reply.status(201).send(await service.createClass(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/classes/:id",
    { schema: { tags, summary: "Get a class", params: IdParams, response: { 200: ProductClass } } },
    async (request) => service.getClass(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/classes/:id",
    {
      schema: {
        tags,
        summary: "Update a class",
        params: IdParams,
        body: ProductClassBody,
        response: { 200: ProductClass },
      },
    },
    async (request) => service.updateClass(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/classes/:id",
    { schema: { tags, summary: "Remove an unused class", params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteClass(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    "/spa/classes/:id/attributes",
    {
      schema: {
        tags,
        summary: "Attributes of a class",
        params: IdParams,
        response: { 200: z.array(ClassAttribute) },
      },
    },
    async (request) => service.listAttributes(contextOf(request, db), request.params.id),
  );

  app.get(
    "/spa/class_attributes",
    {
      schema: {
        tags,
        summary: "Class attributes",
        querystring: ClassAttributesQuery,
        response: { 200: z.array(ClassAttribute) },
      },
    },
    async (request) => service.listAttributes(contextOf(request, db), request.query.class_id),
  );
  app.post(
    "/spa/class_attributes",
    {
      schema: {
        tags,
        summary: "Create a class attribute",
        body: ClassAttributeBody,
        response: { 201: ClassAttribute },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createAttribute(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/class_attributes/:id",
    {
      schema: { tags, summary: "Get a class attribute", params: IdParams, response: { 200: ClassAttribute } },
    },
    async (request) => service.getAttribute(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/class_attributes/:id",
    {
      schema: {
        tags,
        summary: "Update a class attribute",
        params: IdParams,
        body: ClassAttributeBody,
        response: { 200: ClassAttribute },
      },
    },
    async (request) => service.updateAttribute(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/class_attributes/:id",
    {
      schema: {
        tags,
        summary: "Remove an unused class attribute",
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteAttribute(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    "/spa/products/attribute_sets",
    {
      schema: {
        tags,
        summary: "Attribute values per class",
        querystring: AttributeSetsQuery,
        response: { 200: z.array(AttributeSet) },
      },
    },
    async (request) => service.listAttributeSets(contextOf(request, db), request.query.class_id),
  );

  app.get(
    "/spa/ecommerce_cutlines",
    {
      schema: {
        tags,
        summary: "Marketplace price floors per class and grade",
        querystring: EcommerceCutlinesQuery,
        response: { 200: z.array(EcommerceCutline) },
      },
    },
    async (request) => service.listCutlines(contextOf(request, db), request.query.class_id),
  );
  app.put(
    "/spa/ecommerce_cutlines/:classId",
    {
      schema: {
        tags,
        summary: "Replace a class's marketplace price floors",
        params: ClassIdParams,
        body: EcommerceCutlinesBody,
        response: { 200: z.array(EcommerceCutline) },
      },
    },
    async (request) => service.saveCutlines(contextOf(request, db), request.params.classId, request.body),
  );
};
