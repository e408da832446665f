import { CarrierContact, CarrierContactBody, CarrierContactParams, CarrierParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./carrier-contacts.service";

const tags = ["carriers"];
const base = "/spa/carriers/:carrierId/contacts";

export const carrierContactsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: "Contacts of a carrier",
        params: CarrierParams,
        response: { 200: z.array(CarrierContact) },
      },
    },
    async (request) => service.listContacts(contextOf(request, db), request.params.carrierId),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Add a carrier contact",
        params: CarrierParams,
        body: CarrierContactBody,
        response: { 201: CarrierContact },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createContact(contextOf(request, db), request.params.carrierId, request.body)),
  );
  app.get(
    `${base}/:contactId`,
    {
      schema: {
        tags,
        summary: "Get a carrier contact",
        params: CarrierContactParams,
        response: { 200: CarrierContact },
      },
    },
    async (request) =>
      service.getContact(contextOf(request, db), request.params.carrierId, request.params.contactId),
  );
  app.put(
    `${base}/:contactId`,
    {
      schema: {
        tags,
        summary: "Update a carrier contact",
        params: CarrierContactParams,
        body: CarrierContactBody,
        response: { 200: CarrierContact },
      },
    },
    async (request) =>
      service.updateContact(
        contextOf(request, db),
        request.params.carrierId,
        request.params.contactId,
        request.body,
      ),
  );
  app.delete(
    `${base}/:contactId`,
    {
      schema: {
        tags,
        summary: "Remove a carrier contact",
        params: CarrierContactParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteContact(contextOf(request, db), request.params.carrierId, request.params.contactId);
      return reply.status(204).send(null);
    },
  );
};
