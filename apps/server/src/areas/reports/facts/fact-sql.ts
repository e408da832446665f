import type { DateRange, ReportDimension, ReportMeasure, TimePeriod } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";

/**
 * The pieces every source of facts shares: how a dimension is keyed over the source's rows, how
 * its key is named once grouped, and one grouped query per source. Sources aggregate first and
 * name afterwards (a label is read once per group, never once per row).
 */

/** What runFacts asks a source: its own measures, the dimensions, range, accounts and classes. */
export type SourceQuery = {
  measures: readonly ReportMeasure[];
  dimensions: readonly ReportDimension[];
  range: DateRange;
  timePeriod: TimePeriod;
  /** Never empty here: runFacts answers nothing for an empty list without asking. */
  accountIds: readonly number[] | "all";
  productClassIds: readonly number[];
};

/** One group a source answers: a key and a label per dimension, a value per measure it was asked for. */
export type SourceRow = { keys: string[]; labels: string[]; values: Partial<Record<ReportMeasure, number>> };

/** The first day of the period a date falls in, as a date (ISO weeks start on Monday, as date_trunc's). */
export function periodKey(day: SQL, period: TimePeriod): SQL {
  if (period === "daily") return day;
  const unit = period === "weekly" ? "week" : period === "monthly" ? "month" : "quarter";
  // Truncated as a timestamp without time zone: a date cast to timestamptz would move with the session's zone.
  return sql`date_trunc(${sql.raw(`'${unit}'`)}, (${day})::timestamp)::date`;
}

/** The UTC day of a timestamp with time zone. */
export const utcDay = (ts: SQL): SQL => sql`((${ts}) at time zone 'UTC')::date`;

/** The range's bounds as instants: [begin 00:00 UTC, the day after the end 00:00 UTC). */
export function instantRange(ts: SQL, range: DateRange): SQL {
  return sql`${ts} >= (${range.beginDate}::date)::timestamp at time zone 'UTC'
    and ${ts} < ((${range.endDate}::date + 1))::timestamp at time zone 'UTC'`;
}

/** `column in ids`, or true when every account is covered. */
export function accountFilter(column: SQL, accountIds: readonly number[] | "all"): SQL {
  if (accountIds === "all") return sql`true`;
  return sql`${column} = any(${sql.param([...accountIds])}::int[])`;
}

/** `column in ids`, or true when no class is selected. */
export function classFilter(column: SQL, classIds: readonly number[]): SQL {
  if (classIds.length === 0) return sql`true`;
  return sql`${column} = any(${sql.param([...classIds])}::int[])`;
}

/**
 * The name of a dimension's grouped key `k` read in SQL (the ones named by a table), or null for
 * the ones named in code (periods and the domain's enums).
 */
function sqlLabel(dimension: ReportDimension, k: SQL): SQL | null {
  switch (dimension) {
    case "account":
      return sql`coalesce((select x.name from accounts x where x.id = ${k}), 'No account')`;
    case "program":
      return sql`coalesce((select x.name from programs x where x.id = ${k}), 'No program')`;
    case "product_class":
      return sql`coalesce((select x.name from product_classes x where x.id = ${k}), 'No class')`;
    case "product":
      return sql`coalesce((select x.name from products x where x.id = ${k}), 'No product')`;
    case "technician":
      return sql`coalesce((select x.first_name || ' ' || x.last_name from users x where x.id = ${k}), 'No technician')`;
    default:
      return null;
  }
}

/** A grouped key as text: periods as ISO dates, ids and enum values as they are. */
function keyText(dimension: ReportDimension, k: SQL): SQL {
  return dimension === "period" ? sql`to_char(${k}, 'YYYY-MM-DD')` : sql`(${k})::text`;
}

export type GroupedQuery = {
  /** FROM and JOINs of the source's rows (aliases the key and value expressions use). */
  from: SQL;
  where: SQL;
  /** The key expression of each dimension the source can split by. */
  keys: Partial<Record<ReportDimension, SQL>>;
  /** The aggregate of each measure asked for (rounded by the source as its unit wants). */
  values: Partial<Record<ReportMeasure, SQL>>;
};

type RawRow = Record<string, string | number | null>;

/**
 * Groups a source's rows by the dimensions and reads each group's measures, then names each key
 * (labels in code are filled by runFacts). Empty groups are not answered: no row, no group.
 */
export async function groupedRows(db: Db, q: SourceQuery, g: GroupedQuery): Promise<SourceRow[]> {
  const dims = q.dimensions;
  const keyExprs = dims.map((d, i) => {
    const expr = g.keys[d];
    if (!expr) throw new Error(`This source cannot be split by ${d}`);
    return sql`${expr} as ${sql.raw(`k${i}`)}`;
  });
  const measures = q.measures.filter((m) => g.values[m]);
  const valueExprs = measures.map((m, i) => sql`${g.values[m] as SQL} as ${sql.raw(`v${i}`)}`);
  const groupBy = dims.length
    ? sql` group by ${sql.raw(dims.map((_, i) => String(i + 1)).join(", "))}`
    : sql``;
  const outer = [
    ...dims.map((d, i) => {
      const k = sql.raw(`g.k${i}`);
      const label = sqlLabel(d, k);
      return sql`${keyText(d, k)} as ${sql.raw(`k${i}`)}, ${label ?? sql`null`} as ${sql.raw(`l${i}`)}`;
    }),
    ...measures.map((_, i) => sql.raw(`g.v${i}`)),
  ];
  const rows = await rowsOf<RawRow>(
    db,
    sql`with g as (
      select ${sql.join([...keyExprs, ...valueExprs], sql`, `)}
        from ${g.from}
       where ${g.where}${groupBy}
      having count(*) > 0)
    select ${sql.join(outer, sql`, `)} from g`,
  );
  return rows.map((row) => ({
    keys: dims.map((_, i) => String(row[`k${i}`] ?? "")),
    labels: dims.map((_, i) => (row[`l${i}`] === null ? "" : String(row[`l${i}`]))),
    values: Object.fromEntries(measures.map((m, i) => [m, Number(row[`v${i}`] ?? 0)])),
  }));
}
