// The calls of the users area (ARCHITECTURE §4: one descriptor per call).
import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { exportQueryOf, exportSummaryOf } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";
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
} from "./users.schemas";

const tags = ["users"] as const;
const operator = ["operator"] as const;

export const listUsers = defineEndpoint({
  method: "GET",
  path: "/users",
  families: operator,
  operationId: "listUsers",
  permission: "users.view",
  summary: "List users",
  tags,
  query: UsersQuery,
  responses: { 200: UserList },
});

export const getUser = defineEndpoint({
  method: "GET",
  path: "/users/:id",
  families: operator,
  operationId: "getUser",
  permission: "users.view",
  summary: "Get a user",
  tags,
  params: UserIdParams,
  responses: { 200: User },
});

export const listUserAccounts = defineEndpoint({
  method: "GET",
  path: "/users/:id/accounts",
  families: operator,
  operationId: "listUserAccounts",
  permission: "users.view",
  summary: "Accounts a user belongs to",
  tags,
  params: UserIdParams,
  responses: { 200: z.array(UserAccount) },
});

export const createUser = defineEndpoint({
  method: "POST",
  path: "/users",
  families: operator,
  operationId: "createUser",
  permission: "users.manage",
  summary: "Create a user",
  tags,
  body: CreateUserBody,
  responses: { 201: User },
});

export const updateUser = defineEndpoint({
  method: "PUT",
  path: "/users/:id",
  families: operator,
  operationId: "updateUser",
  permission: "users.manage",
  summary: "Update a user",
  tags,
  params: UserIdParams,
  body: UpdateUserBody,
  responses: { 200: User },
});

export const listUserRoles = defineEndpoint({
  method: "GET",
  path: "/roles",
  families: operator,
  operationId: "listUserRoles",
  permission: "users.view",
  summary: "Roles of a type",
  tags,
  query: RolesQuery,
  responses: { 200: z.array(Role) },
});

/** The list as filtered, as a file: the file itself up to EXPORT_DIRECT_LIMIT rows, else a job (202). */
export const exportUsers = defineEndpoint({
  method: "GET",
  path: "/users/export",
  families: operator,
  operationId: "exportUsers",
  permission: "users.view",
  summary: exportSummaryOf("Export users as filtered"),
  tags,
  query: exportQueryOf(UsersQuery),
  responses: { 202: JobAccepted },
});
