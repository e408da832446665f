import { ProgramServiceChoice, ProgramServicesBody, SlugParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./program-services.service";

const tags = ["activities"];

/** `/activities/{slug}/program_services`: the SOW page's list of the program's services. */
export const programServicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/activities/:slug/program_services",
    {
      schema: {
        tags,
        summary: "Services of the activity's program, with those chosen for it",
        params: SlugParams,
        response: { 200: z.array(ProgramServiceChoice) },
      },
    },
    async (request) => service.listProgramServices(contextOf(request, db), request.params.slug),
  );
  app.put(
    "/spa/activities/:slug/program_services",
    {
      schema: {
        tags,
        summary: "Choose the program services this activity gets (replaces the set)",
        params: SlugParams,
        body: ProgramServicesBody,
        response: { 200: z.array(ProgramServiceChoice) },
      },
    },
    async (request) =>
      service.setProgramServices(contextOf(request, db), request.params.slug, request.body.serviceIds),
  );
};
