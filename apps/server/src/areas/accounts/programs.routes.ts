import {
  IdParams,
  Program,
  ProgramBody,
  ProgramParams,
  ProgramTemplate,
  ProgramTemplateBody,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./programs.service";

export const programsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Operators and clients read through the same use cases; the path family sets the actor's scope.
  for (const prefix of ["/spa", "/spa/client"]) {
    app.get(
      `${prefix}/accounts/:id/programs`,
      {
        schema: {
          tags: ["programs"],
          summary: "Programs of an account",
          params: IdParams,
          response: { 200: z.array(Program) },
        },
      },
      async (request) => service.listPrograms(contextOf(request, db), request.params.id),
    );

    app.get(
      `${prefix}/accounts/:id/programs/:programId`,
      {
        schema: {
          tags: ["programs"],
          summary: "Get a program",
          params: ProgramParams,
          response: { 200: Program },
        },
      },
      async (request) =>
        service.getProgram(contextOf(request, db), request.params.id, request.params.programId),
    );
  }

  app.post(
    "/spa/accounts/:id/programs",
    {
      schema: {
        tags: ["programs"],
        summary: "Create a program, optionally from a template",
        params: IdParams,
        body: ProgramBody,
        response: { 201: Program },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createProgram(contextOf(request, db), request.params.id, request.body)),
  );

  app.put(
    "/spa/accounts/:id/programs/:programId",
    {
      schema: {
        tags: ["programs"],
        summary: "Update a program",
        params: ProgramParams,
        body: ProgramBody,
        response: { 200: Program },
      },
    },
    async (request) =>
      service.updateProgram(
        contextOf(request, db),
        request.params.id,
        request.params.programId,
        request.body,
      ),
  );

  app.get(
    "/spa/program_templates",
    {
      schema: {
        tags: ["programs"],
        summary: "Program templates",
        response: { 200: z.array(ProgramTemplate) },
      },
    },
    async (request) => service.listTemplates(contextOf(request, db)),
  );

  app.post(
    "/spa/program_templates",
    {
      schema: {
        tags: ["programs"],
        summary: "Create a program template",
        body: ProgramTemplateBody,
        response: { 201: ProgramTemplate },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createTemplate(contextOf(request, db), request.body)),
  );

  app.get(
    "/spa/program_templates/:id",
    {
      schema: {
        tags: ["programs"],
        summary: "Get a program template",
        params: IdParams,
        response: { 200: ProgramTemplate },
      },
    },
    async (request) => service.getTemplate(contextOf(request, db), request.params.id),
  );

  app.put(
    "/spa/program_templates/:id",
    {
      schema: {
        tags: ["programs"],
        summary: "Update a program template",
        params: IdParams,
        body: ProgramTemplateBody,
        response: { 200: ProgramTemplate },
      },
    },
    async (request) => service.updateTemplate(contextOf(request, db), request.params.id, request.body),
  );
};
