// Pure rules of marketplace listings (issue 19): the status machine, the sold-out rule, the price
// floor (class and grade cutline, or the assets' floor prices for a hand-picked set) and what a
// listing asset may do next. The server reads the facts; these decide.
import type { LISTING_ASSET_STATUSES, LISTING_STATUSES } from "../enums/listings";

export type ListingStatusId = (typeof LISTING_STATUSES)[number]["id"];
export type ListingAssetStatusId = (typeof LISTING_ASSET_STATUSES)[number]["id"];

/**
 * Every move of a listing's life. Sold out and back to listed follow its assets (see
 * statusAfterAssets); ended is final.
 */
export const LISTING_MOVES: Record<ListingStatusId, readonly ListingStatusId[]> = {
  draft: ["listed", "ended"],
  listed: ["sold_out", "ended"],
  sold_out: ["listed", "ended"],
  ended: [],
};

const label = (s: string) => s.replace("_", " ");

/** What a listing needs to go live: a platform and a price not below its floor. */
export type GoLiveFacts = { platform: string | null; price: number | null; floor: PriceFloor | null };

/** Why a person may not move a listing from `from` to `to` (PUT status), or null when they may. */
export function listingMoveRefusal(
  from: ListingStatusId,
  to: ListingStatusId,
  facts: GoLiveFacts,
): string | null {
  if (from === to) return null;
  if (from === "ended") return "The listing has ended: an ended listing cannot change";
  if (to === "sold_out" || (from === "sold_out" && to === "listed"))
    return "A listing becomes sold out (or listed again) when its assets sell (or a sale is undone)";
  if (!LISTING_MOVES[from].includes(to)) return `A ${label(from)} listing cannot become ${label(to)}`;
  if (to === "listed") {
    if (!facts.platform) return "Choose the platform before listing";
    if (facts.price === null) return "Set a price before listing";
    return priceFloorRefusal(facts.price, facts.floor);
  }
  return null;
}

/**
 * The status a listing takes from its assets: a listed listing whose last listed asset sold is
 * sold out; a sold-out one with listed assets again (a sale undone, an asset added) is listed.
 * Draft and ended listings keep their status.
 */
export function statusAfterAssets(
  status: ListingStatusId,
  counts: { listed: number; sold: number },
): ListingStatusId {
  if (status === "listed" && counts.listed === 0 && counts.sold > 0) return "sold_out";
  if (status === "sold_out" && counts.listed > 0) return "listed";
  return status;
}

/** Assets are added to a draft or a live listing (a sold-out one becomes listed again). */
export const listingTakesAssets = (status: ListingStatusId) => status !== "ended";

/** Why assets may not be added to a listing in this status, or null. */
export function addAssetsRefusal(status: ListingStatusId): string | null {
  return listingTakesAssets(status) ? null : "The listing has ended: assets cannot be added";
}

/** A listing is deleted only as a draft that never had assets; otherwise it is ended. */
export function deleteRefusal(status: ListingStatusId, assetsEver: number): string | null {
  if (status !== "draft") return `The listing is ${label(status)}: end it instead of deleting it`;
  if (assetsEver > 0) return "The listing has had assets: end it instead of deleting it";
  return null;
}

/**
 * The lowest price a listing may ask: the cutline of its product's class and grade (`source`
 * names it, e.g. "the cutline of Laptops grade B"), or for a hand-picked set the highest floor
 * price of its listed assets.
 */
export type PriceFloor = { minPrice: number; source: string };

/** Why `price` is below the floor, or null when it is not (or there is no floor). */
export function priceFloorRefusal(price: number, floor: PriceFloor | null): string | null {
  if (floor === null || price >= floor.minPrice) return null;
  return `Price must be at least ${floor.minPrice.toFixed(2)}, ${floor.source}`;
}

/** The floor of a listing: its cutline when it has product and grade, else the highest asset floor. */
export function listingFloor(
  cutline: { minPrice: number; className: string; grade: string } | null,
  assetFloors: readonly (number | null)[],
): PriceFloor | null {
  if (cutline)
    return {
      minPrice: cutline.minPrice,
      source: `the cutline of ${cutline.className} grade ${cutline.grade}`,
    };
  const floors = assetFloors.filter((f): f is number => f !== null);
  if (floors.length === 0) return null;
  return { minPrice: Math.max(...floors), source: "the highest floor price of its assets" };
}

/** Why an asset with this floor price cannot go on a listing at `price` (or null). */
export function assetFloorRefusal(
  barcode: string,
  floorPrice: number | null,
  price: number | null,
): string | null {
  if (floorPrice === null || price === null || floorPrice <= price) return null;
  return `${barcode} has a floor price of ${floorPrice.toFixed(2)}, above the listing price ${price.toFixed(2)}`;
}

/** The listing-asset actions and the asset status each needs. */
export const LISTING_ASSET_ACTIONS = ["reserve", "unreserve", "sold", "unsold"] as const;
export type ListingAssetAction = (typeof LISTING_ASSET_ACTIONS)[number];

/** Why an asset in this state on the listing (null: not on it) may not take `action`, or null. */
export function listingAssetActionRefusal(
  barcode: string,
  current: ListingAssetStatusId | null,
  action: Exclude<ListingAssetAction, "reserve">,
): string | null {
  if (current === null || current === "released") return `${barcode} is not on this listing`;
  if (action === "sold" && current !== "listed") return `${barcode} is sold already`;
  if (action === "unsold" && current !== "sold") return `${barcode} is not sold`;
  if (action === "unreserve" && current !== "listed")
    return `${barcode} is sold: mark it unsold before removing it`;
  return null;
}

/** The note a sold asset closes with. */
export function soldNote(platformLabel: string, listingId: number, buyer: string | null): string {
  return `Sold on ${platformLabel} (listing #${listingId}) to ${buyer?.trim() ? buyer.trim() : "a buyer"}`;
}
