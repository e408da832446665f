import { Carrier, CarrierBody, CarrierList, CarrierParams, CarriersQuery } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./carriers.service";

const tags = ["carriers"];

export const carriersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/carriers",
    {
      schema: { tags, summary: "List carriers", querystring: CarriersQuery, response: { 200: CarrierList } },
    },
    async (request) => service.listCarriers(contextOf(request, db), request.query),
  );
  app.post(
    "/spa/carriers",
    { schema: { tags, summary: "Create a carrier", body: CarrierBody, response: { 201: Carrier } } },
    async (request, reply) =>
      reply.status(201).send(await service.createCarrier(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/carriers/:carrierId",
    { schema: { tags, summary: "Get a carrier", params: CarrierParams, response: { 200: Carrier } } },
    async (request) => service.getCarrier(contextOf(request, db), request.params.carrierId),
  );
  app.put(
    "/spa/carriers/:carrierId",
    {
      schema: {
        tags,
        summary: "Update a carrier",
        params: CarrierParams,
        body: CarrierBody,
        response: { 200: Carrier },
      },
    },
    async (request) => service.updateCarrier(contextOf(request, db), request.params.carrierId, request.body),
  );
  app.delete(
    "/spa/carriers/:carrierId",
    {
      schema: {
        tags,
        summary: "Remove a carrier with its contacts and rules",
        params: CarrierParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteCarrier(contextOf(request, db), request.params.carrierId);
      return reply.status(204).send(null);
    },
  );
};
