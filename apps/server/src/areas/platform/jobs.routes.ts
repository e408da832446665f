import { getJob, getJobFile } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import { labelContentTypeOf } from "../../platform/documents/label-files";
import { serve } from "../../platform/endpoints";
import type { FileStore } from "../../platform/files";
import * as jobs from "../../platform/jobs";
import { exportFileOf } from "../../platform/list-export";
import { SHEET_CONTENT_TYPES } from "../../platform/spreadsheets";
import { contentDisposition } from "../../platform/uploads";

/**
 * `GET /jobs/{id}` in every signed-in family: the screen polls it for long work's progress;
 * `GET /jobs/{id}/file` sends the file a finished export or label job wrote, to whoever may read the job.
 */
export const jobsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  serve(app, db, getJob, ({ params }, ctx) => jobs.getJob(ctx, params.id));
  serve(app, db, getJobFile, async ({ params }, ctx, _request, reply) => {
    const job = await jobs.getJob(ctx, params.id);
    if (job.status !== "succeeded") throw new AppError(409, "The export is not finished yet");
    const { key, fileName } = exportFileOf(job.result);
    const contentType =
      labelContentTypeOf(fileName) ?? SHEET_CONTENT_TYPES[fileName.endsWith(".csv") ? "csv" : "xlsx"];
    const stream = await files.read(key);
    return reply
      .header("Content-Type", contentType)
      .header("Content-Disposition", contentDisposition(fileName, "attachment"))
      .header("Cache-Control", "private, no-store")
      .send(stream);
  });
};
