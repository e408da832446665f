import {
  CLIENT_DASHBOARDS,
  type DashboardAccess,
  type DashboardAccounts,
  type DashboardAccountsQuery,
  type DashboardFigure,
  type DateRange,
  type HomeDashboard,
  levelAllows,
  periodLabel,
  periodStart,
  periodStarts,
  type ReportMeasure,
  shiftDays,
  subscriptionRefusal,
  type TimePeriod,
} from "@ops/domain";
import { AppError } from "../../../platform/app-error";
import type { ServiceContext } from "../../../platform/context";
import { vendorAccountIds } from "../../activities/core/activity-scope";
import { runFacts } from "../facts/run-facts";
import { clientReach, todayUtc } from "../scope";
import { byKey, sumOf, valueAt } from "./dashboard-scope";
import * as repo from "./dashboards.repo";

// The home screen of each audience (issue 23 §5), what a dashboard may select, and which client
// dashboards a subscription opens. Home has no permission of its own: it answers only what the
// audience's scope shows, so a user without reports.view still gets a home.

type Chart = HomeDashboard["chart"];

/** A range of the same days shifted back by `days` (this week so far against last week's same days). */
const back = (r: DateRange, days: number): DateRange => ({
  beginDate: shiftDays(r.beginDate, days),
  endDate: shiftDays(r.endDate, days),
});

/** One measure's total over a range for the accounts (no class filter). */
async function total(
  ctx: ServiceContext,
  measure: ReportMeasure,
  range: DateRange,
  accounts: repo.AccountScope,
) {
  const rows = await runFacts(ctx.db, {
    measures: [measure],
    dimensions: [],
    range,
    timePeriod: "daily",
    accountIds: accounts,
    productClassIds: [],
  });
  return sumOf(rows, 0);
}

/** A measure per period of the range, every period present. */
async function chartOf(
  ctx: ServiceContext,
  title: string,
  measure: ReportMeasure,
  range: DateRange,
  period: TimePeriod,
  accounts: repo.AccountScope,
): Promise<Chart> {
  const rows = await runFacts(ctx.db, {
    measures: [measure],
    dimensions: ["period"],
    range,
    timePeriod: period,
    accountIds: accounts,
    productClassIds: [],
  });
  const periods = byKey(rows);
  return {
    title,
    unit: measure === "weight_lbs" ? "lbs" : "count",
    series: periodStarts(range, period).map((start) => ({
      period: start,
      label: periodLabel(start, period),
      value: valueAt(periods.get(start), 0),
    })),
  };
}

/** A figure this period against the same span just before (previous: the same days shifted back). */
async function compared(
  ctx: ServiceContext,
  figure: Omit<DashboardFigure, "current" | "previous">,
  measure: ReportMeasure,
  range: DateRange,
  previous: DateRange,
  accounts: repo.AccountScope,
): Promise<DashboardFigure> {
  const [current, before] = await Promise.all([
    total(ctx, measure, range, accounts),
    total(ctx, measure, previous, accounts),
  ]);
  return { ...figure, current, previous: before };
}

/** Operators: the dock today, loads awaiting processing, this week's devices tested and weight received. */
async function operatorHome(ctx: ServiceContext): Promise<HomeDashboard> {
  const today = todayUtc();
  const week = { beginDate: periodStart(today, "weekly"), endDate: today };
  const lastWeek = back(week, 7);
  const [now, tested, weight, chart] = await Promise.all([
    repo.operatorToday(ctx.db, today),
    compared(
      ctx,
      { id: "devices_tested", label: "Devices tested this week", unit: "count" },
      "devices_tested",
      week,
      lastWeek,
      "all",
    ),
    compared(
      ctx,
      { id: "weight_lbs", label: "Weight received this week", unit: "lbs" },
      "weight_lbs",
      week,
      lastWeek,
      "all",
    ),
    chartOf(
      ctx,
      "Weight received per day, last 14 days",
      "weight_lbs",
      { beginDate: shiftDays(today, 13), endDate: today },
      "daily",
      "all",
    ),
  ]);
  return {
    audience: "operator",
    figures: [
      {
        id: "dock_today",
        label: "Loads at the dock today",
        unit: "count",
        current: Number(now.atDock),
        previous: null,
      },
      {
        id: "awaiting_processing",
        label: "Loads awaiting processing",
        unit: "count",
        current: Number(now.awaitingProcessing),
        previous: null,
      },
      tested,
      weight,
    ],
    chart,
  };
}

/** Clients: this quarter's loads, weight, devices and value returned for their own accounts. */
async function clientHome(ctx: ServiceContext): Promise<HomeDashboard> {
  const today = todayUtc();
  const accounts = (await clientReach(ctx)).memberIds;
  const quarter = { beginDate: periodStart(today, "quarterly"), endDate: today };
  // Last quarter up to the same day of the quarter (a longer quarter's last days are left out).
  const elapsed = Math.round((Date.parse(today) - Date.parse(quarter.beginDate)) / 86_400_000);
  const lastQuarterStart = periodStart(shiftDays(quarter.beginDate, 1), "quarterly");
  const sameDay = shiftDays(lastQuarterStart, -elapsed);
  const lastQuarterEnd = shiftDays(quarter.beginDate, 1);
  const lastQuarter = {
    beginDate: lastQuarterStart,
    endDate: sameDay < lastQuarterEnd ? sameDay : lastQuarterEnd,
  };
  const figure = (id: ReportMeasure, label: string, unit: DashboardFigure["unit"]) =>
    compared(ctx, { id, label, unit }, id, quarter, lastQuarter, accounts);
  const thirteenWeeks = { beginDate: shiftDays(periodStart(today, "weekly"), 7 * 12), endDate: today };
  const [loads, weight, devices, value, chart] = await Promise.all([
    figure("loads", "Loads this quarter", "count"),
    figure("weight_lbs", "Weight received this quarter", "lbs"),
    figure("devices", "Devices processed this quarter", "count"),
    figure("value_recovered", "Value returned this quarter", "usd"),
    chartOf(ctx, "Weight received per week, last 13 weeks", "weight_lbs", thirteenWeeks, "weekly", accounts),
  ]);
  return { audience: "client", figures: [loads, weight, devices, value], chart };
}

/** Vendors: their loads dated this week and next, those delivered, and deliveries per week. */
async function vendorHome(ctx: ServiceContext): Promise<HomeDashboard> {
  const today = todayUtc();
  const monday = periodStart(today, "weekly");
  const from = shiftDays(monday, 7 * 12);
  const to = shiftDays(monday, -13);
  const vendorAccounts = await vendorAccountIds(ctx);
  const days =
    vendorAccounts.length > 0
      ? await repo.vendorLoadsByDay(ctx.db, vendorAccounts, { beginDate: from, endDate: to })
      : [];
  const weekOf = (day: string) => periodStart(day, "weekly");
  const sum = (week: string, kind: "scheduled" | "delivered") =>
    days.filter((d) => weekOf(d.day) === week).reduce((n, d) => n + Number(d[kind]), 0);
  const nextMonday = shiftDays(monday, -7);
  const weeks = periodStarts({ beginDate: from, endDate: monday }, "weekly");
  return {
    audience: "vendor",
    figures: [
      {
        id: "scheduled_this_week",
        label: "Loads scheduled this week",
        unit: "count",
        current: sum(monday, "scheduled"),
        previous: null,
      },
      {
        id: "scheduled_next_week",
        label: "Loads scheduled next week",
        unit: "count",
        current: sum(nextMonday, "scheduled"),
        previous: null,
      },
      {
        id: "delivered_this_week",
        label: "Loads delivered this week",
        unit: "count",
        current: sum(monday, "delivered"),
        previous: sum(shiftDays(monday, 7), "delivered"),
      },
    ],
    chart: {
      title: "Loads delivered per week, last 13 weeks",
      unit: "count",
      series: weeks.map((week) => ({
        period: week,
        label: periodLabel(week, "weekly"),
        value: sum(week, "delivered"),
      })),
    },
  };
}

/** `GET /dashboards/home`: the signed-in audience's figures and chart, from what they may see. */
export function getHome(ctx: ServiceContext): Promise<HomeDashboard> {
  if (ctx.actor.audience === "operator") return operatorHome(ctx);
  if (ctx.actor.audience === "client") return clientHome(ctx);
  if (ctx.actor.audience === "vendor") return vendorHome(ctx);
  throw new AppError(403, "There is no home dashboard for this audience");
}

/** `GET /dashboards/access`: each client dashboard, open or not at the user's level (operators: all). */
export async function getAccess(ctx: ServiceContext): Promise<DashboardAccess> {
  const operator = ctx.actor.audience === "operator";
  if (!operator && ctx.actor.audience !== "client")
    throw new AppError(403, "Dashboards are for operators and clients");
  const level = operator ? null : (await clientReach(ctx)).level;
  return {
    level,
    dashboards: CLIENT_DASHBOARDS.map((d) => {
      const allowed = operator || levelAllows(level, d.id);
      return {
        id: d.id,
        label: d.label,
        path: d.path,
        allowed,
        levels: [...d.levels],
        message: allowed ? null : subscriptionRefusal(d.id),
      };
    }),
  };
}

/**
 * `GET /dashboards/accounts`: operators every client account (top-level ones unless
 * showChildAccounts); clients the accounts they belong to, and their children with it.
 */
export async function listDashboardAccounts(
  ctx: ServiceContext,
  q: DashboardAccountsQuery,
): Promise<DashboardAccounts> {
  if (ctx.actor.audience === "operator") {
    const rows = await repo.clientAccounts(ctx.db, { topLevelOnly: !q.showChildAccounts });
    return { data: rows.map(toAccount) };
  }
  if (ctx.actor.audience !== "client") throw new AppError(403, "Dashboards are for operators and clients");
  const reach = await clientReach(ctx);
  const ids = q.showChildAccounts ? [...reach.memberIds, ...reach.childIds] : reach.memberIds;
  const rows = await repo.clientAccounts(ctx.db, { ids, topLevelOnly: false });
  return { data: rows.map(toAccount) };
}

const toAccount = (r: { id: number; name: string; parentId: number | null; parentName: string | null }) => ({
  id: Number(r.id),
  name: r.name,
  parentId: r.parentId === null ? null : Number(r.parentId),
  parentName: r.parentName,
});
