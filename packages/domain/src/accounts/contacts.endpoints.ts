import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  AccountNotifications,
  AccountNotificationsBody,
  Contact,
  ContactBody,
  ContactParams,
} from "./contacts.schemas";
import { operator, operatorAndClient } from "./endpoint-parts";

const tags = ["contacts"] as const;

export const listAccountContacts = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/contacts",
  families: operatorAndClient,
  operationId: "listAccountContacts",
  permission: "accounts.view",
  summary: "Contacts of an account",
  tags,
  params: IdParams,
  responses: { 200: z.array(Contact) },
});

export const getAccountContact = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/contacts/:contactId",
  families: operatorAndClient,
  operationId: "getAccountContact",
  permission: "accounts.view",
  summary: "Get a contact",
  tags,
  params: ContactParams,
  responses: { 200: Contact },
});

export const createAccountContact = defineEndpoint({
  method: "POST",
  path: "/accounts/:id/contacts",
  families: operator,
  operationId: "createAccountContact",
  permission: "accounts.manage",
  summary: "Add a contact",
  tags,
  params: IdParams,
  body: ContactBody,
  responses: { 201: Contact },
});

export const updateAccountContact = defineEndpoint({
  method: "PUT",
  path: "/accounts/:id/contacts/:contactId",
  families: operator,
  operationId: "updateAccountContact",
  permission: "accounts.manage",
  summary: "Update a contact",
  tags,
  params: ContactParams,
  body: ContactBody,
  responses: { 200: Contact },
});

export const deleteAccountContact = defineEndpoint({
  method: "DELETE",
  path: "/accounts/:id/contacts/:contactId",
  families: operator,
  operationId: "deleteAccountContact",
  permission: "accounts.manage",
  summary: "Remove a contact",
  tags,
  params: ContactParams,
  responses: { 204: z.null() },
});

export const getAccountNotifications = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/notifications",
  families: operator,
  operationId: "getAccountNotifications",
  permission: "accounts.view",
  summary: "Who receives each notification kind",
  tags,
  params: IdParams,
  responses: { 200: AccountNotifications },
});

export const setAccountNotifications = defineEndpoint({
  method: "PUT",
  path: "/accounts/:id/notifications",
  families: operator,
  operationId: "setAccountNotifications",
  permission: "accounts.manage",
  summary: "Set who receives each notification kind",
  tags,
  params: IdParams,
  body: AccountNotificationsBody,
  responses: { 200: AccountNotifications },
});
