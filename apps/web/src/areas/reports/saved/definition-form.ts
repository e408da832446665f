// The custom report builder's form: its values (what the fields hold), the definition they
// make (what the server runs and saves), and which choices a measure rules out. Kept apart from
// the screen so the rules are tested on their own.
import {
  type ChartType,
  DEFAULT_TIME_PERIOD,
  REPORT_DIMENSIONS,
  REPORT_MEASURES,
  type ReportDefinition,
  type ReportDefinitionInput,
  type ReportDimension,
  type ReportMeasure,
  type TimePeriod,
  unsplittable,
} from "@ops/domain";

export type RangeKind = "last_days" | "between";

/** What the builder's fields hold: ids of selects as strings, the range as its two shapes. */
export type DefinitionValues = {
  measures: ReportMeasure[];
  /** The first and the second dimension; null is "none". */
  dimension1: ReportDimension | null;
  dimension2: ReportDimension | null;
  timePeriod: TimePeriod;
  rangeKind: RangeKind;
  days: number | string;
  beginDate: string | null;
  endDate: string | null;
  accountIds: string[];
  productClassIds: string[];
  showChildAccounts: boolean;
  chartType: ChartType;
};

export const DEFAULT_DAYS = 91;

export function emptyDefinitionValues(): DefinitionValues {
  return {
    measures: ["loads"],
    dimension1: "period",
    dimension2: null,
    timePeriod: DEFAULT_TIME_PERIOD,
    rangeKind: "last_days",
    days: DEFAULT_DAYS,
    beginDate: null,
    endDate: null,
    accountIds: [],
    productClassIds: [],
    showChildAccounts: false,
    chartType: "bar",
  };
}

/** The definition the values make (the schema checks it; the server is the authority). */
export function toDefinition(values: DefinitionValues): ReportDefinitionInput {
  const dimensions = [values.dimension1, values.dimension2].filter((d): d is ReportDimension => d !== null);
  const days = typeof values.days === "number" ? values.days : Number(values.days);
  return {
    measures: values.measures,
    dimensions,
    timePeriod: values.timePeriod,
    range:
      values.rangeKind === "last_days"
        ? { kind: "last_days", days: values.days === "" ? Number.NaN : days }
        : { kind: "between", beginDate: values.beginDate ?? "", endDate: values.endDate ?? "" },
    accountIds: values.accountIds.map(Number),
    productClassIds: values.productClassIds.map(Number),
    showChildAccounts: values.showChildAccounts,
    chartType: values.chartType,
  };
}

/** The values of a saved definition (editing a report takes the builder back to it). */
export function fromDefinition(d: ReportDefinition): DefinitionValues {
  return {
    measures: [...d.measures],
    dimension1: d.dimensions[0] ?? null,
    dimension2: d.dimensions[1] ?? null,
    timePeriod: d.timePeriod,
    rangeKind: d.range.kind,
    days: d.range.kind === "last_days" ? d.range.days : DEFAULT_DAYS,
    beginDate: d.range.kind === "between" ? d.range.beginDate : null,
    endDate: d.range.kind === "between" ? d.range.endDate : null,
    accountIds: d.accountIds.map(String),
    productClassIds: d.productClassIds.map(String),
    showChildAccounts: d.showChildAccounts,
    chartType: d.chartType,
  };
}

/**
 * Where an error of the definition lands among the fields: the schema's and the server's paths
 * (`definition.range.endDate`, `measures.1`) name the definition; the form names its fields.
 */
export function fieldOfDefinitionPath(path: string): string {
  const inner = path.replace(/^definition\./, "");
  if (inner.startsWith("measures")) return "measures";
  if (inner.startsWith("dimensions")) return "dimension1";
  if (inner.startsWith("accountIds")) return "accountIds";
  if (inner.startsWith("productClassIds")) return "productClassIds";
  if (inner === "range.days") return "days";
  if (inner === "range.beginDate") return "beginDate";
  if (inner === "range.endDate" || inner === "range") return "endDate";
  return inner;
}

/** The errors of a definition (schema or server) as the form's fields, first message each. */
export function definitionErrorsToFields(errors: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) fields[fieldOfDefinitionPath(path)] ??= message;
  return fields;
}

/** The measures a user may choose: operator-only ones are left out for clients. */
export function measureOptions(client: boolean) {
  return REPORT_MEASURES.filter((m) => !(client && "operatorOnly" in m && m.operatorOnly)).map((m) => ({
    value: m.id as string,
    label: m.label as string,
  }));
}

/** Why a dimension cannot be chosen with the chosen measures (the first that rules it out), or null. */
export function dimensionBlocker(
  measures: readonly ReportMeasure[],
  dimension: ReportDimension,
): string | null {
  for (const measure of measures) {
    const why = unsplittable(measure, dimension);
    if (why) return why;
  }
  return null;
}

export type DimensionOption = { value: string; label: string; disabled: boolean; reason: string | null };

/**
 * The dimensions a select offers: operator-only ones hidden for clients; those a chosen measure
 * cannot be split by disabled with the reason; the one the other select holds disabled too.
 */
export function dimensionOptions(
  measures: readonly ReportMeasure[],
  client: boolean,
  other: ReportDimension | null,
): DimensionOption[] {
  return REPORT_DIMENSIONS.filter((d) => !(client && "operatorOnly" in d && d.operatorOnly)).map((d) => {
    const reason = d.id === other ? "Already the other dimension" : dimensionBlocker(measures, d.id);
    return { value: d.id, label: d.label, disabled: reason !== null, reason };
  });
}

/** Drops dimensions the chosen measures no longer allow (after a measure is added). */
export function keepSplittable(
  values: DefinitionValues,
): Pick<DefinitionValues, "dimension1" | "dimension2"> {
  const ok = (d: ReportDimension | null) =>
    d !== null && dimensionBlocker(values.measures, d) === null ? d : null;
  const first = ok(values.dimension1);
  const second = ok(values.dimension2);
  return first === null
    ? { dimension1: second, dimension2: null }
    : { dimension1: first, dimension2: second };
}

/** Whether the period dimension is in use (the time period only matters then). */
export function usesPeriod(values: Pick<DefinitionValues, "dimension1" | "dimension2">): boolean {
  return values.dimension1 === "period" || values.dimension2 === "period";
}
