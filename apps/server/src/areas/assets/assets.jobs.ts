import { type AssetBody, BulkAssetBody, BulkAssetUpdateBody } from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import { defineJob, runContext } from "../../platform/jobs";
import { receiveAssets } from "./use-cases/create-assets";
import { bulkUpdateAssets } from "./use-cases/update-assets";

/** Receives a batch of assets, all or none, in one transaction (errors keyed `assets.<i>.<field>`). */
export async function receiveBatch(ctx: ServiceContext, assets: AssetBody[]): Promise<{ count: number }> {
  const created = await ctx.db.transaction((tx) =>
    receiveAssets({ ...ctx, db: tx }, assets, (i, field) => `assets.${i}.${field}`),
  );
  return { count: created.length };
}

/**
 * Receives a batch of assets, all or none, in one transaction (errors keyed `assets.<i>.<field>`);
 * the result is `{count}`. A second run is harmless: a run that died rolled back whole, and once a
 * run has committed the job is over (a finished job is not run again).
 */
export const createAssetsJob = defineJob({
  name: "assets_create",
  payload: BulkAssetBody,
  handler: ({ assets }, run) => receiveBatch(runContext(run), assets),
});

/**
 * The same change to many assets, all or none, in one transaction; the result is `{count}`. A
 * second run is harmless: it sets the same values again (a run that died rolled back whole).
 */
export const updateAssetsJob = defineJob({
  name: "assets_update",
  payload: BulkAssetUpdateBody,
  handler: (body, run) => bulkUpdateAssets(runContext(run), body),
});

/** The assets area's kinds, for the registry (src/job-kinds.ts). */
export const assetJobs = [createAssetsJob, updateAssetsJob];
