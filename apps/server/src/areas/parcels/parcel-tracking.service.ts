import type {
  LoadParcelRequestList,
  ParcelRequest,
  ParcelTrackingEntry,
  RequestTracking,
  TrackingEntryBody,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { findActivity } from "../activities/activity-scope";
import { findRequest, projectScope, type RequestRow } from "./parcel-scope";
import * as repo from "./parcel-tracking.repo";

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};

/** The 409 of a tracking number another request holds, naming that request. */
const takenBy = (trackingNumber: string, referenceId: string) =>
  new AppError(409, `Tracking number ${trackingNumber} is already on request ${referenceId}`, {
    trackingNumber: [`Already on request ${referenceId}`],
  });

/** A request's tracking number and entries (operators, and clients of the project's account). */
export async function getTracking(ctx: ServiceContext, referenceId: string): Promise<RequestTracking> {
  const request = await findRequest(ctx, referenceId);
  return {
    referenceId: request.referenceId,
    trackingNumber: request.trackingNumber,
    entries: await repo.entriesOfRequest(ctx.db, request.id),
  };
}

/** Sets a request's tracking number when it differs; 409 when another request holds it. */
async function assignTrackingNumber(ctx: ServiceContext, request: RequestRow, trackingNumber: string | null) {
  if (trackingNumber === request.trackingNumber) return;
  if (trackingNumber) {
    const holder = await repo.holderOf(ctx.db, trackingNumber, request.id);
    if (holder) throw takenBy(trackingNumber, holder);
  }
  try {
    await repo.setTrackingNumber(ctx.db, request.id, trackingNumber);
  } catch (error) {
    // Another request took it between the check and the write.
    if (isUniqueViolation(error) && trackingNumber) throw takenBy(trackingNumber, "another request");
    throw error;
  }
}

const entryValues = (body: TrackingEntryBody): repo.EntryValues => ({
  type: body.type,
  occurredAt: new Date(body.occurredAt),
  trackingNumber: body.trackingNumber,
  location: body.location,
  note: body.note,
});

const duplicateEntry = () =>
  new AppError(409, "The request already has an entry of this type at this time", {
    occurredAt: ["Already an entry of this type at this time"],
  });

async function entryById(ctx: ServiceContext, id: number): Promise<ParcelTrackingEntry> {
  const entry = await repo.entryInScope(ctx.db, id, await projectScope(ctx));
  if (!entry) throw notFound("Tracking entry");
  return entry;
}

/**
 * Adds a tracking entry typed on screen. A tracking number given becomes the request's when it has
 * none yet (409 naming the request that already has it); a second entry of the same type and
 * moment is refused (409), so a double click adds one.
 */
export async function addEntry(
  ctx: ServiceContext,
  referenceId: string,
  body: TrackingEntryBody,
): Promise<ParcelTrackingEntry> {
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const request = await findRequest(t, referenceId, { forUpdate: true });
    if (body.trackingNumber && !request.trackingNumber)
      await assignTrackingNumber(t, request, body.trackingNumber);
    else if (body.trackingNumber) {
      const holder = await repo.holderOf(tx, body.trackingNumber, request.id);
      if (holder) throw takenBy(body.trackingNumber, holder);
    }
    const id = await repo.insertEntry(tx, request.id, entryValues(body), ctx.actor.id);
    if (id === null) throw duplicateEntry();
    return entryById(t, id);
  });
}

/** Changes a tracking entry (its request's project in the operator's scope). */
export async function updateEntry(
  ctx: ServiceContext,
  id: number,
  body: TrackingEntryBody,
): Promise<ParcelTrackingEntry> {
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    await entryById(t, id);
    if (!(await repo.updateEntry(tx, id, entryValues(body)))) throw duplicateEntry();
    return entryById(t, id);
  });
}

/** Removes a tracking entry. */
export async function deleteEntry(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await entryById({ ...ctx, db: tx }, id);
    await repo.deleteEntry(tx, id);
  });
}

async function requestView(ctx: ServiceContext, requestId: number): Promise<ParcelRequest> {
  const view = await repo.requestById(ctx.db, requestId);
  if (!view) throw notFound("Parcel request");
  return view;
}

/** Sets or clears a request's tracking number (409 naming the request that already has it). */
export async function setTrackingNumber(
  ctx: ServiceContext,
  referenceId: string,
  trackingNumber: string | null,
): Promise<ParcelRequest> {
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const request = await findRequest(t, referenceId, { forUpdate: true });
    await assignTrackingNumber(t, request, trackingNumber);
    return requestView(t, request.id);
  });
}

/**
 * The requests of the projects whose parcels arrive on an inbound load (the load's parcel-tracking
 * tab), with their last tracking; a load outside the actor's scope answers 404.
 */
export async function listLoadRequests(
  ctx: ServiceContext,
  slug: string,
  query: { page: number; pageSize: number },
): Promise<LoadParcelRequestList> {
  const load = await findActivity(ctx, slug);
  if (load.type !== "inbound") throw fieldError("slug", "Parcels arrive only on inbound loads");
  return repo.loadRequests(ctx.db, load.id, await projectScope(ctx), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}
