import {
  AccountNotifications,
  AccountNotificationsBody,
  Contact,
  ContactBody,
  ContactParams,
  IdParams,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./contacts.service";

const tags = ["contacts"];

export const contactsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const base of ["/spa/accounts/:id/contacts", "/spa/client/accounts/:id/contacts"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "Contacts of an account",
          params: IdParams,
          response: { 200: z.array(Contact) },
        },
      },
      async (request) => service.listContacts(contextOf(request, db), request.params.id),
    );
    app.get(
      `${base}/:contactId`,
      { schema: { tags, summary: "Get a contact", params: ContactParams, response: { 200: Contact } } },
      async (request) =>
        service.getContact(contextOf(request, db), request.params.id, request.params.contactId),
    );
  }
  app.post(
    "/spa/accounts/:id/contacts",
    {
      schema: {
        tags,
        summary: "Add a contact",
        params: IdParams,
        body: ContactBody,
        response: { 201: Contact },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createContact(contextOf(request, db), request.params.id, request.body)),
  );
  app.put(
    "/spa/accounts/:id/contacts/:contactId",
    {
      schema: {
        tags,
        summary: "Update a contact",
        params: ContactParams,
        body: ContactBody,
        response: { 200: Contact },
      },
    },
    async (request) =>
      service.updateContact(
        contextOf(request, db),
        request.params.id,
        request.params.contactId,
        request.body,
      ),
  );
  app.delete(
    "/spa/accounts/:id/contacts/:contactId",
    { schema: { tags, summary: "Remove a contact", params: ContactParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteContact(contextOf(request, db), request.params.id, request.params.contactId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    "/spa/accounts/:id/notifications",
    {
      schema: {
        tags,
        summary: "Who receives each notification kind",
        params: IdParams,
        response: { 200: AccountNotifications },
      },
    },
    async (request) => service.getNotifications(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/accounts/:id/notifications",
    {
      schema: {
        tags,
        summary: "Set who receives each notification kind",
        params: IdParams,
        body: AccountNotificationsBody,
        response: { 200: AccountNotifications },
      },
    },
    async (request) => service.setNotifications(contextOf(request, db), request.params.id, request.body),
  );
};
