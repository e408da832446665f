import type { ActivitiesQuery, Activity, ActivityList, Calendar, CalendarQuery } from "@ops/domain";
import type { z } from "zod";
import { fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./activities.repo";
import { closedDatesBetween } from "./closed-dates.repo";
import { activitiesWhere, activityScope, findActivity } from "./core/activity-scope";
import { activityById } from "./use-cases/create-activity";

/** Row access for areas that move an activity inside their own transaction (outbound cancel, confirm). */
export { findRowBySlug, lockBySlug, setStatus } from "./activities.repo";
export { bulkSetStatus } from "./use-cases/bulk-status";
export { createActivity } from "./use-cases/create-activity";
export { updateActivity } from "./use-cases/update-activity";

/** `GET /activities` (and the client's own): filtered, sorted from an allow-list, paged. */
export async function listActivities(ctx: ServiceContext, query: ActivitiesQuery): Promise<ActivityList> {
  const where = await activitiesWhere(ctx, query);
  const { ids, total } = await repo.pageIds(ctx.db, where, query);
  return { data: (await repo.recordsByIds(ctx.db, ids)).map(repo.toActivity), total };
}

/** One activity in the actor's scope (404 outside it). */
export async function getActivity(ctx: ServiceContext, slug: string): Promise<Activity> {
  const row = await findActivity(ctx, slug);
  return activityById(ctx, row.id);
}

const SEARCH_LIMIT = 20;

/** Up to 20 activities whose slug or client reference contains the term, newest first. */
export async function searchActivities(ctx: ServiceContext, term: string): Promise<Activity[]> {
  const where = repo.listFilter({ search: term }, await activityScope(ctx));
  const ids = await repo.idsWhere(ctx.db, where, SEARCH_LIMIT);
  return (await repo.recordsByIds(ctx.db, ids)).map(repo.toActivity);
}

const CALENDAR_MAX_DAYS = 366;
const LOADS_PER_DAY = 8;

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/**
 * The calendar of loads: per dock day its count and first loads by time, with the closed
 * dates of the range. Canceled loads are off the dock and not shown.
 */
export async function getCalendar(
  ctx: ServiceContext,
  query: z.infer<typeof CalendarQuery>,
): Promise<Calendar> {
  const span = daysBetween(query.startDate, query.endDate);
  if (span < 0) throw fieldError("endDate", "The end date is before the start date");
  if (span >= CALENDAR_MAX_DAYS) throw fieldError("endDate", "Show at most a year at a time");
  const where = repo.calendarFilter(
    {
      startDate: query.startDate,
      endDate: query.endDate,
      warehouseId: query.warehouseId,
      types: query.type ? [query.type] : undefined,
    },
    await activityScope(ctx),
  );
  const [counts, loads, closed] = await Promise.all([
    repo.dockDayCounts(ctx.db, where),
    repo.firstLoadsPerDay(ctx.db, where, LOADS_PER_DAY),
    closedDatesBetween(ctx.db, { warehouseId: query.warehouseId, from: query.startDate, to: query.endDate }),
  ]);
  const byDay = new Map<string, Calendar["days"][number]["loads"]>();
  for (const l of loads) {
    const day = byDay.get(l.date) ?? [];
    day.push({
      slug: l.slug,
      type: l.type as Activity["type"],
      status: l.status as Activity["status"],
      accountName: l.accountName,
      warehouseShortName: l.warehouseShortName,
      scheduledTime: l.scheduledTime,
      shipmentSize: l.shipmentSize as Activity["shipmentSize"],
    });
    byDay.set(l.date, day);
  }
  return {
    days: counts.map(({ date, count }) => ({ date, count, loads: byDay.get(date) ?? [] })),
    closedDates: closed.map((c) => ({
      date: c.date,
      warehouseId: c.warehouseId,
      warehouseShortName: c.warehouseShortName,
      reason: c.reason,
    })),
  };
}
