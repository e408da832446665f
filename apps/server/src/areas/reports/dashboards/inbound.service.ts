import {
  type DashboardQuery,
  INBOUND_STATUSES,
  type InboundDashboard,
  periodStart,
  shiftDays,
  type TurnaroundDashboard,
} from "@ops/domain";
import type { ServiceContext } from "../../../platform/context";
import { todayUtc } from "../scope";
import { fillSeries, metaOf, openDashboard } from "./dashboard-scope";
import * as repo from "./dashboards.repo";

/** Days the dock chart looks back (today included) and ahead. */
export const DOCK_DAYS_BACK = 7;
export const DOCK_DAYS_AHEAD = 7;

/** Every day from `from` to `to`, inclusive. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDays(day, -1)) days.push(day);
  return days;
}

/**
 * The dock per day, from a week back (today included) to a week ahead: inbound loads dated for
 * the dock that day and loads received that day, so the operator sees what came in against what
 * was planned and what is coming.
 */
async function dockOf(ctx: ServiceContext, accounts: repo.AccountScope): Promise<InboundDashboard["dock"]> {
  const today = todayUtc();
  const days = {
    beginDate: shiftDays(today, DOCK_DAYS_BACK - 1),
    endDate: shiftDays(today, -DOCK_DAYS_AHEAD),
  };
  const { scheduled, received } = await repo.dockDays(ctx.db, accounts, days);
  const planned = new Map(scheduled.map((r) => [r.day, Number(r.loads)]));
  const arrived = new Map(received.map((r) => [r.day, Number(r.loads)]));
  return daysFrom(days.beginDate, days.endDate).map((date) => ({
    date,
    scheduled: planned.get(date) ?? 0,
    received: arrived.get(date) ?? 0,
  }));
}

const STATUS_ORDER = new Map<string, number>(INBOUND_STATUSES.map((s, i) => [s.id, i]));

/**
 * `GET /dashboards/inbound`: the accounts' inbound loads created in the range by current status,
 * loads reaching received / processed / priced per period; for operators the dock and the
 * backlog (as they are now, whatever the range).
 */
export async function getInbound(ctx: ServiceContext, q: DashboardQuery): Promise<InboundDashboard> {
  const open = await openDashboard(ctx, "inbound", q);
  const [statuses, milestones, dock, backlog, meta] = await Promise.all([
    repo.loadsByStatus(ctx.db, open.accounts, open.range),
    repo.milestonesByDay(ctx.db, open.accounts, open.range),
    open.operator ? dockOf(ctx, open.accounts) : Promise.resolve(null),
    open.operator ? repo.backlog(ctx.db, open.accounts) : Promise.resolve(null),
    metaOf(ctx, open, q),
  ]);
  const buckets = new Map<string, { received: number; processed: number; priced: number }>();
  for (const m of milestones) {
    const start = periodStart(m.day, q.timePeriod);
    const bucket = buckets.get(start) ?? { received: 0, processed: 0, priced: 0 };
    bucket[m.kind] += Number(m.loads);
    buckets.set(start, bucket);
  }
  return {
    meta,
    byStatus: statuses
      .map((s) => ({
        key: s.status,
        label: INBOUND_STATUSES.find((x) => x.id === s.status)?.label ?? s.status,
        value: Number(s.loads),
      }))
      .sort((a, b) => (STATUS_ORDER.get(a.key) ?? 99) - (STATUS_ORDER.get(b.key) ?? 99)),
    series: fillSeries(
      open.range,
      q.timePeriod,
      (start) => buckets.get(start) ?? { received: 0, processed: 0, priced: 0 },
    ),
    dock,
    backlog:
      backlog?.map((b) => ({
        ...b,
        accountId: Number(b.accountId),
        awaitingProcessing: Number(b.awaitingProcessing),
        awaitingPricing: Number(b.awaitingPricing),
      })) ?? null,
  };
}

const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * `GET /dashboards/turnaround` (operators): loads received in the range per account and program,
 * the average days from received to processed to priced, against the program's target.
 */
export async function getTurnaround(ctx: ServiceContext, q: DashboardQuery): Promise<TurnaroundDashboard> {
  const open = await openDashboard(ctx, null, q);
  const [rows, meta] = await Promise.all([
    repo.turnaround(ctx.db, open.accounts, open.range),
    metaOf(ctx, open, q),
  ]);
  return {
    meta,
    rows: rows.map((r) => ({
      ...r,
      accountId: Number(r.accountId),
      programId: numberOrNull(r.programId),
      loads: Number(r.loads),
      receivedToProcessedDays: numberOrNull(r.receivedToProcessedDays),
      processedToPricedDays: numberOrNull(r.processedToPricedDays),
      receivedToPricedDays: numberOrNull(r.receivedToPricedDays),
      targetDays: numberOrNull(r.targetDays),
      overTarget: Number(r.overTarget),
    })),
  };
}
