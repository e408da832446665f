import {
  type ClientDashboardId,
  type DashboardMeta,
  type DashboardQuery,
  type DateRange,
  periodLabel,
  periodStarts,
  type TimePeriod,
} from "@ops/domain";
import { AppError } from "../../../platform/app-error";
import type { ServiceContext } from "../../../platform/context";
import { type FactRow, rollupsAsOf } from "../facts/run-facts";
import { assertDashboardOpen, coveredAccounts, rangeOrThrow } from "../scope";
import type { AccountScope } from "./dashboards.repo";

/** What every dashboard call starts from: the gate passed, the range and the covered accounts. */
export type OpenDashboard = { range: DateRange; accounts: AccountScope; operator: boolean };

/**
 * Gates, ranges and scopes a dashboard call the one way: a client whose subscription does not
 * include the dashboard is refused (403), a range the wrong way round or over five years is a
 * 422 on endDate, and the accounts are the covered ones (a client's foreign ids dropped).
 * `null` for a dashboard only operators open.
 */
export async function openDashboard(
  ctx: ServiceContext,
  dashboard: ClientDashboardId | null,
  q: DashboardQuery,
): Promise<OpenDashboard> {
  const operator = ctx.actor.audience === "operator";
  if (dashboard === null && !operator) throw new AppError(403, "This dashboard is for operators");
  const reach = dashboard === null ? null : await assertDashboardOpen(ctx, dashboard);
  const range = rangeOrThrow(q);
  const accounts = await coveredAccounts(ctx, q, reach);
  return { range, accounts, operator };
}

/** The answer's meta: the range, the period and the accounts covered ([] = every account, operators). */
export async function metaOf(
  ctx: ServiceContext,
  open: OpenDashboard,
  q: DashboardQuery,
): Promise<DashboardMeta> {
  return {
    beginDate: open.range.beginDate,
    endDate: open.range.endDate,
    timePeriod: q.timePeriod,
    accountIds: open.accounts === "all" ? [] : [...open.accounts].sort((a, b) => a - b),
    asOf: await rollupsAsOf(ctx.db),
  };
}

/** Every period of the range, with `pointOf` its start (a series without gaps). */
export function fillSeries<T extends object>(
  range: DateRange,
  period: TimePeriod,
  pointOf: (start: string) => T,
): ({ period: string; label: string } & T)[] {
  return periodStarts(range, period).map((start) => ({
    period: start,
    label: periodLabel(start, period),
    ...pointOf(start),
  }));
}

/** The facts of a one-dimension answer by their key. */
export function byKey(rows: readonly FactRow[]): Map<string, FactRow> {
  return new Map(rows.map((r) => [r.keys[0] ?? "", r]));
}

/** A measure's value in a fact (0 when absent). */
export const valueAt = (row: FactRow | undefined, index: number): number => row?.values[index] ?? 0;

/** Sums a measure over facts. */
export const sumOf = (rows: readonly FactRow[], index: number): number =>
  round(
    rows.reduce((total, r) => total + (r.values[index] ?? 0), 0),
    3,
  );

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Days a range covers, both ends included. */
export function daysIn(range: DateRange): number {
  return Math.round((Date.parse(range.endDate) - Date.parse(range.beginDate)) / 86_400_000) + 1;
}
