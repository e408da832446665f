import type { AnyJobKind, JobSchedule } from "../../platform/jobs";
import type { AnyListExport } from "../../platform/list-export";
import { rollupJobs, rollupSchedules } from "./rollups/rollups.jobs";
import { savedReportJobs, savedReportListExports, savedReportSchedules } from "./saved/saved-reports.jobs";

/** The job kinds of this area (listed in src/job-kinds.ts). */
export const reportsJobs: AnyJobKind[] = [...rollupJobs, ...savedReportJobs];

/** Periodic work of this area: rollups kept current, scheduled reports sent. */
export const reportsSchedules: JobSchedule[] = [...rollupSchedules, ...savedReportSchedules];

/** The lists of this area exported as a job above the export's row limit. */
export const reportsListExports: AnyListExport[] = [...savedReportListExports];
