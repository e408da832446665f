import type { LocationType } from "../platform/reference.schemas";

/** Location types that hold stock: an inbound asset put away at one enters the warehouse's inventory. */
export const STOCK_LOCATION_TYPES: readonly LocationType[] = [
  "inventory",
  "customer_quarantine",
  "customer_redeployment",
  "ecomm_to_be_listed",
];

/** Location types that belong to one client account once their account is set. */
export const ACCOUNT_LOCATION_TYPES: readonly LocationType[] = [
  "customer_quarantine",
  "customer_redeployment",
];

/** What the location rules need to know of an asset (its whole tree for `held`). */
export type PlacedAsset = {
  barcode: string;
  warehouseId: number | null;
  accountId: number | null;
  /** The asset or anything inside it is under an active hold. */
  held: boolean;
};

/** What the location rules need to know of a location. */
export type TargetLocation = {
  barcode: string;
  warehouseId: number;
  warehouseShortName: string;
  type: LocationType;
  active: boolean;
  accountId: number | null;
  accountName: string | null;
};

/**
 * Why an asset may not be placed at a location, in words, or null when it may (issue 17
 * location rules, applied by putaway, a short pick's return and cycle-count adjustments alike):
 * an inactive location accepts nothing; the asset must be in the location's warehouse; a
 * customer quarantine location accepts only assets of its account (none while it has no
 * account), a customer redeployment location with an account likewise; a held asset may go
 * only to a customer quarantine location (of its account).
 */
export function placementRefusal(asset: PlacedAsset, location: TargetLocation): string | null {
  if (!location.active) return `Location ${location.barcode} is inactive; it accepts no assets`;
  if (asset.warehouseId !== location.warehouseId)
    return `${asset.barcode} is not in ${location.warehouseShortName}; location ${location.barcode} is`;
  if (location.type === "customer_quarantine" && location.accountId === null)
    return `Set the account of quarantine location ${location.barcode} first`;
  if (
    ACCOUNT_LOCATION_TYPES.includes(location.type) &&
    location.accountId !== null &&
    asset.accountId !== location.accountId
  )
    return `Location ${location.barcode} holds ${location.accountName ?? "another account"}'s assets only; ${asset.barcode} is not theirs`;
  if (asset.held && location.type !== "customer_quarantine")
    return `${asset.barcode} is on hold; a held asset can go only to a customer quarantine location`;
  return null;
}

/**
 * Whether a putaway moves the asset into the warehouse's inventory activity: it is on an
 * inbound load, goes to a stock location, and is not held (a hold keeps an asset in its
 * activity; a held asset only changes location).
 */
export function entersStock(
  asset: { activityType: string | null; held: boolean },
  locationType: LocationType,
): boolean {
  return asset.activityType === "inbound" && !asset.held && STOCK_LOCATION_TYPES.includes(locationType);
}

/** A location type may carry an account (customer quarantine must, redeployment may, others never). */
export function locationAccountRefusal(type: LocationType, accountId: number | null): string | null {
  if (type === "customer_quarantine" && accountId === null)
    return "A customer quarantine location needs the account it holds assets for";
  if (accountId !== null && !ACCOUNT_LOCATION_TYPES.includes(type))
    return "Only customer quarantine and customer redeployment locations have an account";
  return null;
}
