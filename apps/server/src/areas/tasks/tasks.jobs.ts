import type { AnyJobKind } from "../../platform/jobs";
import type { AnyListExport } from "../../platform/list-export";
import { taskListExports } from "./task-exports";

/** The job kinds of this area (listed in src/job-kinds.ts). */
export const tasksJobs: AnyJobKind[] = [];

/** The lists of this area exported as a job above the export's row limit. */
export const tasksListExports: AnyListExport[] = [...taskListExports];
