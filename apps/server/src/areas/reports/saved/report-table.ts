import type { ReportData } from "@ops/domain";

/** A report as a table: a column per dimension then per measure, a row per combination, the totals last. */
export type ReportTable = {
  headers: string[];
  /** Which columns hold numbers (measures), so files keep them numeric and right-aligned. */
  numeric: boolean[];
  rows: (string | number)[][];
  /** Null without dimensions: the one row is the total. */
  totals: (string | number)[] | null;
};

const UNIT_SUFFIX = { count: "", lbs: "", usd: " (USD)" } as const;

export function reportTable(data: ReportData): ReportTable {
  const headers = [
    ...data.dimensions.map((d) => d.label),
    ...data.measures.map((m) => `${m.label}${UNIT_SUFFIX[m.unit]}`),
  ];
  const numeric = [...data.dimensions.map(() => false), ...data.measures.map(() => true)];
  const rows = data.rows.map((r) => [...r.labels, ...r.values]);
  const totals =
    data.dimensions.length === 0
      ? null
      : [...data.dimensions.map((_, i) => (i === 0 ? "Total" : "")), ...data.totals];
  return { headers, numeric, rows, totals };
}
