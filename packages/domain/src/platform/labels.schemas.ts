import { z } from "zod";

/** A label as a PDF (any printer, opens in the browser) or as ZPL (thermal printers). */
export const LABEL_FORMATS = ["pdf", "zpl"] as const;
export const LabelFormat = z.enum(LABEL_FORMATS, { error: "Choose pdf or zpl" });
export type LabelFormat = z.infer<typeof LabelFormat>;

/** Up to this many labels are answered at once; a bigger batch is written by a job (202). */
export const LABEL_JOB_THRESHOLD = 200;
/** The most labels one batch prints; a bigger one is split by selecting fewer. */
export const LABEL_BATCH_MAX = 5_000;

/** One label: which format (PDF by default). */
export const LabelQuery = z.object({ format: LabelFormat.default("pdf") });
export type LabelQuery = z.infer<typeof LabelQuery>;

/** What a finished label job answers in its `result`: the file to fetch from `downloadPath`. */
export const LabelJobResult = z.object({
  fileName: z.string(),
  labels: z.number().int(),
  downloadPath: z.string(),
});
export type LabelJobResult = z.infer<typeof LabelJobResult>;

/** The summary of a batch of labels: what it prints and when it is a job. */
export const labelBatchSummaryOf = (summary: string) =>
  `${summary}: pdf or zpl (202 with a job above ${LABEL_JOB_THRESHOLD} labels)`;
