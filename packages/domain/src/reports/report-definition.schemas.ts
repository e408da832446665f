// A custom report (SPEC §2 `dashboards/*/custom`, `report/{id}`): measures split by up to two
// dimensions over a range, filtered by accounts and product classes, drawn as a chart or a
// table. Each measure comes from one source of facts and can be split only by that source's
// dimensions; an unknown or unsplittable choice is refused with 422 on the field.
import { z } from "zod";
import { IsoDate, UrlId } from "../platform/common.schemas";
import {
  addYears,
  DEFAULT_TIME_PERIOD,
  MAX_RANGE_YEARS,
  RANGE_REVERSED,
  RANGE_TOO_LONG,
  TimePeriod,
} from "./dashboard-query.schemas";

export const REPORT_DIMENSIONS = [
  { id: "period", label: "Period" },
  { id: "account", label: "Account" },
  { id: "program", label: "Program" },
  { id: "load_status", label: "Load status" },
  { id: "product_class", label: "Product class" },
  { id: "product", label: "Product" },
  { id: "grade", label: "Grade" },
  { id: "disposition", label: "Disposition" },
  /** Operators only: who tested the devices. */
  { id: "technician", label: "Technician", operatorOnly: true },
] as const;
export const REPORT_DIMENSION_IDS = REPORT_DIMENSIONS.map((d) => d.id) as [
  (typeof REPORT_DIMENSIONS)[number]["id"],
  ...(typeof REPORT_DIMENSIONS)[number]["id"][],
];
export type ReportDimension = (typeof REPORT_DIMENSION_IDS)[number];

/** Each measure, its unit, and the dimensions its source can split it by. */
export const REPORT_MEASURES = [
  {
    id: "loads",
    label: "Loads received",
    unit: "count",
    dimensions: ["period", "account", "program", "load_status"],
  },
  {
    id: "weight_lbs",
    label: "Weight received (lbs)",
    unit: "lbs",
    dimensions: ["period", "account", "product_class", "product"],
  },
  {
    id: "pieces",
    label: "Pieces received",
    unit: "count",
    dimensions: ["period", "account", "product_class", "product"],
  },
  {
    id: "devices",
    label: "Serialized devices",
    unit: "count",
    dimensions: ["period", "account", "product_class", "grade", "disposition"],
  },
  {
    id: "devices_tested",
    label: "Devices tested",
    unit: "count",
    dimensions: ["period", "account", "technician"],
    operatorOnly: true,
  },
  { id: "value_recovered", label: "Value recovered", unit: "usd", dimensions: ["period", "account"] },
  { id: "costs", label: "Costs", unit: "usd", dimensions: ["period", "account"] },
  { id: "net", label: "Net settled", unit: "usd", dimensions: ["period", "account"] },
  { id: "certificates", label: "Certificates issued", unit: "count", dimensions: ["period", "account"] },
] as const satisfies readonly {
  id: string;
  label: string;
  unit: "count" | "lbs" | "usd";
  dimensions: readonly ReportDimension[];
  operatorOnly?: boolean;
}[];
export const REPORT_MEASURE_IDS = REPORT_MEASURES.map((m) => m.id) as [
  (typeof REPORT_MEASURES)[number]["id"],
  ...(typeof REPORT_MEASURES)[number]["id"][],
];
export type ReportMeasure = (typeof REPORT_MEASURE_IDS)[number];
export const MeasureUnit = z.enum(["count", "lbs", "usd"]);
export type MeasureUnit = z.infer<typeof MeasureUnit>;

export const CHART_TYPES = [
  { id: "bar", label: "Bars" },
  { id: "line", label: "Line" },
  { id: "area", label: "Area" },
  { id: "donut", label: "Donut" },
  { id: "table", label: "Table only" },
] as const;
export const ChartType = z.enum(CHART_TYPES.map((c) => c.id) as ["bar", "line", "area", "donut", "table"]);
export type ChartType = z.infer<typeof ChartType>;

/** The range of a report: the last N days up to the day it runs (what a schedule wants), or two dates. */
export const ReportRange = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("last_days"),
    days: z
      .number()
      .int("Whole days")
      .min(1, "At least 1 day")
      .max(MAX_RANGE_YEARS * 365, RANGE_TOO_LONG),
  }),
  z.object({ kind: z.literal("between"), beginDate: IsoDate, endDate: IsoDate }),
]);
export type ReportRange = z.infer<typeof ReportRange>;

const measureOf = (id: string) => REPORT_MEASURES.find((m) => m.id === id);

/** Why a measure cannot be split by a dimension, or null when it can. */
export function unsplittable(measure: ReportMeasure, dimension: ReportDimension): string | null {
  const m = measureOf(measure);
  if (!m) return `Unknown measure: ${measure}`;
  if ((m.dimensions as readonly string[]).includes(dimension)) return null;
  const label = REPORT_DIMENSIONS.find((d) => d.id === dimension)?.label ?? dimension;
  return `${m.label} cannot be split by ${label.toLowerCase()}`;
}

/** A report as it is built and saved: what to count, split how, over when, for whom, drawn how. */
export const ReportDefinition = z
  .object({
    measures: z
      .array(z.enum(REPORT_MEASURE_IDS, { error: (issue) => `Unknown measure: ${String(issue.input)}` }))
      .min(1, "Choose at least one measure")
      .max(4, "Choose at most four measures"),
    dimensions: z
      .array(z.enum(REPORT_DIMENSION_IDS, { error: (issue) => `Unknown dimension: ${String(issue.input)}` }))
      .max(2, "Split by at most two dimensions")
      .default(["period"]),
    timePeriod: TimePeriod.default(DEFAULT_TIME_PERIOD),
    range: ReportRange.default({ kind: "last_days", days: 91 }),
    accountIds: z.array(UrlId).max(500).default([]),
    productClassIds: z.array(UrlId).max(500).default([]),
    showChildAccounts: z.boolean().default(false),
    chartType: ChartType.default("bar"),
  })
  .superRefine((d, ctx) => {
    if (new Set(d.dimensions).size !== d.dimensions.length) {
      ctx.addIssue({ code: "custom", path: ["dimensions"], message: "Choose each dimension once" });
    }
    for (const measure of d.measures) {
      for (const dimension of d.dimensions) {
        const why = unsplittable(measure, dimension);
        if (why) ctx.addIssue({ code: "custom", path: ["dimensions"], message: why });
      }
    }
    if (d.range.kind === "between") {
      const { beginDate, endDate } = d.range;
      if (endDate < beginDate)
        ctx.addIssue({ code: "custom", path: ["range", "endDate"], message: RANGE_REVERSED });
      else if (endDate >= addYears(beginDate, MAX_RANGE_YEARS)) {
        ctx.addIssue({ code: "custom", path: ["range", "endDate"], message: RANGE_TOO_LONG });
      }
    }
  });
export type ReportDefinition = z.infer<typeof ReportDefinition>;
export type ReportDefinitionInput = z.input<typeof ReportDefinition>;

/** Measures and dimensions a client may not use (operator-only ones): refused with 422 for clients. */
export function operatorOnlyChoices(d: Pick<ReportDefinition, "measures" | "dimensions">): {
  measures: string[];
  dimensions: string[];
} {
  return {
    measures: d.measures.filter(
      (m) => (measureOf(m) as { operatorOnly?: boolean } | undefined)?.operatorOnly,
    ),
    dimensions: d.dimensions.filter(
      (x) =>
        (REPORT_DIMENSIONS.find((d2) => d2.id === x) as { operatorOnly?: boolean } | undefined)?.operatorOnly,
    ),
  };
}
