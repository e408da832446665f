// Putting assets on a listing (reserve): every shared rule of who may be listed, checked on the
// assets locked in id order, so of concurrent reservations of one asset exactly one wins.
import { addAssetsRefusal, assetFloorRefusal, type ListingStatusId } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import { unshareSales } from "../settlement/revenue-share";
import {
  holdRefusal,
  lockedListing,
  refreshListingStatus,
  refuseBarcodes,
  sanitizationRefusals,
} from "./listing-asset-actions";
import * as repo from "./listing-assets.repo";

/** Why an asset may not go on this listing (in stock, graded, matching, free, priced), or null. */
function refusalOf(
  f: repo.ListingAssetFacts,
  listing: repo.ListingHead,
  listingLabel: string,
): string | null {
  if (f.status === "listed") return `${f.barcode} is on this listing already`;
  if (f.status === "sold") return `${f.barcode} is sold on this listing`;
  if (f.reservedFor) return `${f.barcode} is reserved for ${f.reservedFor}`;
  if (f.closed) return `${f.barcode} is closed: it is not in stock`;
  if (f.activityType !== "inventory" || f.warehouseId === null) return `${f.barcode} is not in stock`;
  if (listing.warehouseId !== null && f.warehouseId !== listing.warehouseId)
    return `${f.barcode} is in stock at another warehouse than the listing's`;
  if (f.grade === null) return `${f.barcode} is not graded`;
  if (listing.productId !== null && f.productId !== listing.productId)
    return `${f.barcode} is not of the product of ${listingLabel}`;
  if (listing.grade !== null && f.grade !== listing.grade)
    return `${f.barcode} is grade ${f.grade}, ${listingLabel} is grade ${listing.grade}`;
  if (listing.accountId !== null && f.accountId !== listing.accountId)
    return `${f.barcode} belongs to another account than the listing's`;
  if (f.holdType) return holdRefusal(f.barcode, f.holdType);
  return assetFloorRefusal(f.barcode, f.floorPrice, listing.price);
}

/**
 * Puts these barcodes on the listing, all or none, with a `listed` event each; a sold-out listing
 * is listed again. Refusals: one barcode → 409 with the reason; several → 422 `errors.barcodes`.
 * Answers the locked facts of the assets listed.
 */
export async function reserveOnListing(
  tx: Db,
  listingId: number,
  barcodes: string[],
  actorId: number,
  single = false,
): Promise<repo.ListingAssetFacts[]> {
  const listing = await lockedListing(tx, listingId);
  const ended = addAssetsRefusal(listing.status as ListingStatusId);
  if (ended) throw new AppError(409, ended);
  const wanted = [...new Set(barcodes)];
  const ids = await repo.lockAssetBarcodes(tx, wanted);
  const facts = await repo.assetFacts(tx, listingId, ids);
  const byBarcode = new Map(facts.map((f) => [f.barcode, f]));
  const sanitization = await sanitizationRefusals(tx, facts);
  const label = `listing #${listing.id}`;
  const refusals = wanted.flatMap((barcode) => {
    const f = byBarcode.get(barcode);
    if (!f) return [`No asset has barcode ${barcode}`];
    const refusal = refusalOf(f, listing, label) ?? sanitization.get(f.id) ?? null;
    return refusal ? [refusal] : [];
  });
  if (refusals.length > 0) {
    if (single && refusals.length === 1) throw new AppError(409, refusals[0] as string);
    refuseBarcodes(refusals, wanted.length, "listed");
  }
  const listed = wanted.map((b) => byBarcode.get(b) as repo.ListingAssetFacts);
  await repo.insertListed(
    tx,
    listingId,
    listed.map((f) => ({ assetId: f.id, warehouseId: f.warehouseId as number, locationId: f.locationId })),
    actorId,
  );
  await recordEvents(
    tx,
    listed.map((f) => ({
      activityId: f.activityId,
      barcode: f.barcode,
      action: "listed",
      message: `Listed on listing #${listingId} (${listing.title})`,
      changes: [],
      userId: actorId,
    })),
  );
  await refreshListingStatus(tx, listingId);
  return listed;
}

/**
 * Marks sold assets unsold: the sale is cleared, the asset is back in stock and listed again with
 * a `sale_undone` event; all or none (422 naming every refused barcode).
 */
export async function unsellOnListing(
  tx: Db,
  listingId: number,
  assetIds: number[],
  actorId: number,
): Promise<void> {
  const listing = await lockedListing(tx, listingId);
  if (listing.status === "ended")
    throw new AppError(409, "The listing has ended: its sales cannot be undone");
  const ids = await repo.lockAssetIds(tx, [...new Set(assetIds)]);
  const facts = await repo.assetFacts(tx, listingId, ids);
  const refusals = facts.flatMap((f) =>
    f.status === "sold" ? [] : [`${f.barcode} is not sold on this listing`],
  );
  if (refusals.length > 0) refuseBarcodes(refusals, facts.length, "marked unsold");
  // A sale a final statement shared in is reversed there before the sale is cleared.
  await unshareSales(
    tx,
    facts.map((f) => f.reservationId as number),
    actorId,
  );
  await repo.markUnsold(
    tx,
    facts.map((f) => f.reservationId as number),
    facts.map((f) => f.id),
  );
  await recordEvents(
    tx,
    facts.map((f) => ({
      activityId: f.activityId,
      barcode: f.barcode,
      action: "sale_undone",
      message: `Sale on listing #${listingId} undone: back in stock and listed`,
      changes: [],
      userId: actorId,
    })),
  );
  await refreshListingStatus(tx, listingId);
}
