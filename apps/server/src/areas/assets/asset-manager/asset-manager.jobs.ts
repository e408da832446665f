import { AssetManagerConsolidateBody, AssetManagerCreateBody } from "@ops/domain";
import { defineJob, type JobRun, runContext } from "../../../platform/jobs";
import { consolidate, createContainers, type Progress } from "./asset-manager.service";

/**
 * Runs `work` with a progress callback that does not wait for its writes (they would wait for the
 * work's own transaction on the embedded database), and awaits them once the work is over.
 */
async function withProgress<T>(run: JobRun, work: (progress: Progress) => Promise<T>): Promise<T> {
  const writes = new Set<Promise<void>>();
  try {
    return await work((p) => {
      const write = run.report(p).catch(() => {});
      writes.add(write);
      void write.finally(() => writes.delete(write));
    });
  } finally {
    await Promise.allSettled([...writes]);
  }
}

/**
 * Creates the containers of an asset manager request, all or none, in one transaction; the
 * result is `{count, activitySlug, range, barcodes}`. A second run is harmless: a run that died
 * rolled back whole, and once a run has committed the job is over (a finished job is not run again).
 */
export const assetManagerCreateJob = defineJob({
  name: "asset_manager_create",
  payload: AssetManagerCreateBody,
  handler: (body, run) => withProgress(run, (progress) => createContainers(runContext(run), body, progress)),
});

/**
 * Empties the source bins into the target, all or none, in one transaction; the result is
 * `{targetBarcode, moved, closed}`. A second run after a committed one is refused (the sources
 * are closed) but never happens: a finished job is not run again; a run that died rolled back whole.
 */
export const assetManagerConsolidateJob = defineJob({
  name: "asset_manager_consolidate",
  payload: AssetManagerConsolidateBody,
  handler: (body, run) => withProgress(run, (progress) => consolidate(runContext(run), body, progress)),
});

/** The asset manager's kinds, for the registry (src/job-kinds.ts). */
export const assetManagerJobs = [assetManagerCreateJob, assetManagerConsolidateJob];
