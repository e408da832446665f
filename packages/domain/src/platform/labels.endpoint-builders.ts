// Every record that prints labels has the same two calls: one record's label, and a batch of them
// in one file (a job above LABEL_JOB_THRESHOLD). Only what names the record differs.
import { z } from "zod";
import { defineEndpoint, type Endpoint } from "./endpoints";
import { JobAccepted } from "./jobs.schemas";
import { LABEL_BATCH_MAX, LabelQuery, labelBatchSummaryOf } from "./labels.schemas";

type LabelCall = Omit<Endpoint, "method" | "families" | "summary" | "query" | "body" | "responses">;

const operator = ["operator"] as const;

/** The records a batch prints: at least one (`emptyMessage` otherwise), at most LABEL_BATCH_MAX. */
export function labelSelectionOf<T extends z.ZodType>(item: T, emptyMessage: string) {
  return z
    .array(item)
    .min(1, emptyMessage)
    .max(LABEL_BATCH_MAX, `At most ${LABEL_BATCH_MAX.toLocaleString("en-US")} labels at a time`);
}

/** `GET …/label?format=`: one record's label; `subject` starts the summary ("An asset's label"). */
export function labelEndpoint<const C extends LabelCall>(subject: string, call: C) {
  return defineEndpoint({
    method: "GET",
    families: operator,
    summary: `${subject}: PDF (shown inline) or ZPL for a thermal printer`,
    ...call,
    query: LabelQuery,
    responses: { 200: z.unknown().describe("The label (PDF or ZPL)") },
  });
}

/** `POST …/labels` with the selection and the format: the labels at once, or a job writing them. */
export function labelBatchEndpoint<const C extends LabelCall & { body: z.ZodType }>(
  subject: string,
  call: C,
) {
  return defineEndpoint({
    method: "POST",
    families: operator,
    summary: labelBatchSummaryOf(subject),
    ...call,
    responses: { 200: z.unknown().describe("The labels (PDF or ZPL)"), 202: JobAccepted },
  });
}
