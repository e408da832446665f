import { z } from "zod";
import { type AnyJobKind, defineJob, type JobSchedule, schedule } from "../../../platform/jobs";
import { onStatusChanged } from "../../../platform/status-changed";
import { recordMilestone } from "./milestones";
import { refreshRollups } from "./refresh";

/**
 * Brings the daily rollups up to date (the slices marked dirty since the last run). Two runs at
 * once take different slices; a run that fails leaves its batch dirty for the next.
 */
export const rollupsRefreshJob = defineJob({
  name: "reports_rollups_refresh",
  payload: z.object({}),
  handler: async (_, run) => {
    await refreshRollups(run.db);
  },
});

// Load milestones are written in the transaction of each status change, by every process.
onStatusChanged(recordMilestone);

/** The rollup job kinds (refresh of dirty slices). */
export const rollupJobs: AnyJobKind[] = [rollupsRefreshJob];
/** Every minute: the dashboards are at most about a minute behind the floor. */
export const rollupSchedules: JobSchedule[] = [schedule(rollupsRefreshJob, "* * * * *", {})];
