import { z } from "zod";
import { optionalText } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { ParcelRequest, ParcelTrackingEntry, TrackingNumber, TrackingType } from "./parcels.schemas";

export * from "./parcel-tracking.rules";

// Tracking of the employees' parcels (issue 20 part 3): entries entered on screen or imported
// from a carrier's tracking export, and the requests arriving on an inbound load.

const occurredAt = z.iso.datetime({ offset: true, error: "Enter the date and time it happened" });

/** A tracking entry typed on screen (or changed). */
export const TrackingEntryBody = z.object({
  type: TrackingType,
  occurredAt,
  /** Sets the request's tracking number when it has none yet. */
  trackingNumber: TrackingNumber.nullable().default(null),
  location: optionalText(200, "Location"),
  note: optionalText(1000, "Note"),
});
export type TrackingEntryBody = z.infer<typeof TrackingEntryBody>;

/** A request's tracking: its carrier tracking number and every entry, newest first. */
export const RequestTracking = z.object({
  referenceId: z.string(),
  trackingNumber: z.string().nullable(),
  entries: z.array(ParcelTrackingEntry),
});
export type RequestTracking = z.infer<typeof RequestTracking>;

/** Sets (or clears, with null) a request's carrier tracking number. */
export const TrackingNumberBody = z.object({ trackingNumber: TrackingNumber.nullable() });
export type TrackingNumberBody = z.infer<typeof TrackingNumberBody>;

/** Rows of a tracking export above this many are imported by a job. */
export const TRACKING_IMPORT_SYNC_ROWS = 2000;
/** The most rows one tracking export may hold. */
export const MAX_TRACKING_IMPORT_ROWS = 50_000;

/** A row of a tracking export that was not imported, and why. */
export const TrackingImportProblem = z.object({ row: z.number().int(), message: z.string() });

/** What an import did: entries added, entries already there (a file imported again), rows refused. */
export const TrackingImportResult = z.object({
  rows: z.number().int(),
  imported: z.number().int(),
  alreadyImported: z.number().int(),
  problems: z.array(TrackingImportProblem),
});
export type TrackingImportResult = z.infer<typeof TrackingImportResult>;

/** The requests arriving on an inbound load (its projects'), paged. */
export const LoadParcelRequestsQuery = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const LoadParcelRequestList = paged(ParcelRequest);
export type LoadParcelRequestList = z.infer<typeof LoadParcelRequestList>;

export const TrackingEntryParams = z.object({ id: z.coerce.number().int().positive() });
