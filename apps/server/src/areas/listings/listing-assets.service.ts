import {
  type AssetListingState,
  BulkListingAssetsBody,
  type BulkListingResult,
  type JobDeviceHolds,
  type ListingAsset,
  type ListingAssetActionBody,
  type ListingAssetList,
  type ListingAssetsQuery,
} from "@ops/domain";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { defineJob, enqueue, runContext } from "../../platform/jobs";
import { lockedListing, refuseBarcodes, releaseFromListing, sellOnListing } from "./listing-asset-actions";
import * as repo from "./listing-assets.repo";
import { reserveOnListing, unsellOnListing } from "./listing-reserve";

function isOpenReservationClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
}

/**
 * Runs a reservation; a clash on the one-open-reservation index (a writer that did not lock the
 * assets) is a 409 naming who holds them now.
 */
async function clashChecked<T>(ctx: ServiceContext, barcodes: string[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isOpenReservationClash(error)) throw error;
    for (const barcode of barcodes) {
      const asset = await repo.assetByBarcode(ctx.db, barcode);
      if (asset?.heldBy) throw new AppError(409, `${barcode} is reserved for ${asset.heldBy}`);
    }
    throw new AppError(409, "An asset was reserved by someone else meanwhile: try again");
  }
}

async function assetId(db: Db, barcode: string): Promise<number> {
  const id = (await repo.assetIdsOf(db, [barcode])).get(barcode);
  if (id === undefined) throw notFound("Asset");
  return id;
}

async function rowOf(db: Db, listingId: number, id: number): Promise<ListingAsset> {
  const row = await repo.listingAssetOf(db, listingId, id);
  if (!row) throw notFound("Listing asset");
  return row;
}

export async function listListingAssets(
  ctx: ServiceContext,
  listingId: number,
  query: ListingAssetsQuery,
): Promise<ListingAssetList> {
  if (!(await repo.listingHead(ctx.db, listingId, false))) throw notFound("Listing");
  return repo.pageListingAssets(ctx.db, listingId, query);
}

/** `POST /listings/{id}/assets`: one asset onto the listing (409 with the reason when refused). */
export async function reserveListingAsset(
  ctx: ServiceContext,
  listingId: number,
  barcode: string,
): Promise<ListingAsset> {
  const [asset] = await clashChecked(ctx, [barcode], () =>
    ctx.db.transaction((tx) => reserveOnListing(tx, listingId, [barcode], ctx.actor.id, true)),
  );
  return rowOf(ctx.db, listingId, (asset as repo.ListingAssetFacts).id);
}

/** `DELETE /listings/{id}/assets/{barcode}`: off the listing, back to plain stock. */
export async function unreserveListingAsset(
  ctx: ServiceContext,
  listingId: number,
  barcode: string,
): Promise<ListingAsset> {
  const id = await ctx.db.transaction(async (tx) => {
    await lockedListing(tx, listingId);
    const id = await assetId(tx, barcode);
    await singleRefusal(() => releaseFromListing(tx, listingId, [id], ctx.actor.id));
    return id;
  });
  return rowOf(ctx.db, listingId, id);
}

/** A one-asset action refused in the bulk shape (422 barcodes) is a 409 with its reason. */
async function singleRefusal<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.status === 422 && error.fieldErrors?.barcodes?.length === 1)
      throw new AppError(409, error.fieldErrors.barcodes[0] as string);
    throw error;
  }
}

/** `PUT /listings/{id}/assets/{barcode}`: mark sold or unsold. */
export async function updateListingAsset(
  ctx: ServiceContext,
  listingId: number,
  barcode: string,
  body: ListingAssetActionBody,
): Promise<ListingAsset> {
  const id = await ctx.db.transaction(async (tx) => {
    await lockedListing(tx, listingId);
    const id = await assetId(tx, barcode);
    if (body.action === "sold")
      await singleRefusal(() =>
        sellOnListing(
          tx,
          listingId,
          [
            {
              assetId: id,
              salePrice: body.salePrice ?? 0,
              buyer: body.buyer ?? null,
              saleReference: body.saleReference ?? null,
            },
          ],
          ctx.actor.id,
        ),
      );
    else await singleRefusal(() => unsellOnListing(tx, listingId, [id], ctx.actor.id));
    return id;
  });
  return rowOf(ctx.db, listingId, id);
}

/** The bulk action in the caller's transaction, all or none. */
export async function runBulk(
  tx: Db,
  listingId: number,
  body: BulkListingAssetsBody,
  actorId: number,
): Promise<BulkListingResult> {
  await lockedListing(tx, listingId);
  const barcodes = [...new Set(body.barcodes)];
  if (body.action === "reserve") {
    await reserveOnListing(tx, listingId, barcodes, actorId);
  } else {
    const ids = await repo.assetIdsOf(tx, barcodes);
    const missing = barcodes.filter((b) => !ids.has(b)).map((b) => `No asset has barcode ${b}`);
    if (missing.length > 0) refuseBarcodes(missing, barcodes.length, "found");
    const assetIds = barcodes.map((b) => ids.get(b) as number);
    if (body.action === "unreserve") await releaseFromListing(tx, listingId, assetIds, actorId);
    else if (body.action === "unsold") await unsellOnListing(tx, listingId, assetIds, actorId);
    else
      await sellOnListing(
        tx,
        listingId,
        assetIds.map((id) => ({
          assetId: id,
          salePrice: body.salePrice ?? 0,
          buyer: body.buyer ?? null,
          saleReference: body.saleReference ?? null,
        })),
        actorId,
      );
  }
  // Each action applied the sold-out rule already: answer the status it left.
  return { action: body.action, count: barcodes.length, status: (await lockedListing(tx, listingId)).status };
}

/** `PUT /listings/{id}/assets`: one action on many barcodes, all or none. */
export async function bulkListingAssets(
  ctx: ServiceContext,
  listingId: number,
  body: BulkListingAssetsBody,
): Promise<BulkListingResult> {
  return clashChecked(ctx, body.barcodes, () =>
    ctx.db.transaction((tx) => runBulk(tx, listingId, body, ctx.actor.id)),
  );
}

/** The job's payload: the listing and the call's body, checked by the call's own schema. */
const BulkListingJobPayload = z.object({
  listingId: z.number().int().positive(),
  body: BulkListingAssetsBody,
});

/**
 * The bulk listing-asset action as a job: one transaction, all or none, progress reported before
 * and after it. A second run is refused or changes nothing (the assets are in their new state).
 */
export const listingAssetsJob = defineJob({
  name: "listing_assets_bulk",
  payload: BulkListingJobPayload,
  expireInSeconds: 600,
  handler: async ({ listingId, body }, run) => {
    const ctx = runContext(run);
    // Progress is written outside the work's transaction (one connection on PGlite): before and after it.
    await run.report(0.05);
    const result = await clashChecked(ctx, body.barcodes, () =>
      ctx.db.transaction((tx) => runBulk(tx, listingId, body, ctx.actor.id)),
    );
    await run.report(1);
    return result;
  },
});

/** `PUT /listings/{id}/assets/async`: queues the bulk action (202 with the job id). */
export async function startBulkListingAssets(
  ctx: ServiceContext,
  listingId: number,
  body: BulkListingAssetsBody,
): Promise<{ jobId: string }> {
  const listing = await repo.listingHead(ctx.db, listingId, false);
  if (!listing) throw notFound("Listing");
  if (listing.status === "ended") throw new AppError(409, "The listing has ended: its assets cannot change");
  return { jobId: await enqueue(ctx, listingAssetsJob, { listingId, body }) };
}

/** The listing kinds, for the registry (src/job-kinds.ts). */
export const listingJobs = [listingAssetsJob];

/** `GET /listings/assets/{barcode}`: the listing it is on now and its listing history. */
export async function getAssetListing(ctx: ServiceContext, barcode: string): Promise<AssetListingState> {
  const asset = await repo.assetByBarcode(ctx.db, barcode);
  if (!asset) throw notFound("Asset");
  const history = await repo.listingHistoryOf(ctx.db, asset.id);
  const current =
    history.find((h) => h.status === "listed") ?? (history[0]?.status === "sold" ? history[0] : null);
  return {
    barcode: asset.barcode,
    assetId: asset.id,
    serialNumber: asset.serialNumber,
    productName: asset.productName,
    grade: asset.grade,
    floorPrice: asset.floorPrice,
    inStock: asset.inStock,
    heldBy: current?.status === "listed" ? null : asset.heldBy,
    current: current ?? null,
    history,
  };
}

/** `GET /activities/{slug}/listing_reservations`: what listings and redeployment orders hold of the job's devices. */
export async function listJobListingReservations(ctx: ServiceContext, slug: string): Promise<JobDeviceHolds> {
  const id = await repo.activityIdOf(ctx.db, slug);
  if (id === null) throw notFound("Activity");
  return { data: await repo.jobDeviceHolds(ctx.db, id) };
}
