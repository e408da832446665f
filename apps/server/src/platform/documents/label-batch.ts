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
import type { ServiceContext } from "../context";
import type { FileStore } from "../files";
import { type ReportProgress, startJob } from "../jobs";
import type { LabelDefinition, LabelRecord } from "./label-definitions";
import { renderLabels, sendLabelFile } from "./label-files";

/** A batch of labels of one definition, and the name its file is given (without extension). */
export type LabelBatch = {
  def: LabelDefinition;
  records: readonly LabelRecord[];
  format: LabelFormat;
  baseName: string;
};

/**
 * Writes a batch's file to the file store, reporting progress as labels are drawn, and answers
 * the job's result: the file's name, how many labels, and where its starter fetches it. Run
 * twice, it writes a second file and nothing else (the first one's key is in no result).
 */
export async function writeLabelFile(
  ctx: ServiceContext,
  files: FileStore,
  batch: LabelBatch,
  jobId: string,
  report: ReportProgress,
): Promise<LabelJobResult & { fileKey: string }> {
  const total = batch.records.length;
  const bytes = await renderLabels(batch.def, batch.records, batch.format, (drawn) => report(drawn / total));
  const fileKey = await files.put(bytes, batch.format);
  return {
    fileName: `${batch.baseName}.${batch.format}`,
    labels: total,
    // Below /spa, in the family of whoever asked (the job's file is theirs to fetch).
    downloadPath: endpointPath(getJobFile, ctx.actor.audience, { id: jobId }).slice(
      FAMILY_PREFIX.operator.length,
    ),
    fileKey,
  };
}

/**
 * Answers a batch of labels (ARCHITECTURE §2): up to LABEL_JOB_THRESHOLD the file itself; above
 * it a job (202 `{ jobId }`) that writes the file to the file store for `GET /jobs/{id}/file`,
 * the screen showing its progress meanwhile.
 */
export async function sendLabelBatch(
  reply: FastifyReply,
  ctx: ServiceContext,
  files: FileStore,
  batch: LabelBatch,
) {
  if (batch.records.length <= LABEL_JOB_THRESHOLD) {
    const bytes = await renderLabels(batch.def, batch.records, batch.format);
    return sendLabelFile(reply, bytes, batch.format, batch.baseName);
  }
  const jobId = await startJob(ctx, `${batch.def.name}_labels`, (report, id) =>
    writeLabelFile(ctx, files, batch, id, report),
  );
  return reply.status(202).send(JobAccepted.parse({ jobId }));
}
