import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { operator, operatorAndClient } from "./endpoint-parts";
import {
  Program,
  ProgramBody,
  ProgramParams,
  ProgramTemplate,
  ProgramTemplateBody,
} from "./programs.schemas";

const tags = ["programs"] as const;

export const listAccountPrograms = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/programs",
  families: operatorAndClient,
  operationId: "listAccountPrograms",
  permission: "accounts.view",
  summary: "Programs of an account",
  tags,
  params: IdParams,
  responses: { 200: z.array(Program) },
});

export const getAccountProgram = defineEndpoint({
  method: "GET",
  path: "/accounts/:id/programs/:programId",
  families: operatorAndClient,
  operationId: "getAccountProgram",
  permission: "accounts.view",
  summary: "Get a program",
  tags,
  params: ProgramParams,
  responses: { 200: Program },
});

export const createAccountProgram = defineEndpoint({
  method: "POST",
  path: "/accounts/:id/programs",
  families: operator,
  operationId: "createAccountProgram",
  permission: "accounts.manage",
  summary: "Create a program, optionally from a template",
  tags,
  params: IdParams,
  body: ProgramBody,
  responses: { 201: Program },
});

export const updateAccountProgram = defineEndpoint({
  method: "PUT",
  path: "/accounts/:id/programs/:programId",
  families: operator,
  operationId: "updateAccountProgram",
  permission: "accounts.manage",
  summary: "Update a program",
  tags,
  params: ProgramParams,
  body: ProgramBody,
  responses: { 200: Program },
});

export const listProgramTemplates = defineEndpoint({
  method: "GET",
  path: "/program_templates",
  families: operator,
  operationId: "listProgramTemplates",
  permission: "accounts.view",
  summary: "Program templates",
  tags,
  responses: { 200: z.array(ProgramTemplate) },
});

export const createProgramTemplate = defineEndpoint({
  method: "POST",
  path: "/program_templates",
  families: operator,
  operationId: "createProgramTemplate",
  permission: "accounts.manage",
  summary: "Create a program template",
  tags,
  body: ProgramTemplateBody,
  responses: { 201: ProgramTemplate },
});

export const getProgramTemplate = defineEndpoint({
  method: "GET",
  path: "/program_templates/:id",
  families: operator,
  operationId: "getProgramTemplate",
  permission: "accounts.view",
  summary: "Get a program template",
  tags,
  params: IdParams,
  responses: { 200: ProgramTemplate },
});

export const updateProgramTemplate = defineEndpoint({
  method: "PUT",
  path: "/program_templates/:id",
  families: operator,
  operationId: "updateProgramTemplate",
  permission: "accounts.manage",
  summary: "Update a program template",
  tags,
  params: IdParams,
  body: ProgramTemplateBody,
  responses: { 200: ProgramTemplate },
});
