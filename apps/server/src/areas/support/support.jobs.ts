import type { AnyJobKind } from "../../platform/jobs";
import type { AnyListExport } from "../../platform/list-export";
import { supportRequestsExport } from "./support-exports";

/** The job kinds of this area (listed in src/job-kinds.ts): none, execution is immediate. */
export const supportJobs: AnyJobKind[] = [];

/** The lists of this area exported as a job above the export's row limit. */
export const supportListExports: AnyListExport[] = [supportRequestsExport];
