import {
  createAccountContact,
  deleteAccountContact,
  getAccountContact,
  getAccountNotifications,
  listAccountContacts,
  setAccountNotifications,
  updateAccountContact,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./contacts.service";

/** The contacts of an account and who of them receives each notification kind. */
export const contactsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listAccountContacts, ({ params }, ctx) => service.listContacts(ctx, params.id));
  serve(app, db, getAccountContact, ({ params }, ctx) =>
    service.getContact(ctx, params.id, params.contactId),
  );
  serve(app, db, createAccountContact, ({ params, body }, ctx) =>
    service.createContact(ctx, params.id, body),
  );
  serve(app, db, updateAccountContact, ({ params, body }, ctx) =>
    service.updateContact(ctx, params.id, params.contactId, body),
  );
  serve(app, db, deleteAccountContact, async ({ params }, ctx) => {
    await service.deleteContact(ctx, params.id, params.contactId);
    return undefined;
  });
  serve(app, db, getAccountNotifications, ({ params }, ctx) => service.getNotifications(ctx, params.id));
  serve(app, db, setAccountNotifications, ({ params, body }, ctx) =>
    service.setNotifications(ctx, params.id, body),
  );
};
