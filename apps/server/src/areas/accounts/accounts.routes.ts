import {
  Account,
  AccountBody,
  AccountList,
  AccountsQuery,
  AccountUser,
  AccountUserParams,
  AccountUsersQuery,
  AddAccountUserBody,
  CreateAccountUserBody,
  DsvsQuery,
  IdParams,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/files";
import { registerListExport } from "../../platform/list-export";
import { contextOf } from "../../plugins/auth";
import { accountsExport } from "./account-exports";
import * as service from "./accounts.service";

const QualificationCheck = z.object({
  id: z.string(),
  label: z.string(),
  state: z.enum(["valid", "expiring", "expired", "missing"]),
  documentId: z.number().int().nullable(),
  expiryDate: z.string().nullable(),
});

const tags = ["accounts"];

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  // Reads: the same use cases serve operators and, limited to their accounts, clients.
  for (const base of ["/spa/accounts", "/spa/client/accounts"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "List accounts",
          querystring: AccountsQuery,
          response: { 200: AccountList },
        },
      },
      async (request) => service.listAccounts(contextOf(request, db), request.query),
    );
    app.get(
      `${base}/:id`,
      { schema: { tags, summary: "Get an account", params: IdParams, response: { 200: Account } } },
      async (request) => service.getAccount(contextOf(request, db), request.params.id),
    );
    app.get(
      `${base}/:id/children`,
      { schema: { tags, summary: "Child accounts", params: IdParams, response: { 200: z.array(Account) } } },
      async (request) => service.listChildren(contextOf(request, db), request.params.id),
    );
  }

  app.get(
    "/spa/accounts/dsvs",
    {
      schema: {
        tags,
        summary: "List downstream vendors",
        querystring: DsvsQuery,
        response: { 200: AccountList },
      },
    },
    async (request) => service.listDsvs(contextOf(request, db), request.query),
  );
  app.post(
    "/spa/accounts",
    { schema: { tags, summary: "Create an account", body: AccountBody, response: { 201: Account } } },
    async (request, reply) =>
      reply.status(201).send(await service.createAccount(contextOf(request, db), request.body)),
  );
  app.put(
    "/spa/accounts/:id",
    {
      schema: {
        tags,
        summary: "Update an account",
        params: IdParams,
        body: AccountBody,
        response: { 200: Account },
      },
    },
    async (request) => service.updateAccount(contextOf(request, db), request.params.id, request.body),
  );
  app.get(
    "/spa/accounts/:id/qualification",
    {
      schema: {
        tags,
        summary: "Certificate checks of a downstream vendor",
        params: IdParams,
        response: { 200: z.array(QualificationCheck) },
      },
    },
    async (request) => service.getQualification(contextOf(request, db), request.params.id),
  );
  app.get(
    "/spa/accounts/:id/users",
    {
      schema: {
        tags,
        summary: "Users of an account",
        params: IdParams,
        querystring: AccountUsersQuery,
        response: { 200: z.array(AccountUser) },
      },
    },
    async (request) =>
      service.listAccountUsers(contextOf(request, db), request.params.id, request.query.role),
  );
  app.post(
    "/spa/accounts/:id/users",
    {
      schema: {
        tags,
        summary: "Add an existing user to an account",
        params: IdParams,
        body: AddAccountUserBody,
        response: { 201: z.array(AccountUser) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addAccountUser(contextOf(request, db), request.params.id, request.body)),
  );
  app.post(
    "/spa/accounts/:id/users/new",
    {
      schema: {
        tags,
        summary: "Create a client user and add them to an account",
        params: IdParams,
        body: CreateAccountUserBody,
        response: { 201: z.array(AccountUser) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createAccountUser(contextOf(request, db), request.params.id, request.body)),
  );
  app.delete(
    "/spa/accounts/:id/users/:userId",
    {
      schema: {
        tags,
        summary: "Remove a user from an account",
        params: AccountUserParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.removeAccountUser(contextOf(request, db), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
  registerListExport(app, { db, files }, ["/spa/accounts", "/spa/client/accounts"], {
    tags: tags,
    summary: "Export accounts as filtered",
    querystring: AccountsQuery,
    spec: accountsExport,
  });
};
