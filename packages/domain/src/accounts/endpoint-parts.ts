import { z } from "zod";
import { EXPORT_DIRECT_LIMIT } from "../platform/exports.schemas";
import { JobAccepted } from "../platform/jobs.schemas";

// Pieces the accounts area's descriptors share (not re-exported: the names are the area's own).

export const operator = ["operator"] as const;
/** Reads: the same use cases serve operators and, limited to their accounts, clients. */
export const operatorAndClient = ["operator", "client"] as const;

/** What an export answers: the file itself (xlsx or csv), or the job writing it. */
export const exportResponses = { 200: z.unknown().describe("The file (xlsx or csv)"), 202: JobAccepted };

/** The summary of a list's export: the list's own, its formats and when it is a job. */
export const exportSummary = (summary: string) =>
  `${summary}: xlsx or csv (202 with a job above ${EXPORT_DIRECT_LIMIT.toLocaleString("en-US")} rows)`;
