// The calls of the accounts area (ARCHITECTURE §4: one descriptor per call); its contacts,
// documents, prices and programs are declared beside it and re-exported here.
import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { exportQueryOf, exportResponses, exportSummaryOf } from "../platform/exports.schemas";
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
} from "./accounts.schemas";
import { QualificationCheck } from "./documents.schemas";
import { operator, operatorAndClient } from "./endpoint-parts";

export * from "./contacts.endpoints";
export * from "./documents.endpoints";
export * from "./prices.endpoints";
export * from "./programs.endpoints";

const tags = ["accounts"] as const;

export const listAccounts = defineEndpoint({
  method: "GET",
  path: "/accounts",
  families: operatorAndClient,
  operationId: "listAccounts",
  permission: "accounts.view",
  summary: "List accounts",
  tags,
  query: AccountsQuery,
  responses: { 200: AccountList },
});

export const getAccount = defineEndpoint({
  method: "GET",
  path: "/accounts/:id",
  families: operatorAndClient,
  operationId: "getAccount",
  permission: "accounts.view",
  summary: "Get an account",
  tags,
  params: IdParams,
  responses: { 200: Account },
});

export const listAccountChildren = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/children",
  families: operatorAndClient,
  operationId: "listAccountChildren",
  permission: "accounts.view",
  summary: "Child accounts",
  tags,
  params: IdParams,
  responses: { 200: z.array(Account) },
});

export const exportAccounts = defineEndpoint({
  method: "GET",
  path: "/accounts/export",
  families: operatorAndClient,
  operationId: "exportAccounts",
  permission: "accounts.view",
  summary: exportSummaryOf("Export accounts as filtered"),
  tags,
  query: exportQueryOf(AccountsQuery),
  responses: exportResponses,
});

export const listDsvAccounts = defineEndpoint({
  method: "GET",
  path: "/accounts/dsvs",
  families: operator,
  operationId: "listDsvAccounts",
  permission: "accounts.view",
  summary: "List downstream vendors",
  tags,
  query: DsvsQuery,
  responses: { 200: AccountList },
});

export const createAccount = defineEndpoint({
  method: "POST",
  path: "/accounts",
  families: operator,
  operationId: "createAccount",
  permission: "accounts.manage",
  summary: "Create an account",
  tags,
  body: AccountBody,
  responses: { 201: Account },
});

export const updateAccount = defineEndpoint({
  method: "PUT",
  path: "/accounts/:id",
  families: operator,
  operationId: "updateAccount",
  permission: "accounts.manage",
  summary: "Update an account",
  tags,
  params: IdParams,
  body: AccountBody,
  responses: { 200: Account },
});

export const getAccountQualification = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/qualification",
  families: operator,
  operationId: "getAccountQualification",
  permission: "accounts.view",
  summary: "Certificate checks of a downstream vendor",
  tags,
  params: IdParams,
  responses: { 200: z.array(QualificationCheck) },
});

export const listAccountUsers = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/users",
  families: operator,
  operationId: "listAccountUsers",
  permission: "accounts.view",
  summary: "Users of an account",
  tags,
  params: IdParams,
  query: AccountUsersQuery,
  responses: { 200: z.array(AccountUser) },
});

export const addAccountUser = defineEndpoint({
  method: "POST",
  path: "/accounts/:id/users",
  families: operator,
  operationId: "addAccountUser",
  permission: "accounts.manage",
  summary: "Add an existing user to an account",
  tags,
  params: IdParams,
  body: AddAccountUserBody,
  responses: { 201: z.array(AccountUser) },
});

export const createAccountUser = defineEndpoint({
  method: "POST",
  path: "/accounts/:id/users/new",
  families: operator,
  operationId: "createAccountUser",
  permission: "accounts.manage",
  summary: "Create a client user and add them to an account",
  tags,
  params: IdParams,
  body: CreateAccountUserBody,
  responses: { 201: z.array(AccountUser) },
});

export const removeAccountUser = defineEndpoint({
  method: "DELETE",
  path: "/accounts/:id/users/:userId",
  families: operator,
  operationId: "removeAccountUser",
  permission: "accounts.manage",
  summary: "Remove a user from an account",
  tags,
  params: AccountUserParams,
  responses: { 204: z.null() },
});
