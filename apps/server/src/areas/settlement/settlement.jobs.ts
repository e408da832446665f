import type { AnyJobKind } from "../../platform/jobs";
import type { AnyListExport } from "../../platform/list-export";

/** The job kinds of this area (listed in src/job-kinds.ts). */
export const settlementJobs: AnyJobKind[] = [];

/** The lists of this area exported as a job above the export's row limit. */
export const settlementListExports: AnyListExport[] = [];
