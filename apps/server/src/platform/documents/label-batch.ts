import {
  endpointPath,
  FAMILY_PREFIX,
  getJobFile,
  JobAccepted,
  LABEL_JOB_THRESHOLD,
  type LabelFormat,
  type LabelJobResult,
} from "@ops/domain";
import type { FastifyReply } from "fastify";
import type { z } from "zod";
import type { ServiceContext } from "../context";
import { defineJob, enqueue, type JobKind, runContext } from "../jobs";
import type { LabelDefinition, LabelRecord } from "./label-definitions";
import { renderLabels, sendLabelFile } from "./label-files";

/** What a batch of labels prints, read for the actor (their scope, 422 on a wrong selection). */
export type LabelBatch = { records: LabelRecord[]; baseName: string };

/**
 * A kind of label batch: its job kind (name and payload, which says what to print and in which
 * format), the label it prints, and how the records are read from the payload. The same reading
 * answers the call (to check it and count) and runs in the job, so both print the same.
 */
export type LabelJobKind<P extends { format: LabelFormat }> = JobKind<P> & {
  def: LabelDefinition;
  read(ctx: ServiceContext, payload: P): Promise<LabelBatch>;
};

/**
 * Declares a label batch's job kind (list it in JOB_KINDS, src/job-kinds.ts). The job reads the
 * records again as the actor who asked, writes the file to the file store, reporting progress
 * as labels are drawn, and answers where its starter fetches it. A second run is harmless: it
 * writes another file and nothing else (the first run's file is named in no result).
 */
export function labelJob<P extends { format: LabelFormat }>(kind: {
  name: string;
  payload: z.ZodType<P>;
  def: LabelDefinition;
  read(ctx: ServiceContext, payload: P): Promise<LabelBatch>;
}): LabelJobKind<P> {
  const job = defineJob<P>({
    name: kind.name,
    payload: kind.payload,
    async handler(payload, run): Promise<LabelJobResult & { fileKey: string }> {
      const ctx = runContext(run);
      const { records, baseName } = await kind.read(ctx, payload);
      const total = records.length;
      const bytes = await renderLabels(kind.def, records, payload.format, (drawn) =>
        run.report(drawn / total),
      );
      const fileKey = await run.files.put(bytes, payload.format);
      return {
        fileName: `${baseName}.${payload.format}`,
        labels: total,
        // Below /spa, in the family of whoever asked (the job's file is theirs to fetch).
        downloadPath: endpointPath(getJobFile, ctx.actor.audience, { id: run.jobId }).slice(
          FAMILY_PREFIX.operator.length,
        ),
        fileKey,
      };
    },
  });
  return { ...job, def: kind.def, read: kind.read };
}

/**
 * Answers a batch of labels (ARCHITECTURE §2): the selection is read and checked first (a 422
 * is the caller's, never a failed job); up to LABEL_JOB_THRESHOLD labels the file itself, above
 * it a queued job (202 `{ jobId }`) whose file is fetched from `GET /jobs/{id}/file`.
 */
export async function sendLabelBatch<P extends { format: LabelFormat }>(
  reply: FastifyReply,
  ctx: ServiceContext,
  kind: LabelJobKind<P>,
  payload: P,
) {
  const { records, baseName } = await kind.read(ctx, payload);
  if (records.length <= LABEL_JOB_THRESHOLD) {
    const bytes = await renderLabels(kind.def, records, payload.format);
    return sendLabelFile(reply, bytes, payload.format, baseName);
  }
  const jobId = await enqueue(ctx, kind, payload);
  return reply.status(202).send(JobAccepted.parse({ jobId }));
}
