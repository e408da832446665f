import { z } from "zod";
import { AssetBarcode } from "../assets/assets.schemas";
import { idsOf } from "../enums/define";
import { CYCLE_COUNT_OUTCOMES, CYCLE_COUNT_RESOLUTIONS, CYCLE_COUNT_STATUSES } from "../enums/inventory";
import { UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

export const CycleCountStatus = z.enum(idsOf(CYCLE_COUNT_STATUSES));
export type CycleCountStatus = z.infer<typeof CycleCountStatus>;
export const CycleCountOutcome = z.enum(idsOf(CYCLE_COUNT_OUTCOMES));
export type CycleCountOutcome = z.infer<typeof CycleCountOutcome>;
export const CycleCountResolution = z.enum(idsOf(CYCLE_COUNT_RESOLUTIONS));
export type CycleCountResolution = z.infer<typeof CycleCountResolution>;

/** `POST /locations/{id}/cycle_counts`: count the location alone, or the zone (it and every location under it). */
export const StartCycleCountBody = z.object({
  includeChildren: z.boolean().default(false),
});
export type StartCycleCountBody = z.infer<typeof StartCycleCountBody>;

export const CycleCountLocationParams = z.object({ id: UrlId, locationId: UrlId });
export type CycleCountLocationParams = z.infer<typeof CycleCountLocationParams>;

/** `POST /cycle_counts/{id}/scans`: an asset scanned in a location of the count the counter has claimed. */
export const CycleCountScanBody = z.object({
  locationId: z.number({ error: "Choose the location you are counting" }).int().positive(),
  barcode: AssetBarcode,
});
export type CycleCountScanBody = z.infer<typeof CycleCountScanBody>;

/** The most item ids one close names. */
export const MAX_ACCEPTED_ITEMS = 10_000;

/**
 * `POST /cycle_counts/{id}/close`: the differences to adjust (`all`, or the ids of the items);
 * every other difference is left for review.
 */
export const CloseCycleCountBody = z.object({
  accept: z.union([
    z.literal("all"),
    z
      .array(z.number().int().positive())
      .max(MAX_ACCEPTED_ITEMS, `At most ${MAX_ACCEPTED_ITEMS} items at once`),
  ]),
});
export type CloseCycleCountBody = z.infer<typeof CloseCycleCountBody>;

const UserName = z.object({ id: z.number().int(), name: z.string() });
const PlaceRef = z.object({ id: z.number().int(), barcode: z.string() });

/** One asset of a count: where the system had it at the start, where it was scanned, and the comparison. */
export const CycleCountItem = z.object({
  id: z.number().int(),
  assetId: z.number().int(),
  barcode: z.string(),
  productName: z.string().nullable(),
  expectedLocation: PlaceRef.nullable(),
  foundLocation: PlaceRef.nullable(),
  outcome: CycleCountOutcome,
  /** Set at close for a difference: adjusted, or left for review. */
  resolution: CycleCountResolution.nullable(),
  /** Why the adjustment cannot be made now (a location rule, or the asset changed since the start); null when it can. */
  refusal: z.string().nullable(),
  scannedBy: UserName.nullable(),
  scannedAt: z.string().nullable(),
});
export type CycleCountItem = z.infer<typeof CycleCountItem>;

/** A location of a count, who is counting it, and how far they are. */
export const CycleCountLocation = z.object({
  id: z.number().int(),
  barcode: z.string(),
  name: z.string(),
  /** Ancestor depth under the counted location (0 for the counted location itself). */
  depth: z.number().int(),
  claimedBy: UserName.nullable(),
  claimedAt: z.string().nullable(),
  /** Assets the system had here at the start. */
  expected: z.number().int(),
  /** Assets scanned here. */
  scanned: z.number().int(),
});
export type CycleCountLocation = z.infer<typeof CycleCountLocation>;

/** The figures of a count (live while open, frozen at close). */
export const CycleCountFigures = z.object({
  expected: z.number().int(),
  counted: z.number().int(),
  found: z.number().int(),
  moved: z.number().int(),
  missing: z.number().int(),
  unexpected: z.number().int(),
  /** counted − expected: negative means assets are missing. */
  variance: z.number().int(),
  /** Assets found where the system had them over every asset the count saw (0–1). */
  accuracy: z.number(),
});
export type CycleCountFigures = z.infer<typeof CycleCountFigures>;

/** One count of a location or zone (a row of the location's history). */
export const CycleCount = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  locationBarcode: z.string(),
  locationName: z.string(),
  warehouseId: z.number().int(),
  warehouseShortName: z.string(),
  status: CycleCountStatus,
  includeChildren: z.boolean(),
  startedAt: z.string(),
  startedBy: UserName.nullable(),
  /** When it was closed; null while open. */
  closedAt: z.string().nullable(),
  closedBy: UserName.nullable(),
  figures: CycleCountFigures,
  /** Differences left for review at close. */
  review: z.number().int(),
});
export type CycleCount = z.infer<typeof CycleCount>;

/** The most recent found items a count's answer lists (the differences are always listed in full). */
export const RECENT_FOUND_ITEMS = 50;

/** `GET /cycle_counts/{id}`: the count, its locations with their counters, and the comparison. */
export const CycleCountDetail = CycleCount.extend({
  locations: z.array(CycleCountLocation),
  /** Missing, moved and unexpected items (all of them). */
  differences: z.array(CycleCountItem),
  /** The latest assets found where expected, newest scan first. */
  recentFound: z.array(CycleCountItem),
});
export type CycleCountDetail = z.infer<typeof CycleCountDetail>;

/** The answer of a scan: counted now, or already counted in this count (nothing changed). */
export const CycleCountScanResult = z.object({
  status: z.enum(["counted", "already_counted"]),
  item: CycleCountItem,
  /** The scanned location's progress. */
  location: CycleCountLocation,
});
export type CycleCountScanResult = z.infer<typeof CycleCountScanResult>;

/** `GET /locations/{id}/cycle_counts`: the counts of a location (alone or as a zone), newest first. */
export const CycleCountsQuery = PageQuery.pick({ page: true, pageSize: true });
export type CycleCountsQuery = z.infer<typeof CycleCountsQuery>;

export const CycleCountList = paged(CycleCount);
export type CycleCountList = z.infer<typeof CycleCountList>;
