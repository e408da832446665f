import { z } from "zod";
import { JobAccepted } from "./jobs.schemas";

/** What a list exports to (ARCHITECTURE §7: formulas neutralised in both). */
export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export const ExportFormat = z.enum(EXPORT_FORMATS, { error: "Choose xlsx or csv" });
export type ExportFormat = z.infer<typeof ExportFormat>;

/** Up to this many rows a list is exported in the answer; above it the export is a job (202). */
export const EXPORT_DIRECT_LIMIT = 10_000;
/** The most rows one export writes; a bigger list is narrowed by its filters first. */
export const EXPORT_MAX_ROWS = 100_000;

/** What an export answers: the file itself (xlsx or csv), or the job writing it. */
export const exportResponses = { 200: z.unknown().describe("The file (xlsx or csv)"), 202: JobAccepted };

/** The summary of a list's export: the list's own, its formats and when it is a job. */
export const exportSummaryOf = (summary: string) =>
  `${summary}: xlsx or csv (202 with a job above ${EXPORT_DIRECT_LIMIT.toLocaleString("en-US")} rows)`;

/** What a finished export job answers in its `result`: the file to fetch from `downloadPath`. */
export const ExportJobResult = z.object({
  fileName: z.string(),
  rows: z.number().int(),
  downloadPath: z.string(),
});
export type ExportJobResult = z.infer<typeof ExportJobResult>;

/** The export of a list takes the list's own query (filters, search, sort) and a format. */
export function exportQueryOf<S extends z.ZodRawShape, C extends z.core.$ZodObjectConfig>(
  listQuery: z.ZodObject<S, C>,
) {
  return listQuery.extend({ format: ExportFormat.default("xlsx") });
}
