import {
  type ActivityAssetsQuery,
  ASSET_BULK_SYNC_LIMIT,
  ASSET_COUNT_CAP,
  type Asset,
  type AssetBody,
  type AssetsQuery,
  type BulkAssetUpdateBody,
  type CheckInEligibility,
  type DuplicateSerialQuery,
  type DuplicateSerialResult,
  isPickupBarcode,
  type Paged,
  type SourceInfo,
} from "@ops/domain";
import type { z } from "zod";
import { AppError, fieldError } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { enqueue } from "../../platform/jobs";
import { findActivity } from "../activities/activity-scope";
import { pickupEligibility } from "../pickups/pickups.service";
import { testSuitesOfAsset } from "../testing/asset-test-suites";
import * as lists from "./asset-lists.repo";
import { assetScopeFilter, findAsset } from "./asset-scope";
import * as writes from "./asset-writes.repo";
import { createAssetsJob, receiveBatch, updateAssetsJob } from "./assets.jobs";
import * as repo from "./assets.repo";
import { receiveAssets } from "./use-cases/create-assets";
import { bulkUpdateAssets } from "./use-cases/update-assets";

export { updateAsset } from "./use-cases/update-assets";

/** Children of one container are listed whole up to this many (a full pallet of serials fits). */
const CHILDREN_LIMIT = 2000;

/** Receives one asset (SPEC §7 `POST /assets`) and answers it. */
export async function createAsset(ctx: ServiceContext, body: AssetBody): Promise<Asset> {
  const [created] = await ctx.db.transaction((tx) =>
    receiveAssets({ ...ctx, db: tx }, [body], (_i, field) => field),
  );
  return (await repo.assetById(ctx.db, created?.id ?? 0)) as Asset;
}

/**
 * Receives a batch all or none (errors keyed `assets.<i>.<field>`); above the sync limit, or
 * when asked, as a job whose result is the same `{count}`.
 */
export async function createAssets(
  ctx: ServiceContext,
  bodies: AssetBody[],
  async = false,
): Promise<{ count: number } | { jobId: string }> {
  if (async || bodies.length > ASSET_BULK_SYNC_LIMIT)
    return { jobId: await enqueue(ctx, createAssetsJob, { assets: bodies }) };
  return receiveBatch(ctx, bodies);
}

/** The same change to many assets; a job above the sync limit or when asked. */
export async function updateAssets(
  ctx: ServiceContext,
  body: z.infer<typeof BulkAssetUpdateBody>,
  async = false,
): Promise<{ count: number } | { jobId: string }> {
  if (async || body.barcodes.length > ASSET_BULK_SYNC_LIMIT)
    return { jobId: await enqueue(ctx, updateAssetsJob, body) };
  return bulkUpdateAssets(ctx, body);
}

export async function getAsset(ctx: ServiceContext, id: number): Promise<Asset> {
  const row = await findAsset(ctx, id);
  return (await repo.assetById(ctx.db, row.id)) as Asset;
}

/**
 * Finds assets (`find=barcode|serial`, any case) or lists them (by activity, barcode or serial
 * prefix search), limited to the client's accounts for clients; `find=can_be_checked_in`
 * answers whether a barcode can be received on a load.
 */
export async function listAssets(
  ctx: ServiceContext,
  query: AssetsQuery,
  options: { exactCount?: boolean } = {},
): Promise<Paged<Asset> | z.infer<typeof CheckInEligibility>> {
  if (query.find === "can_be_checked_in") return checkInEligibility(ctx, query);
  const scope = await assetScopeFilter(ctx);
  if (query.find === "barcode") {
    if (!query.barcode) throw fieldError("barcode", "Type or scan a barcode");
    // A barcode names at most one asset: one statement, no count (the scan path stays fast).
    const data = await lists.assetsWithBarcode(ctx.db, scope, query.barcode.toUpperCase());
    return { data, total: data.length };
  }
  let serial: string | undefined;
  if (query.find === "serial") {
    if (!query.serial) throw fieldError("serial", "Type or scan a serial number");
    serial = query.serial;
  }
  const activityId = query.activitySlug ? (await findActivity(ctx, query.activitySlug)).id : undefined;
  // Across all loads the count stops early: counting a million rows for a page of 25 is waste.
  const countCap = query.find || query.activitySlug || options.exactCount ? undefined : ASSET_COUNT_CAP;
  return lists.pageAssetList(ctx.db, { scope, serial, activityId }, query, countCap);
}

/**
 * Whether a barcode can be checked in on a load: yes when no asset has it yet, or when the
 * asset belongs to the load's account and is not held. A pickup label's barcode answers by the
 * pickup check-in rule instead (the one `POST /pickups/check_in` applies).
 */
async function checkInEligibility(
  ctx: ServiceContext,
  query: AssetsQuery,
): Promise<z.infer<typeof CheckInEligibility>> {
  // Receiving is staff work; a client asking would only learn whether others' barcodes exist.
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff check assets in");
  if (!query.barcode) throw fieldError("barcode", "Type or scan a barcode");
  const barcode = query.barcode.toUpperCase();
  // A pickup label is checked in on its own load by the pickups' rule (the load may be left out).
  if (isPickupBarcode(barcode)) {
    const pickup = await pickupEligibility(ctx, barcode, query.activitySlug);
    if (pickup) return pickup;
  }
  if (!query.activitySlug) throw fieldError("activitySlug", "Name the load to check in on");
  const load = await findActivity(ctx, query.activitySlug);
  const [row] = await repo.rowsByBarcodes(ctx.db, [barcode]);
  if (!row) return { barcode, eligible: true, reason: null };
  if (row.accountId !== load.accountId)
    return { barcode, eligible: false, reason: `${barcode} belongs to another account than ${load.slug}` };
  try {
    await repo.assertNotHeld(ctx.db, [row.id]);
  } catch (error) {
    if (error instanceof AppError) return { barcode, eligible: false, reason: error.message };
    throw error;
  }
  return { barcode, eligible: true, reason: null };
}

/** What caused a removal, when it is another record's step (a support request executed). */
export type AssetRemovalCause = { supportRequestId: number; message: string };

/**
 * Removes an asset nothing depends on: it holds no other asset, is not held, has not shipped and
 * is on no valid certificate (each refusal is a 409 naming the reason). The `deleted` event is
 * written before the row goes, so it keeps the barcode and the asset's own history; a cause (a
 * support request) is named on it. Pass a transaction as `ctx.db` to remove within it.
 */
export async function deleteAsset(ctx: ServiceContext, id: number, cause?: AssetRemovalCause): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findAsset({ ...ctx, db: tx }, id, { forUpdate: true });
    const children = (await repo.childCounts(tx, [row.id])).get(row.id) ?? 0;
    if (children > 0)
      throw new AppError(
        409,
        `${row.barcode} contains ${children} asset${children === 1 ? "" : "s"}; move or remove them first`,
      );
    await repo.assertNotHeld(tx, [row.id], "delete");
    const { shippedOn, certificateNumber } = await repo.custodyRecordsOf(tx, row.id);
    if (shippedOn !== null)
      throw new AppError(
        409,
        `Asset ${row.barcode} has shipped${shippedOn ? ` on ${shippedOn}` : ""}; it stays on record`,
      );
    if (certificateNumber !== null)
      throw new AppError(
        409,
        `Asset ${row.barcode} is on certificate ${certificateNumber}; it stays on record`,
      );
    await recordEvents(tx, [
      {
        activityId: row.activityId,
        barcode: row.barcode,
        action: "deleted",
        message: cause?.message ?? `Asset ${row.barcode} deleted`,
        changes: [{ field: "barcode", from: row.barcode, to: null }],
        userId: ctx.actor.id,
        supportRequestId: cause?.supportRequestId ?? null,
      },
    ]);
    await writes.deleteAsset(tx, row.id);
  });
}

/** The assets directly inside a container (in barcode order). */
export async function listChildren(ctx: ServiceContext, barcode: string): Promise<Asset[]> {
  const row = await findAsset(ctx, barcode);
  return lists.childrenOf(ctx.db, row.id, CHILDREN_LIMIT);
}

/** Other assets carrying a serial number (operators check before receiving). */
export async function duplicateSerial(
  ctx: ServiceContext,
  query: z.infer<typeof DuplicateSerialQuery>,
): Promise<z.infer<typeof DuplicateSerialResult>> {
  const found = await repo.assetsWithSerial(
    ctx.db,
    query.serial,
    query.excludeBarcode ? query.excludeBarcode.trim().toUpperCase() : null,
  );
  return { duplicate: found.length > 0, assets: found.map(({ id: _id, ...rest }) => rest) };
}

/** Where an asset came from: its receiving load, who received it, and its ASN row if any. */
export async function sourceInfo(ctx: ServiceContext, barcode: string): Promise<z.infer<typeof SourceInfo>> {
  const row = await findAsset(ctx, barcode);
  const asset = (await repo.assetById(ctx.db, row.id)) as Asset;
  const loadClientRef = row.receivingActivityId
    ? await repo.activityClientRef(ctx.db, row.receivingActivityId)
    : undefined;
  const item =
    row.receivingActivityId && row.serialNumber
      ? await repo.asnItemOfSerial(ctx.db, row.receivingActivityId, row.serialNumber)
      : undefined;
  return {
    barcode: row.barcode,
    source: asset.source,
    accountName: asset.accountName,
    receivingActivitySlug: asset.receivingActivitySlug,
    receivedAt: asset.createdAt,
    receivedBy: asset.createdBy,
    clientRef: item?.clientRef ?? loadClientRef ?? null,
    asnItem: item
      ? { row: item.row, serialNumber: item.serialNumber, assetTag: item.assetTag, palletId: item.palletId }
      : null,
  };
}

/** The test suites an asset in scope was tested with (its results, read through the testing area). */
export async function listTestSuites(ctx: ServiceContext, barcode: string) {
  const asset = await findAsset(ctx, barcode);
  return testSuitesOfAsset(ctx.db, asset.id);
}

/** An activity's assets: all on it, those received on it, or those with a duplicate serial. */
export async function listActivityAssets(
  ctx: ServiceContext,
  slug: string,
  query: z.infer<typeof ActivityAssetsQuery>,
): Promise<Paged<Asset>> {
  // What stock a load could take is the warehouse's (every client's): staff plan loads from it.
  if (query.type === "available_to" && ctx.actor.audience !== "operator")
    throw new AppError(403, "Only staff see the stock available to a load");
  const load = await findActivity(ctx, slug);
  return lists.pageActivityAssets(ctx.db, load.id, query);
}
