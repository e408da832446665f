// Words for a saved definition: the report page's summary and the reports dashboard's columns.
import {
  CHART_TYPES,
  labelOf,
  REPORT_DIMENSIONS,
  REPORT_FREQUENCIES,
  REPORT_MEASURES,
  type ReportDefinition,
  type ReportSchedule,
  TIME_PERIODS,
} from "@ops/domain";

const labelIn = (list: readonly { id: string; label: string }[], id: string) =>
  list.find((x) => x.id === id)?.label ?? id;

export function measuresText(d: Pick<ReportDefinition, "measures">): string {
  return d.measures.map((m) => labelIn(REPORT_MEASURES, m)).join(", ");
}

export function dimensionsText(d: Pick<ReportDefinition, "dimensions" | "timePeriod">): string {
  if (d.dimensions.length === 0) return "Not split (totals only)";
  return d.dimensions
    .map((x) =>
      x === "period"
        ? `${labelIn(REPORT_DIMENSIONS, x)} (${labelIn(TIME_PERIODS, d.timePeriod).toLowerCase()})`
        : labelIn(REPORT_DIMENSIONS, x),
    )
    .join(", then ");
}

export function rangeText(d: Pick<ReportDefinition, "range">): string {
  return d.range.kind === "last_days"
    ? `The last ${d.range.days} days up to the day it runs`
    : `${d.range.beginDate} to ${d.range.endDate}`;
}

export function filtersText(
  d: Pick<ReportDefinition, "accountIds" | "productClassIds" | "showChildAccounts">,
): string {
  const accounts =
    d.accountIds.length === 0
      ? "All accounts"
      : `${d.accountIds.length} selected account${d.accountIds.length === 1 ? "" : "s"}`;
  const children = d.showChildAccounts ? " with their child accounts" : "";
  const classes =
    d.productClassIds.length === 0
      ? "every product class"
      : `${d.productClassIds.length} product class${d.productClassIds.length === 1 ? "" : "es"}`;
  return `${accounts}${children}; ${classes}`;
}

export function chartText(d: Pick<ReportDefinition, "chartType">): string {
  return labelIn(CHART_TYPES, d.chartType);
}

/** "Weekly (Mondays) to 2 people", or "Not scheduled". */
export function scheduleText(s: ReportSchedule | null): string {
  if (!s) return "Not scheduled";
  const n = s.recipients.length;
  return `${labelOf(REPORT_FREQUENCIES, s.frequency)} to ${n} ${n === 1 ? "person" : "people"}`;
}
