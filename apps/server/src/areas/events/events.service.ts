import type { ActivityEvent, Event, EventBody, EventsQuery, EventUpdate, Paged } from "@ops/domain";
import type { z } from "zod";
import { AppError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { foundOrNone } from "../../platform/found-or-none";
import { findActivity } from "../activities/activity-scope";
import { findAsset } from "../assets/asset-scope";
import { ErrorList } from "../assets/use-cases/asset-checks";
import * as repo from "./events.repo";

export type { EventOwner } from "./events.repo";

type Paging = { page: number; pageSize: number; order: "asc" | "desc" };

const SYSTEM_EVENT = "Events the system wrote cannot be changed";

/**
 * Records an event a person entered (`manual`): on each named activity (one event per
 * activity), about an asset when a barcode is given (on the asset's activity when no activity
 * is named). Unknown slugs and barcodes answer 422 on their field.
 */
export async function createEvents(ctx: ServiceContext, body: EventBody): Promise<Event[]> {
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const errors = new ErrorList();
    const named = [
      ...(body.activitySlug ? [{ slug: body.activitySlug, field: "activitySlug" }] : []),
      ...body.activitySlugs.map((slug, i) => ({ slug, field: `activitySlugs.${i}` })),
    ];
    const activityIds: number[] = [];
    for (const n of named) {
      const activity = await foundOrNone(() => findActivity(inTx, n.slug));
      if (activity) activityIds.push(activity.id);
      else errors.add(n.field, `No activity has slug ${n.slug}`);
    }
    const asset = body.barcode ? await foundOrNone(() => findAsset(inTx, body.barcode ?? "")) : undefined;
    if (body.barcode && !asset) errors.add("barcode", `No asset has barcode ${body.barcode}`);
    errors.throwIfAny();
    const unique = [...new Set(activityIds)];
    const targets = unique.length > 0 ? unique : [asset?.activityId ?? null];
    const ids = await repo.insertManualEvents(
      tx,
      targets.map((activityId) => ({
        activityId,
        barcode: body.barcode,
        action: body.action,
        reasonCode: body.reasonCode,
        message: body.message,
        userId: ctx.actor.id,
      })),
    );
    return repo.eventsByIds(tx, ids);
  });
}

/** A page of events of any owner, as the owner's area found it (its scope already checked). */
export function pageEvents(
  ctx: ServiceContext,
  owners: repo.EventOwner[],
  paging: Paging,
): Promise<Paged<Event>> {
  return repo.pageEvents(ctx.db, owners, paging);
}

/** A page of events, of one activity or one barcode (any case) when named. */
export async function listEvents(
  ctx: ServiceContext,
  query: z.infer<typeof EventsQuery>,
): Promise<Paged<Event>> {
  const owners: repo.EventOwner[] = [];
  if (query.activitySlug)
    owners.push({ kind: "activity", id: (await findActivity(ctx, query.activitySlug)).id });
  if (query.barcode) owners.push({ kind: "barcode", barcode: query.barcode.toUpperCase() });
  return repo.pageEvents(ctx.db, owners, query);
}

/** An activity's chain of custody, paged (newest first unless asked otherwise). */
export async function listActivityEvents(
  ctx: ServiceContext,
  slug: string,
  paging: Paging,
): Promise<Paged<ActivityEvent>> {
  const activity = await findActivity(ctx, slug);
  const { data, total } = await repo.pageEvents(ctx.db, [{ kind: "activity", id: activity.id }], paging);
  return {
    data: data.map(({ reasonCode: _reason, ...event }) => ({ ...event, activitySlug: activity.slug })),
    total,
  };
}

/** An asset's chain of custody: every event written about this asset, on any activity. */
export async function listAssetEvents(
  ctx: ServiceContext,
  barcode: string,
  query: z.infer<typeof EventsQuery>,
): Promise<Paged<Event>> {
  const asset = await findAsset(ctx, barcode);
  return repo.pageEvents(ctx.db, [{ kind: "asset", id: asset.id }], query);
}

export async function getEvent(ctx: ServiceContext, id: number): Promise<Event> {
  const found = await repo.eventById(ctx.db, id);
  if (!found) throw notFound("Event");
  return found;
}

/** Only events a person entered change; the system's record of what happened stays. */
async function manualEvent(ctx: ServiceContext, id: number) {
  const row = await repo.findEventRow(ctx.db, id, true);
  if (!row) throw notFound("Event");
  if (!row.manual) throw new AppError(409, SYSTEM_EVENT);
  return row;
}

export async function updateEvent(
  ctx: ServiceContext,
  id: number,
  body: z.infer<typeof EventUpdate>,
): Promise<Event> {
  await ctx.db.transaction(async (tx) => {
    await manualEvent({ ...ctx, db: tx }, id);
    await repo.updateEvent(tx, id, body);
  });
  return getEvent(ctx, id);
}

export async function deleteEvent(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await manualEvent({ ...ctx, db: tx }, id);
    await repo.deleteEvent(tx, id);
  });
}
