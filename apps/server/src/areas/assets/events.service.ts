import type { Event, EventBody, EventsQuery, EventUpdate, Paged } from "@ops/domain";
import type { z } from "zod";
import { AppError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { findActivity } from "../activities/activity-scope";
import { activitiesBySlug } from "./asset-checks.repo";
import { findAsset } from "./asset-scope";
import * as assetsRepo from "./assets.repo";
import * as repo from "./events.repo";
import { ErrorList } from "./use-cases/asset-checks";

const SYSTEM_EVENT = "Events the system wrote cannot be changed";

/**
 * Records an event a person entered (`manual`): on each named activity (one event per
 * activity), about an asset when a barcode is given (on the asset's activity when no activity
 * is named). Unknown slugs and barcodes answer 422 on their field.
 */
export async function createEvents(ctx: ServiceContext, body: EventBody): Promise<Event[]> {
  return ctx.db.transaction(async (tx) => {
    const errors = new ErrorList();
    const named = [
      ...(body.activitySlug ? [{ slug: body.activitySlug, field: "activitySlug" }] : []),
      ...body.activitySlugs.map((slug, i) => ({ slug, field: `activitySlugs.${i}` })),
    ];
    const loads = await activitiesBySlug(
      tx,
      named.map((n) => n.slug),
    );
    for (const n of named) if (!loads.has(n.slug)) errors.add(n.field, `No activity has slug ${n.slug}`);
    const [asset] = body.barcode ? await assetsRepo.rowsByBarcodes(tx, [body.barcode]) : [];
    if (body.barcode && !asset) errors.add("barcode", `No asset has barcode ${body.barcode}`);
    errors.throwIfAny();
    const activityIds = [...new Set([...loads.values()].map((a) => a.id))];
    const targets = activityIds.length > 0 ? activityIds : [asset?.activityId ?? null];
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

/** A page of events, of one activity or one barcode (any case) when named. */
export async function listEvents(
  ctx: ServiceContext,
  query: z.infer<typeof EventsQuery>,
): Promise<Paged<Event>> {
  const activityId = query.activitySlug ? (await findActivity(ctx, query.activitySlug)).id : undefined;
  const barcode = query.barcode ? query.barcode.toUpperCase() : undefined;
  return repo.pageEvents(ctx.db, { activityId, barcode }, query);
}

/** An asset's chain of custody: every event written about this asset, on any activity. */
export async function listAssetEvents(
  ctx: ServiceContext,
  barcode: string,
  query: z.infer<typeof EventsQuery>,
): Promise<Paged<Event>> {
  const asset = await findAsset(ctx, barcode);
  return repo.pageEvents(ctx.db, { assetId: asset.id }, query);
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
