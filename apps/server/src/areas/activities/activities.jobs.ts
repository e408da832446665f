import { ActivityUpdate } from "@ops/domain";
import { z } from "zod";
import { defineJob, runContext } from "../../platform/jobs";
import { asnImportJob } from "./asn-import";
import { updateActivity } from "./use-cases/update-activity";

/**
 * `PUT /activities/{slug}?async=true`: the same update as the synchronous call, its result the
 * updated activity. A second run is harmless: it writes the same values in one transaction (a run
 * that died rolled back whole), and once a run has committed the job is over.
 */
export const updateActivityJob = defineJob({
  name: "activity-update",
  payload: z.object({ slug: z.string().min(1), changes: ActivityUpdate }),
  handler: ({ slug, changes }, run) => updateActivity(runContext(run), slug, changes),
});

/** The activities area's kinds, for the registry (src/job-kinds.ts). */
export const activityJobs = [updateActivityJob, asnImportJob];
