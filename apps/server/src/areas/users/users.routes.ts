import {
  CreateUserBody,
  Role,
  RolesQuery,
  UpdateUserBody,
  User,
  UserAccount,
  UserIdParams,
  UserList,
  UsersQuery,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/files";
import { registerListExport } from "../../platform/list-export";
import { contextOf } from "../../plugins/auth";
import { usersExport } from "./user-exports";
import * as service from "./users.service";

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  app.get(
    "/spa/users",
    {
      schema: {
        tags: ["users"],
        summary: "List users",
        querystring: UsersQuery,
        response: { 200: UserList },
      },
    },
    async (request) => service.listUsers(contextOf(request, db), request.query),
  );

  app.get(
    "/spa/users/:id",
    { schema: { tags: ["users"], summary: "Get a user", params: UserIdParams, response: { 200: User } } },
    async (request) => service.getUser(contextOf(request, db), request.params.id),
  );

  app.get(
    "/spa/users/:id/accounts",
    {
      schema: {
        tags: ["users"],
        summary: "Accounts a user belongs to",
        params: UserIdParams,
        response: { 200: z.array(UserAccount) },
      },
    },
    async (request) => service.getUserAccounts(contextOf(request, db), request.params.id),
  );

  app.post(
    "/spa/users",
    { schema: { tags: ["users"], summary: "Create a user", body: CreateUserBody, response: { 201: User } } },
    async (request, reply) =>
      reply.status(201).send(await service.createUser(contextOf(request, db), request.body)),
  );

  app.put(
    "/spa/users/:id",
    {
      schema: {
        tags: ["users"],
        summary: "Update a user",
        params: UserIdParams,
        body: UpdateUserBody,
        response: { 200: User },
      },
    },
    async (request) => service.updateUser(contextOf(request, db), request.params.id, request.body),
  );

  app.get(
    "/spa/roles",
    {
      schema: {
        tags: ["users"],
        summary: "Roles of a type",
        querystring: RolesQuery,
        response: { 200: z.array(Role) },
      },
    },
    async (request) => service.listRoles(contextOf(request, db), request.query.type),
  );
  registerListExport(app, { db, files }, ["/spa/users"], {
    tags: ["users"],
    summary: "Export users as filtered",
    querystring: UsersQuery,
    spec: usersExport,
  });
};
