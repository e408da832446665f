import type { AnyJobKind } from "../../platform/jobs";

/** The job kinds of this part of issue 20 (listed in src/job-kinds.ts). */
export const parcelProjectsJobs: AnyJobKind[] = [];
