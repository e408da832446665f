import {
  type DashboardFigure,
  type DashboardQuery,
  previousRange,
  type ReceivedDashboard,
  SETTLEMENT_LINE_KINDS,
  type SerializedDashboard,
  type SummaryDashboard,
  type ValueAddDashboard,
} from "@ops/domain";
import type { ServiceContext } from "../../../platform/context";
import { type FactsQuery, runFacts } from "../facts/run-facts";
import {
  byKey,
  daysIn,
  fillSeries,
  metaOf,
  type OpenDashboard,
  openDashboard,
  round,
  sumOf,
  valueAt,
} from "./dashboard-scope";
import { settledByKind } from "./dashboards.repo";

// The dashboards read from the facts engine: summary, serialized, received and value-add.

function factsOf(
  open: OpenDashboard,
  q: DashboardQuery,
  part: Pick<FactsQuery, "measures" | "dimensions">,
): FactsQuery {
  return {
    ...part,
    range: open.range,
    timePeriod: q.timePeriod,
    accountIds: open.accounts,
    productClassIds: q.productClassIds ?? [],
  };
}

const SUMMARY_FIGURES = [
  { id: "loads", label: "Loads received", unit: "count" },
  { id: "weight_lbs", label: "Weight received", unit: "lbs" },
  { id: "devices", label: "Devices processed", unit: "count" },
  { id: "value_recovered", label: "Value returned", unit: "usd" },
  { id: "certificates", label: "Certificates issued", unit: "count" },
] as const;

/** `GET /dashboards/summary`: the headline figures against the range just before, and their series. */
export async function getSummary(ctx: ServiceContext, q: DashboardQuery): Promise<SummaryDashboard> {
  const open = await openDashboard(ctx, "summary", q);
  const measures = SUMMARY_FIGURES.map((f) => f.id);
  const [current, previous, series, meta] = await Promise.all([
    runFacts(ctx.db, factsOf(open, q, { measures, dimensions: [] })),
    runFacts(ctx.db, { ...factsOf(open, q, { measures, dimensions: [] }), range: previousRange(open.range) }),
    runFacts(
      ctx.db,
      factsOf(open, q, { measures: ["loads", "weight_lbs", "devices"], dimensions: ["period"] }),
    ),
    metaOf(ctx, open, q),
  ]);
  const figures: DashboardFigure[] = SUMMARY_FIGURES.map((f, i) => ({
    ...f,
    current: sumOf(current, i),
    previous: sumOf(previous, i),
  }));
  const periods = byKey(series);
  return {
    meta,
    figures,
    series: fillSeries(open.range, q.timePeriod, (start) => {
      const row = periods.get(start);
      return { loads: valueAt(row, 0), weightLbs: valueAt(row, 1), devices: valueAt(row, 2) };
    }),
  };
}

const slices = (rows: Awaited<ReturnType<typeof runFacts>>) =>
  rows
    .map((r) => ({ key: r.keys[0] ?? "", label: r.labels[0] ?? "", value: valueAt(r, 0) }))
    .filter((s) => s.value !== 0)
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));

/**
 * `GET /dashboards/serialized`: devices received by grade, disposition, class and period; for
 * operators also devices tested per period and per technician (perDay over the range's days).
 */
export async function getSerialized(ctx: ServiceContext, q: DashboardQuery): Promise<SerializedDashboard> {
  const open = await openDashboard(ctx, "serialized", q);
  const devices = (dimension: "grade" | "disposition" | "product_class" | "period") =>
    runFacts(ctx.db, factsOf(open, q, { measures: ["devices"], dimensions: [dimension] }));
  const tested = (dimension: "period" | "technician") =>
    open.operator
      ? runFacts(ctx.db, factsOf(open, q, { measures: ["devices_tested"], dimensions: [dimension] }))
      : Promise.resolve(null);
  const [byGrade, byDisposition, byClass, byPeriod, testedByPeriod, byTechnician, meta] = await Promise.all([
    devices("grade"),
    devices("disposition"),
    devices("product_class"),
    devices("period"),
    tested("period"),
    tested("technician"),
    metaOf(ctx, open, q),
  ]);
  const periods = byKey(byPeriod);
  const testedPeriods = testedByPeriod ? byKey(testedByPeriod) : null;
  const days = daysIn(open.range);
  return {
    meta,
    total: sumOf(byPeriod, 0),
    byGrade: slices(byGrade),
    byDisposition: slices(byDisposition),
    byClass: slices(byClass),
    series: fillSeries(open.range, q.timePeriod, (start) => ({ devices: valueAt(periods.get(start), 0) })),
    throughput: testedPeriods
      ? fillSeries(open.range, q.timePeriod, (start) => ({ tested: valueAt(testedPeriods.get(start), 0) }))
      : null,
    technicians: byTechnician
      ? byTechnician
          .map((r) => ({
            userId: Number(r.keys[0]),
            name: r.labels[0] ?? "",
            tested: valueAt(r, 0),
            perDay: round(valueAt(r, 0) / days, 2),
          }))
          .sort((a, b) => b.tested - a.tested || a.name.localeCompare(b.name))
      : null,
  };
}

/**
 * `GET /dashboards/received`: weight received by product class (by product with splitByProduct)
 * per period; keys heaviest first, every key in every period.
 */
export async function getReceived(ctx: ServiceContext, q: DashboardQuery): Promise<ReceivedDashboard> {
  const open = await openDashboard(ctx, "received", q);
  const split = q.splitByProduct ? "product" : "product_class";
  const [rows, totals, meta] = await Promise.all([
    runFacts(ctx.db, factsOf(open, q, { measures: ["weight_lbs"], dimensions: ["period", split] })),
    runFacts(ctx.db, factsOf(open, q, { measures: ["weight_lbs", "pieces"], dimensions: [] })),
    metaOf(ctx, open, q),
  ]);
  const weightOf = new Map<string, number>();
  const labelOf = new Map<string, string>();
  const cells = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const [period = "", key = ""] = r.keys;
    labelOf.set(key, r.labels[1] ?? key);
    weightOf.set(key, (weightOf.get(key) ?? 0) + valueAt(r, 0));
    const cell = cells.get(period) ?? new Map<string, number>();
    cell.set(key, valueAt(r, 0));
    cells.set(period, cell);
  }
  const keys = [...weightOf.keys()]
    .sort((a, b) => (weightOf.get(b) ?? 0) - (weightOf.get(a) ?? 0) || a.localeCompare(b))
    .map((key) => ({ key, label: labelOf.get(key) ?? key }));
  return {
    meta,
    totalLbs: sumOf(totals, 0),
    totalPieces: sumOf(totals, 1),
    keys,
    series: fillSeries(open.range, q.timePeriod, (start) => {
      const cell = cells.get(start);
      return { values: Object.fromEntries(keys.map(({ key }) => [key, cell?.get(key) ?? 0])) };
    }),
  };
}

const KIND_LABEL = new Map<string, string>(SETTLEMENT_LINE_KINDS.map((k) => [k.id, k.label]));

/**
 * `GET /dashboards/value-add`: value recovered against costs per period, from the lines of final
 * statements; byKind is each line kind's signed sum (a cost kind is negative).
 */
export async function getValueAdd(ctx: ServiceContext, q: DashboardQuery): Promise<ValueAddDashboard> {
  const open = await openDashboard(ctx, "value_add", q);
  const measures = ["value_recovered", "costs", "net"] as const;
  const [series, kinds, meta] = await Promise.all([
    runFacts(ctx.db, factsOf(open, q, { measures, dimensions: ["period"] })),
    settledByKind(ctx.db, open.accounts, open.range),
    metaOf(ctx, open, q),
  ]);
  const periods = byKey(series);
  const money = (i: number) => round(sumOf(series, i), 2);
  return {
    meta,
    totals: { recovered: money(0), costs: money(1), net: money(2) },
    series: fillSeries(open.range, q.timePeriod, (start) => {
      const row = periods.get(start);
      return { recovered: valueAt(row, 0), costs: valueAt(row, 1), net: valueAt(row, 2) };
    }),
    byKind: kinds
      .map((k) => ({ key: k.kind, label: KIND_LABEL.get(k.kind) ?? k.kind, value: Number(k.amount) }))
      .sort((a, b) => Math.abs(b.value) - Math.abs(a.value) || a.label.localeCompare(b.label)),
  };
}
