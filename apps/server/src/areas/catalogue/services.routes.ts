import {
  IdParams,
  ProductService,
  ProductServiceBody,
  ProductServicesQuery,
  Service,
  ServiceBody,
  ServiceCategoryOption,
  ServicesQuery,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./services.service";

const tags = ["catalogue"];

export const servicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/services",
    {
      schema: { tags, summary: "Services", querystring: ServicesQuery, response: { 200: z.array(Service) } },
    },
    async (request) => service.listServices(contextOf(request, db), request.query),
  );
  // Clients read active service names to see what their programs include (SPEC §6).
  app.get(
    "/spa/client/services",
    {
      schema: {
        tags,
        summary: "Active services, for program summaries",
        response: { 200: z.array(Service) },
      },
    },
    async (request) => service.listServices(contextOf(request, db), { active: "true" }),
  );
  app.post(
    "/spa/services",
    { schema: { tags, summary: "Create a service", body: ServiceBody, response: { 201: Service } } },
    async (request, reply) =>
      reply.status(201).send(await service.createService(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/services/:id",
    { schema: { tags, summary: "Get a service", params: IdParams, response: { 200: Service } } },
    async (request) => service.getService(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/services/:id",
    {
      schema: {
        tags,
        summary: "Update a service",
        params: IdParams,
        body: ServiceBody,
        response: { 200: Service },
      },
    },
    async (request) => service.updateService(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/services/:id",
    { schema: { tags, summary: "Remove an unused service", params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteService(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    "/spa/service_categories",
    { schema: { tags, summary: "Service categories", response: { 200: z.array(ServiceCategoryOption) } } },
    async () => service.listServiceCategories(),
  );

  app.get(
    "/spa/product_services",
    {
      schema: {
        tags,
        summary: "Services that apply to products",
        querystring: ProductServicesQuery,
        response: { 200: z.array(ProductService) },
      },
    },
    async (request) =>
      service.listProductServices(contextOf(request, db), {
        productId: request.query.product_id,
        serviceId: request.query.service_id,
      }),
  );
  app.post(
    "/spa/product_services",
    {
      schema: {
        tags,
        summary: "Set a service for a product",
        body: ProductServiceBody,
        response: { 201: ProductService },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createProductService(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/product_services/:id",
    {
      schema: { tags, summary: "Get a product service", params: IdParams, response: { 200: ProductService } },
    },
    async (request) => service.getProductService(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/product_services/:id",
    {
      schema: {
        tags,
        summary: "Update a product service",
        params: IdParams,
        body: ProductServiceBody,
        response: { 200: ProductService },
      },
    },
    async (request) => service.updateProductService(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/product_services/:id",
    { schema: { tags, summary: "Remove a product service", params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteProductService(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
