import { Job, JobParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { getJob } from "../../platform/jobs";
import { contextOf } from "../../plugins/auth";

/** `GET /jobs/{id}` in every signed-in family: the screen polls it for long work's progress. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const base of ["/spa/jobs", "/spa/client/jobs", "/spa/vendor/jobs"]) {
    app.get(
      `${base}/:id`,
      {
        schema: {
          tags: ["jobs"],
          summary: "Progress and result of long work",
          params: JobParams,
          response: { 200: Job },
        },
      },
      async (request) => getJob(contextOf(request, db), request.params.id),
    );
  }
};
