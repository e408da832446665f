import { Job, JobParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import type { FileStore } from "../../platform/files";
import { getJob } from "../../platform/jobs";
import { exportFileOf } from "../../platform/list-export";
import { SHEET_CONTENT_TYPES } from "../../platform/spreadsheets";
import { contentDisposition } from "../../platform/uploads";
import { contextOf } from "../../plugins/auth";

/**
 * `GET /jobs/{id}` in every signed-in family: the screen polls it for long work's progress;
 * `GET /jobs/{id}/file` sends the file a finished export job wrote, to whoever may read the job.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
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
    app.get(
      `${base}/:id/file`,
      { schema: { tags: ["jobs"], summary: "The file a finished export job wrote", params: JobParams } },
      async (request, reply) => {
        const job = await getJob(contextOf(request, db), request.params.id);
        if (job.status !== "succeeded") throw new AppError(409, "The export is not finished yet");
        const { key, fileName } = exportFileOf(job.result);
        const format = fileName.endsWith(".csv") ? "csv" : "xlsx";
        return reply
          .header("Content-Type", SHEET_CONTENT_TYPES[format])
          .header("Content-Disposition", contentDisposition(fileName, "attachment"))
          .header("Cache-Control", "private, no-store")
          .send(files.read(key));
      },
    );
  }
};
