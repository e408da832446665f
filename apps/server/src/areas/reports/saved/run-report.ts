import {
  type DateRange,
  operatorOnlyChoices,
  REPORT_DIMENSIONS,
  REPORT_MEASURES,
  type ReportData,
  type ReportDefinition,
  shiftDays,
} from "@ops/domain";
import { AppError } from "../../../platform/app-error";
import type { ServiceContext } from "../../../platform/context";
import { rollupsAsOf, runFacts } from "../facts/run-facts";
import { assertDashboardOpen, coveredAccounts, rangeOrThrow, todayUtc } from "../scope";

/**
 * The dates a definition covers: its two dates, or the last N days ending today (UTC), which is
 * what a schedule wants: each run covers the days up to the day it runs.
 */
export function rangeOf(definition: ReportDefinition, today = todayUtc()): DateRange {
  if (definition.range.kind === "between") {
    return rangeOrThrow({ beginDate: definition.range.beginDate, endDate: definition.range.endDate });
  }
  return { beginDate: shiftDays(today, definition.range.days - 1), endDate: today };
}

/**
 * Refuses, for a client, the measures and dimensions only operators may use (422 on the field,
 * as `definition.measures` / `definition.dimensions` of the request body).
 */
export function assertClientChoices(ctx: ServiceContext, definition: ReportDefinition): void {
  if (ctx.actor.audience === "operator") return;
  const { measures, dimensions } = operatorOnlyChoices(definition);
  if (measures.length === 0 && dimensions.length === 0) return;
  const errors: Record<string, string[]> = {};
  if (measures.length > 0) {
    errors["definition.measures"] = measures.map(
      (m) => `${REPORT_MEASURES.find((x) => x.id === m)?.label ?? m} is for operators only`,
    );
  }
  if (dimensions.length > 0) {
    errors["definition.dimensions"] = dimensions.map(
      (d) =>
        `Split by ${REPORT_DIMENSIONS.find((x) => x.id === d)?.label.toLowerCase() ?? d} is for operators only`,
    );
  }
  const first = Object.values(errors)[0]?.[0] ?? "Not available";
  throw new AppError(422, first, errors);
}

const roundTo = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/**
 * Runs a report definition with the actor's access (SPEC §2 custom reports, §7 report data): a
 * client needs the "custom" dashboard in their subscription, may not use operator-only choices,
 * and sees only their own accounts (foreign ids in the definition are dropped, never answered).
 * `clientView` is what the client screens send; a client's run is always the client view and
 * an operator's never is (SPEC §6: staff requests drop the field), so it changes nothing here
 * and is taken only to say so in one place.
 */
export async function runReport(
  ctx: ServiceContext,
  definition: ReportDefinition,
  _clientView?: boolean,
): Promise<ReportData> {
  return (await reportRun(ctx, definition)).data;
}

/** `runReport` with the accounts it covered (a file names them). */
export async function reportRun(
  ctx: ServiceContext,
  definition: ReportDefinition,
): Promise<{ data: ReportData; accountIds: number[] | "all" }> {
  const reach = await assertDashboardOpen(ctx, "custom");
  assertClientChoices(ctx, definition);
  const range = rangeOf(definition);
  const accountIds = await coveredAccounts(
    ctx,
    { accountIds: definition.accountIds, showChildAccounts: definition.showChildAccounts },
    reach,
  );
  const [rows, asOf] = await Promise.all([
    runFacts(ctx.db, {
      measures: definition.measures,
      dimensions: definition.dimensions,
      range,
      timePeriod: definition.timePeriod,
      accountIds,
      productClassIds: definition.productClassIds,
    }),
    rollupsAsOf(ctx.db),
  ]);
  const measures = definition.measures.map((id) => {
    const m = REPORT_MEASURES.find((x) => x.id === id);
    return { id, label: m?.label ?? id, unit: m?.unit ?? "count" };
  });
  const totals = measures.map((m, i) => {
    let sum = 0;
    for (const row of rows) sum += row.values[i] ?? 0;
    return roundTo(sum, m.unit === "usd" ? 2 : 3);
  });
  const data: ReportData = {
    beginDate: range.beginDate,
    endDate: range.endDate,
    dimensions: definition.dimensions.map((id) => ({
      id,
      label: REPORT_DIMENSIONS.find((d) => d.id === id)?.label ?? id,
    })),
    measures,
    rows,
    totals,
    asOf,
  };
  return { data, accountIds };
}
