import { EXPORT_DIRECT_LIMIT } from "../platform/exports.schemas";

/** The summary of a list's export: the list's own, its formats and when it is a job. */
export const exportSummaryOf = (summary: string) =>
  `${summary}: xlsx or csv (202 with a job above ${EXPORT_DIRECT_LIMIT.toLocaleString("en-US")} rows)`;
