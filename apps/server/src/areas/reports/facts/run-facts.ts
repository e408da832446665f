import {
  type DateRange,
  DISPOSITIONS,
  INBOUND_STATUSES,
  periodLabel,
  type ReportDimension,
  type ReportMeasure,
  type TimePeriod,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import type { SourceQuery, SourceRow } from "./fact-sql";
import { loadsFacts } from "./loads-facts";
import { devicesFacts, receivedFacts, testsFacts } from "./received-facts";
import { certificatesFacts, settlementFacts } from "./settlement-facts";

/**
 * The facts engine (issue 23): every rollup-backed figure of the dashboards and custom reports.
 * Each measure is read from its source (rollups, load milestones, final settlement lines,
 * certificates), grouped by the asked dimensions, and the sources' groups are merged into one row
 * per combination of keys.
 */

export type FactsQuery = {
  measures: readonly ReportMeasure[];
  /** 0–2, each allowed for every measure (ReportDefinition refuses the others). */
  dimensions: readonly ReportDimension[];
  /** Inclusive UTC days. */
  range: DateRange;
  /** Buckets of the "period" dimension. */
  timePeriod: TimePeriod;
  /** Already scoped by coveredAccounts. */
  accountIds: readonly number[] | "all";
  /** Empty: all; applies to weight_lbs, pieces and devices. */
  productClassIds: readonly number[];
};

/** A combination of keys: a key and a label per dimension, a value per measure (in the query's order). */
export type FactRow = { keys: string[]; labels: string[]; values: number[] };

type Source = (db: Db, q: SourceQuery) => Promise<SourceRow[]>;

/** The source each measure is read from; measures of one source are read in one query. */
const SOURCE_OF: Record<ReportMeasure, Source> = {
  loads: loadsFacts,
  weight_lbs: receivedFacts,
  pieces: receivedFacts,
  devices: devicesFacts,
  devices_tested: testsFacts,
  value_recovered: settlementFacts,
  costs: settlementFacts,
  net: settlementFacts,
  certificates: certificatesFacts,
};

const STATUS_LABEL = new Map<string, string>(INBOUND_STATUSES.map((s) => [s.id, s.label]));
const DISPOSITION_LABEL = new Map<string, string>(DISPOSITIONS.map((d) => [d.id, d.label]));

/** The label of a key named in code (periods, statuses, grades, dispositions); SQL named the others. */
function codeLabel(dimension: ReportDimension, key: string, sqlLabel: string, period: TimePeriod): string {
  switch (dimension) {
    case "period":
      return periodLabel(key, period);
    case "load_status":
      return STATUS_LABEL.get(key) ?? key;
    case "grade":
      return key === "" ? "Not graded" : key;
    case "disposition":
      return key === "" ? "None" : (DISPOSITION_LABEL.get(key) ?? key);
    default:
      return sqlLabel;
  }
}

const NUMERIC = /^-?\d+$/;

/** Keys in order: ids as numbers, dates and words as text, dimension by dimension. */
export function compareKeys(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? "";
    const y = b[i] ?? "";
    if (x === y) continue;
    if (NUMERIC.test(x) && NUMERIC.test(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * The measures split by the dimensions over the range, for the covered accounts: only the
 * combinations some source has facts for, sorted by keys. A measure a combination has no fact of
 * is 0 there.
 */
export async function runFacts(db: Db, q: FactsQuery): Promise<FactRow[]> {
  if (q.measures.length === 0) return [];
  if (q.accountIds !== "all" && q.accountIds.length === 0) return [];
  const bySource = new Map<Source, ReportMeasure[]>();
  for (const m of q.measures) {
    const source = SOURCE_OF[m];
    bySource.set(source, [...(bySource.get(source) ?? []), m]);
  }
  const answers = await Promise.all(
    [...bySource].map(([source, measures]) => source(db, { ...q, measures })),
  );
  const merged = new Map<string, FactRow>();
  for (const rows of answers) {
    for (const row of rows) {
      const id = JSON.stringify(row.keys);
      let fact = merged.get(id);
      if (!fact) {
        fact = {
          keys: row.keys,
          labels: row.keys.map((key, i) =>
            codeLabel(q.dimensions[i] as ReportDimension, key, row.labels[i] ?? "", q.timePeriod),
          ),
          values: q.measures.map(() => 0),
        };
        merged.set(id, fact);
      }
      q.measures.forEach((m, i) => {
        const v = row.values[m];
        if (v !== undefined && fact) fact.values[i] = v;
      });
    }
  }
  return [...merged.values()].sort((a, b) => compareKeys(a.keys, b.keys));
}

/** When the rollups were last brought up to date (ISO), or null before the first refresh. */
export async function rollupsAsOf(db: Db): Promise<string | null> {
  const [row] = await rowsOf<{ at: Date | string | null }>(
    db,
    sql`select max(refreshed_at) as at from rollup_state`,
  );
  if (!row?.at) return null;
  return new Date(row.at).toISOString();
}
