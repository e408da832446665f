import {
  type CloseCycleCountBody,
  type CycleCount,
  type CycleCountDetail,
  type CycleCountFigures,
  type CycleCountItem,
  type CycleCountList,
  type CycleCountLocation,
  type CycleCountOutcome,
  type CycleCountScanBody,
  type CycleCountScanResult,
  type CycleCountsQuery,
  compareCount,
  figuresOf,
  isDifference,
  itemOutcome,
  type LocationType,
  placementRefusal,
  RECENT_FOUND_ITEMS,
  type StartCycleCountBody,
  splitAccepted,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError } from "../../platform/app-error";
import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./cycle-counts.repo";

const noCount = (id: number) => new AppError(404, `No cycle count has id ${id}`);
const noLocation = (id: number) => new AppError(404, `No location has id ${id}`);

/** The figures of a count: frozen at close, compared live (the pure rule) while open. */
async function figuresOfCount(db: Db, count: repo.CountRow): Promise<CycleCountFigures> {
  if (count.status === "closed") {
    const moved = Math.max(0, count.counted - count.found - count.unexpected);
    const figures = figuresOf({
      found: count.found,
      moved,
      missing: count.missing,
      unexpected: count.unexpected,
    });
    // Counts closed before the inventory issue hold only the two quantities.
    return {
      ...figures,
      expected: count.expected,
      counted: count.counted,
      variance: count.counted - count.expected,
    };
  }
  return compareCount(await repo.placesOfCount(db, count.id)).figures;
}

function toCount(count: repo.CountRow, figures: CycleCountFigures): CycleCount {
  const { counted: _c, expected: _e, found: _f, missing: _m, unexpected: _u, ...rest } = count;
  return { ...rest, figures };
}

/**
 * Why an accepted difference cannot be adjusted now, in words, or null when it can: the asset was
 * closed or moved since the count started, or the location rules refuse it where it was found.
 */
function adjustmentRefusal(
  item: repo.ItemRow,
  outcome: CycleCountOutcome,
  asset: repo.AssetState | undefined,
  places: Map<number, repo.PlaceState>,
): string | null {
  if (!asset || asset.closed) return `${item.barcode} has been closed since the count started`;
  if (outcome === "missing") {
    if (asset.locationId === item.expectedLocation?.id) return null;
    return asset.locationId === null
      ? null
      : `${item.barcode} is now at ${asset.locationBarcode}: it moved after the count started`;
  }
  const found = item.foundLocation ? places.get(item.foundLocation.id) : undefined;
  if (!found) return null;
  if (asset.locationId === found.id) return null;
  return placementRefusal(
    { barcode: asset.barcode, warehouseId: asset.warehouseId, accountId: asset.accountId, held: asset.held },
    { ...found, type: found.type as LocationType },
  );
}

/** The items of a count with their outcome and, for an unsettled difference, why it cannot be adjusted. */
async function describeItems(db: Db, count: repo.CountRow, rows: repo.ItemRow[]): Promise<CycleCountItem[]> {
  const pending = rows.filter(
    (r) => itemOutcome(placesOf(r)) !== "found" && (count.status === "open" || r.resolution === "review"),
  );
  const assets = await repo.assetStates(
    db,
    pending.map((r) => r.assetId),
  );
  const places = await repo.placeStates(db, [
    ...new Set(pending.flatMap((r) => (r.foundLocation ? [r.foundLocation.id] : []))),
  ]);
  const pendingIds = new Set(pending.map((r) => r.id));
  return rows.map((r) => {
    const outcome = itemOutcome(placesOf(r));
    return {
      ...r,
      outcome,
      refusal: pendingIds.has(r.id) ? adjustmentRefusal(r, outcome, assets.get(r.assetId), places) : null,
    };
  });
}

const placesOf = (r: repo.ItemRow) => ({
  expectedLocationId: r.expectedLocation?.id ?? null,
  foundLocationId: r.foundLocation?.id ?? null,
});

async function detailOf(db: Db, count: repo.CountRow): Promise<CycleCountDetail> {
  const places = await repo.placesOfCount(db, count.id);
  const figures = count.status === "open" ? compareCount(places).figures : await figuresOfCount(db, count);
  const differenceIds = places.filter((p) => isDifference(itemOutcome(p))).map((p) => p.id);
  const [locations, differences, recent] = [
    await repo.countLocations(db, count.id),
    await repo.itemsById(db, count.id, differenceIds),
    await repo.recentFound(db, count.id, RECENT_FOUND_ITEMS),
  ];
  return {
    ...toCount(count, figures),
    locations,
    differences: await describeItems(db, count, differences),
    recentFound: await describeItems(db, count, recent),
  };
}

/**
 * `POST /locations/{id}/cycle_counts`: opens a count of the location (or its zone) and snapshots
 * the assets the system has there. Refused (409) while the location or any location of the zone
 * is in an open count; starts in a warehouse are serialized so overlapping zones cannot both open.
 */
export async function startCount(
  ctx: ServiceContext,
  locationId: number,
  body: StartCycleCountBody,
): Promise<CycleCountDetail> {
  return ctx.db.transaction(async (tx) => {
    const location = await repo.findLocation(tx, locationId);
    if (!location) throw noLocation(locationId);
    await repo.lockWarehouseCounts(tx, location.warehouseId);
    const zone = await repo.zoneOf(tx, locationId, body.includeChildren);
    const open = await repo.openCountCovering(
      tx,
      zone.map((z) => z.id),
    );
    if (open)
      throw new AppError(
        409,
        open.barcode === location.barcode
          ? `Location ${location.barcode} is already being counted (count ${open.countId}); close that count first`
          : `Location ${open.barcode} of this zone is already being counted (count ${open.countId}); close that count first`,
      );
    const id = await repo.insertCount(tx, {
      locationId,
      includeChildren: body.includeChildren,
      userId: ctx.actor.id,
      zone,
    });
    const count = await repo.findCount(tx, id);
    if (!count) throw noCount(id);
    return detailOf(tx, count);
  });
}

/** `GET /cycle_counts/{id}`. */
export async function getCount(ctx: ServiceContext, id: number): Promise<CycleCountDetail> {
  const count = await repo.findCount(ctx.db, id);
  if (!count) throw noCount(id);
  return detailOf(ctx.db, count);
}

/** `GET /locations/{id}/cycle_counts`: the counts of a location, newest first. */
export async function listCounts(
  ctx: ServiceContext,
  locationId: number,
  query: CycleCountsQuery,
): Promise<CycleCountList> {
  if (!(await repo.findLocation(ctx.db, locationId))) throw noLocation(locationId);
  const { rows, total } = await repo.pageCounts(ctx.db, locationId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const data: CycleCount[] = [];
  for (const row of rows) data.push(toCount(row, await figuresOfCount(ctx.db, row)));
  return { data, total };
}

function assertOpen(count: repo.CountRow): void {
  if (count.status !== "open")
    throw new AppError(409, `Count ${count.id} of ${count.locationBarcode} is closed; start a new count`);
}

async function claimedLocation(db: Db, count: repo.CountRow, locationId: number, userId: number) {
  const claim = await repo.countLocationClaim(db, count.id, locationId);
  if (!claim) {
    const location = await repo.findLocation(db, locationId);
    throw new AppError(
      409,
      location
        ? `Location ${location.barcode} is not in this count`
        : `No location of this count has id ${locationId}`,
    );
  }
  if (claim.claimedBy !== null && claim.claimedBy !== userId)
    throw new AppError(409, `Location ${claim.barcode} is being counted by ${claim.claimedByName}`);
  return claim;
}

/** `POST /cycle_counts/{id}/locations/{locationId}/claim`: a counter takes a location of the zone. */
export async function claimLocation(
  ctx: ServiceContext,
  countId: number,
  locationId: number,
): Promise<CycleCountLocation> {
  return ctx.db.transaction(async (tx) => {
    const count = await repo.findCount(tx, countId, "share");
    if (!count) throw noCount(countId);
    assertOpen(count);
    await claimedLocation(tx, count, locationId, ctx.actor.id);
    if (!(await repo.claimLocation(tx, countId, locationId, ctx.actor.id))) {
      // Another counter took it between the read and the claim.
      await claimedLocation(tx, count, locationId, ctx.actor.id);
      throw new AppError(409, "Another counter took this location");
    }
    const [row] = await repo.countLocations(tx, countId, locationId);
    if (!row) throw noLocation(locationId);
    return row;
  });
}

/**
 * `POST /cycle_counts/{id}/scans`: counts an asset scanned in a location of the count the counter
 * has claimed. An unknown barcode is 404; an asset of another warehouse, a closed asset, a
 * location not claimed by the counter or a closed count are 409 and change nothing. An asset
 * already counted in this count (by anyone, anywhere in it) is answered as already counted.
 */
export async function scan(
  ctx: ServiceContext,
  countId: number,
  body: CycleCountScanBody,
): Promise<CycleCountScanResult> {
  return ctx.db.transaction(async (tx) => {
    const count = await repo.findCount(tx, countId, "share");
    if (!count) throw noCount(countId);
    assertOpen(count);
    const claim = await claimedLocation(tx, count, body.locationId, ctx.actor.id);
    if (claim.claimedBy === null)
      throw new AppError(409, `Claim location ${claim.barcode} before counting it`);
    const asset = await repo.assetByBarcode(tx, body.barcode);
    if (!asset) throw new AppError(404, `No asset has barcode ${body.barcode}`);
    if (asset.warehouseId !== count.warehouseId)
      throw new AppError(
        409,
        `${asset.barcode} belongs to ${asset.warehouseShortName ?? "no warehouse"}; this count is in ${count.warehouseShortName}`,
      );
    if (asset.closed) throw new AppError(409, `${asset.barcode} is closed; it cannot be counted`);
    const { itemId, counted } = await repo.recordFound(tx, {
      countId,
      assetId: asset.id,
      barcode: asset.barcode,
      locationId: body.locationId,
      userId: ctx.actor.id,
    });
    const [item] = await describeItems(tx, count, await repo.itemsById(tx, countId, [itemId]));
    const [location] = await repo.countLocations(tx, countId, body.locationId);
    if (!item || !location) throw noCount(countId);
    return { status: counted ? "counted" : "already_counted", item, location };
  });
}

const ACTIONS: Record<Exclude<CycleCountOutcome, "found">, string> = {
  missing: "count_missing",
  unexpected: "count_found",
  moved: "moved",
};

/**
 * `POST /cycle_counts/{id}/close`: the accepted differences become adjustments, one event each
 * (missing: the location cleared; unexpected or moved: the location set to where it was found,
 * the location rules applied); a refused adjustment and every difference not accepted are left
 * for review. A closed count answers as it is and changes nothing.
 */
export async function closeCount(
  ctx: ServiceContext,
  countId: number,
  body: CloseCycleCountBody,
): Promise<CycleCountDetail> {
  return ctx.db.transaction(async (tx) => {
    const count = await repo.findCount(tx, countId, "update");
    if (!count) throw noCount(countId);
    if (count.status === "closed") return detailOf(tx, count);
    const places = await repo.placesOfCount(tx, countId);
    const { outcomes, figures } = compareCount(places);
    const differenceIds = places
      .filter((_, i) => isDifference(outcomes[i] as CycleCountOutcome))
      .map((p) => p.id);
    const split = splitAccepted(differenceIds, body.accept);
    if (split.unknown.length > 0)
      throw fieldError(
        "accept",
        `${split.unknown.length === 1 ? "Item" : "Items"} ${split.unknown.slice(0, 10).join(", ")} ${split.unknown.length === 1 ? "is not a difference" : "are not differences"} of this count`,
      );
    const accepted = await repo.itemsById(tx, countId, split.accepted);
    const assets = await repo.assetStates(
      tx,
      accepted.map((r) => r.assetId),
      true,
    );
    const placeStates = await repo.placeStates(tx, [
      ...new Set(accepted.flatMap((r) => (r.foundLocation ? [r.foundLocation.id] : []))),
    ]);
    const adjusted: number[] = [];
    const review = [...split.review];
    const moves: { assetId: number; locationId: number | null }[] = [];
    const events: EventInput[] = [];
    for (const item of accepted) {
      const outcome = itemOutcome(placesOf(item)) as Exclude<CycleCountOutcome, "found">;
      const asset = assets.get(item.assetId);
      if (adjustmentRefusal(item, outcome, asset, placeStates) !== null || !asset) {
        review.push(item.id);
        continue;
      }
      adjusted.push(item.id);
      const to = outcome === "missing" ? null : (item.foundLocation ?? null);
      if (asset.locationId === (to?.id ?? null)) continue;
      moves.push({ assetId: asset.id, locationId: to?.id ?? null });
      events.push({
        activityId: asset.activityId,
        barcode: asset.barcode,
        action: ACTIONS[outcome],
        message:
          outcome === "missing"
            ? `Cycle count ${countId}: not found at ${item.expectedLocation?.barcode}`
            : outcome === "moved"
              ? `Cycle count ${countId}: found at ${to?.barcode}, expected at ${item.expectedLocation?.barcode}`
              : `Cycle count ${countId}: found at ${to?.barcode}`,
        changes: [{ field: "location", from: asset.locationBarcode, to: to?.barcode ?? null }],
        userId: ctx.actor.id || null,
      });
    }
    await repo.setAssetLocations(tx, moves);
    await recordEvents(tx, events);
    await repo.closeCount(tx, {
      countId,
      userId: ctx.actor.id,
      accepted: adjusted,
      review,
      outcomes: places.map((p, i) => ({ id: p.id, outcome: outcomes[i] as string })),
      figures,
    });
    const closed = await repo.findCount(tx, countId);
    if (!closed) throw noCount(countId);
    return detailOf(tx, closed);
  });
}
