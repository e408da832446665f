import type { AnyJobKind, JobSchedule } from "../../../platform/jobs";

/** The rollup job kinds (refresh of dirty slices, full rebuild). */
export const rollupJobs: AnyJobKind[] = [];
export const rollupSchedules: JobSchedule[] = [];
