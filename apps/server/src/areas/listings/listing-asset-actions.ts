// The listing-asset actions other parts of the listings area build on (the marketplace files,
// unlisting): selling, releasing, the listed assets of a listing and its sold-out rule. Each
// runs in the caller's transaction, all or nothing, assets locked in id order before checks.
import {
  clearedForReuse,
  ECOMMERCE_PLATFORMS,
  holdName,
  type ListingStatusId,
  listingAssetActionRefusal,
  soldNote,
  statusAfterAssets,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import { sanitizationFactsOf } from "../itad/sanitization-state";
import { shareSales } from "../settlement/revenue-share";
import * as repo from "./listing-assets.repo";

export type SaleInput = {
  assetId: number;
  salePrice: number;
  buyer: string | null;
  saleReference: string | null;
};

export const platformLabel = (id: string | null) =>
  ECOMMERCE_PLATFORMS.find((p) => p.id === id)?.label ?? id ?? "a marketplace";

/** An active hold in words, as assertNotHeld says it: "Asset X is on legal hold; release the hold first to sell it". */
export function holdRefusal(barcode: string, holdType: string, action = "sell"): string {
  return `Asset ${barcode} is on ${holdName(holdType).toLowerCase()}; release the hold first to ${action} it`;
}

/** Why a data-bearing device may not be sold (no passed, verified erasure), by asset id. */
export async function sanitizationRefusals(
  tx: Db,
  rows: { id: number; barcode: string }[],
): Promise<Map<number, string>> {
  const facts = await sanitizationFactsOf(
    tx,
    rows.map((r) => r.id),
  );
  const refusals = new Map<number, string>();
  for (const row of rows) {
    const state = facts.get(row.id)?.state;
    if (state === undefined || clearedForReuse(state)) continue;
    const why =
      state === "unverified"
        ? "its erasure is not verified"
        : state === "failed"
          ? "its erasure failed"
          : state === "destroyed"
            ? "it was destroyed"
            : "it has no erasure record";
    refusals.set(
      row.id,
      `${row.barcode} holds data and ${why}: only a device with a passed, verified erasure is sold`,
    );
  }
  return refusals;
}

/** Throws the bulk refusal: 422 with every refused barcode in `errors.barcodes`. */
export function refuseBarcodes(refusals: string[], total: number, verb: string): never {
  throw new AppError(
    422,
    refusals.length === 1
      ? (refusals[0] as string)
      : `${refusals.length} of the ${total} assets cannot be ${verb}`,
    { barcodes: refusals },
  );
}

export async function lockedListing(tx: Db, listingId: number): Promise<repo.ListingHead> {
  const listing = await repo.listingHead(tx, listingId, true);
  if (!listing) throw notFound("Listing");
  return listing;
}

/**
 * Marks these listed assets sold: the reservation closes as `sold` with its price, buyer and
 * reference; the asset leaves stock with a note naming the platform, listing and buyer; a `sold`
 * event each. Refuses (422, every barcode) an asset not listed here, held, not sanitized or
 * already out of stock; then applies the sold-out rule and answers the listing's status. A sale of
 * a device whose load's statement is final shares into it (settlement revenue share), unless the
 * caller dates the sales first and shares them itself (`shareRevenue: false`).
 */
export async function sellOnListing(
  tx: Db,
  listingId: number,
  sales: SaleInput[],
  actorId: number,
  options: { shareRevenue?: boolean } = {},
): Promise<string> {
  const listing = await lockedListing(tx, listingId);
  if (sales.length === 0) return listing.status;
  const ids = await repo.lockAssetIds(
    tx,
    sales.map((s) => s.assetId),
  );
  const facts = new Map((await repo.assetFacts(tx, listingId, ids)).map((f) => [f.id, f]));
  const sanitization = await sanitizationRefusals(tx, [...facts.values()]);
  const refusals: string[] = [];
  const seen = new Set<number>();
  for (const sale of sales) {
    const f = facts.get(sale.assetId);
    if (!f) {
      refusals.push(`No asset has id ${sale.assetId}`);
      continue;
    }
    const refusal =
      (seen.has(f.id) ? `${f.barcode} is sold twice in this request` : null) ??
      listingAssetActionRefusal(f.barcode, f.status, "sold") ??
      (f.closed ? `${f.barcode} is closed: it is not in stock` : null) ??
      (f.holdType ? holdRefusal(f.barcode, f.holdType) : null) ??
      sanitization.get(f.id) ??
      (!(sale.salePrice >= 0) ? `${f.barcode}: the sale price must be 0 or more` : null);
    seen.add(f.id);
    if (refusal) refusals.push(refusal);
  }
  if (refusals.length > 0) refuseBarcodes(refusals, sales.length, "sold");
  const label = platformLabel(listing.platform);
  const rows = sales.map((s) => {
    const f = facts.get(s.assetId) as repo.ListingAssetFacts;
    return {
      reservationId: f.reservationId as number,
      assetId: f.id,
      salePrice: s.salePrice,
      buyer: s.buyer?.trim() || null,
      saleReference: s.saleReference?.trim() || null,
      note: soldNote(label, listing.id, s.buyer),
      barcode: f.barcode,
      activityId: f.activityId,
    };
  });
  await repo.markSold(tx, rows, actorId);
  await recordEvents(
    tx,
    rows.map((r) => ({
      activityId: r.activityId,
      barcode: r.barcode,
      action: "sold",
      message: `${r.note} for ${r.salePrice.toFixed(2)}${r.saleReference ? ` (order ${r.saleReference})` : ""}`,
      changes: [{ field: "salePrice", from: null, to: r.salePrice }],
      userId: actorId,
    })),
  );
  if (options.shareRevenue !== false)
    await shareSales(
      tx,
      rows.map((r) => r.reservationId),
      actorId,
    );
  return refreshListingStatus(tx, listingId);
}

/**
 * Takes listed assets off the listing (released; they stay in stock) with a `listing_removed`
 * event each: the given ones (422 naming every one not listed here) or every listed one.
 * Answers how many were released; applies the sold-out rule.
 */
export async function releaseFromListing(
  tx: Db,
  listingId: number,
  assetIds: number[] | "all_listed",
  actorId: number,
): Promise<number> {
  await lockedListing(tx, listingId);
  const wanted =
    assetIds === "all_listed"
      ? (await repo.listedOf(tx, listingId, null)).map((r) => r.assetId)
      : [...new Set(assetIds)];
  const ids = await repo.lockAssetIds(tx, wanted);
  const facts = await repo.assetFacts(tx, listingId, ids);
  const byId = new Map(facts.map((f) => [f.id, f]));
  if (assetIds !== "all_listed") {
    const refusals = wanted.flatMap((id) => {
      const f = byId.get(id);
      if (!f) return [`No asset has id ${id}`];
      const refusal = listingAssetActionRefusal(f.barcode, f.status, "unreserve");
      return refusal ? [refusal] : [];
    });
    if (refusals.length > 0) refuseBarcodes(refusals, wanted.length, "removed");
  }
  const listed = facts.filter((f) => f.status === "listed");
  await repo.release(
    tx,
    listed.map((f) => f.reservationId as number),
    actorId,
  );
  await recordEvents(
    tx,
    listed.map((f) => ({
      activityId: f.activityId,
      barcode: f.barcode,
      action: "listing_removed",
      message: `Removed from listing #${listingId}`,
      changes: [],
      userId: actorId,
    })),
  );
  await refreshListingStatus(tx, listingId);
  return listed.length;
}

/** The listing's listed (unsold) assets, oldest listed first, locked (in id order) for the caller's change. */
export async function listedAssetsOf(
  tx: Db,
  listingId: number,
  limit?: number,
): Promise<{ assetId: number; barcode: string }[]> {
  const listed = await repo.listedOf(tx, listingId, limit ?? null);
  await repo.lockAssetIds(
    tx,
    listed.map((r) => r.assetId),
  );
  return listed;
}

/** Applies the sold-out rule (listed with nothing left and something sold → sold out, and back); answers the status. */
export async function refreshListingStatus(tx: Db, listingId: number): Promise<string> {
  const listing = await lockedListing(tx, listingId);
  const next = statusAfterAssets(listing.status as ListingStatusId, await repo.countsOf(tx, listingId));
  if (next !== listing.status) await repo.setListingStatus(tx, listingId, next);
  return next;
}
