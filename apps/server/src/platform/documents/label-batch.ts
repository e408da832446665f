import { LABEL_JOB_THRESHOLD, type LabelFormat } from "@ops/domain";
import type { FastifyReply } from "fastify";
import type { ServiceContext } from "../context";
import type { FileStore } from "../files";
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
 * Answers a batch of labels (ARCHITECTURE §2): up to LABEL_JOB_THRESHOLD the file itself; above
 * it a job (202 `{ jobId }`) that writes the file to the file store for `GET /jobs/{id}/file`.
 */
export async function sendLabelBatch(
  reply: FastifyReply,
  _ctx: ServiceContext,
  _files: FileStore,
  batch: LabelBatch,
) {
  if (batch.records.length <= LABEL_JOB_THRESHOLD) {
    const bytes = await renderLabels(batch.def, batch.records, batch.format);
    return sendLabelFile(reply, bytes, batch.format, batch.baseName);
  }
  throw new Error("label jobs come with the job runner");
}
