import type { AnyJobKind, JobSchedule } from "../../../platform/jobs";
import type { AnyListExport } from "../../../platform/list-export";

/** Scheduled reports' job kinds and the sweep's schedule; the export dashboard's lists. */
export const savedReportJobs: AnyJobKind[] = [];
export const savedReportSchedules: JobSchedule[] = [];
export const savedReportListExports: AnyListExport[] = [];
