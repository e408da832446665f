import { type AnyColumn, asc, desc, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import { fieldError } from "../platform/app-error";
import type { Db } from "./client";

/**
 * The one way a paged list reads its page (ARCHITECTURE §2, §6): sort columns from an allow-list,
 * an order that always ends with the id (so rows with equal sort values keep their page), LIKE
 * patterns with the user's wildcards escaped, and an exact, capped or estimated count.
 */

export type Order = "asc" | "desc";
export type PageWindow = { page: number; pageSize: number };

/** The columns (or expressions) a list may sort by, by the name its `sort` query value uses. */
export type SortColumns = Readonly<Record<string, AnyColumn | SQL>>;

/** Escapes the LIKE wildcards `%` and `_` and the escape character `\` itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern for "contains the text, whatever its case", matched against `lower(column)`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** A pattern for "starts with the text", lower- or upper-cased to match the column's expression. */
export function prefixPattern(text: string, letterCase: "lower" | "upper"): string {
  return `${escapeLike(letterCase === "upper" ? text.toUpperCase() : text.toLowerCase())}%`;
}

/**
 * The allowed sort column (or columns, for a sort such as a name by last then first); any other
 * name is a 422 on `sort`, as the list's query schema says.
 */
export function sortColumn<S extends Readonly<Record<string, unknown>>>(sorts: S, sort: string): S[keyof S] {
  if (!Object.hasOwn(sorts, sort))
    throw fieldError("sort", `Sort by one of: ${Object.keys(sorts).join(", ")}`);
  return sorts[sort] as S[keyof S];
}

/** One ORDER BY term; `nullsLast` keeps rows without the value at the end in both directions. */
export function orderTerm(column: AnyColumn | SQL, order: Order, options: { nullsLast?: boolean } = {}): SQL {
  if (options.nullsLast) return sql`${column} ${sql.raw(order)} nulls last`;
  return order === "desc" ? desc(column) : asc(column);
}

export type ListOrderOptions = {
  /** The id ascending whatever the order (default), or in the list's order (what keyset needs). */
  tieBreak?: "asc" | "same";
  nullsLast?: boolean;
  /** Terms between the sort column and the id. */
  then?: SQL[];
};

/** The ORDER BY of a list: the allowed sort column in the asked order, then the id. */
export function listOrder<S extends SortColumns>(
  sorts: S,
  sort: keyof S & string,
  order: Order,
  id: AnyColumn,
  options: ListOrderOptions = {},
): SQL[] {
  return stableOrder([orderTerm(sortColumn(sorts, sort), order, options), ...(options.then ?? [])], id, {
    order,
    tieBreak: options.tieBreak,
  });
}

/** Any ORDER BY made stable: the id last, ascending or in the list's order. */
export function stableOrder(
  terms: SQL[],
  id: AnyColumn,
  options: { order: Order; tieBreak?: "asc" | "same" },
): SQL[] {
  return [...terms, options.tieBreak === "same" ? orderTerm(id, options.order) : asc(id)];
}

/** Bounds an ordered select to the rows of one page. */
export function paginate<T extends PgSelect>(query: T, window: PageWindow): T {
  return query.limit(window.pageSize).offset((window.page - 1) * window.pageSize);
}

/**
 * Keyset paging for lists that reach millions: the rows after the last one of the previous page,
 * in the order `listOrder(..., { tieBreak: "same" })` gives (no offset to walk past). The sort
 * column must not be null.
 */
export function keysetAfter(
  column: AnyColumn | SQL,
  id: AnyColumn,
  after: { value: unknown; id: number },
  order: Order,
): SQL {
  return order === "desc"
    ? sql`(${column}, ${id}) < (${after.value}, ${after.id})`
    : sql`(${column}, ${id}) > (${after.value}, ${after.id})`;
}

/** How many rows of `table` match `where`. */
export async function exactCount(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.n ?? 0;
}

/** Counts at most `cap` rows, and says whether there are more: a page of 25 needs no full count. */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; more: boolean }> {
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), more: n > cap };
}

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The planner's estimate of the rows matching `where` (the table's statistics when unfiltered),
 * or the exact count when the estimate is under `exactBelow`: a list of millions answers fast,
 * a small one answers exactly. The answer is the same number type either way.
 */
export async function estimatedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  exactBelow = 100_000,
): Promise<number> {
  const estimate =
    where === undefined ? await tableEstimate(db, table) : await planEstimate(db, table, where);
  return estimate < exactBelow ? exactCount(db, table, where) : Math.round(estimate);
}

async function tableEstimate(db: Db, table: PgTable): Promise<number> {
  const [row] = await rowsOf<{ n: number | string | null }>(
    db,
    sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${getTableName(table)})`,
  );
  // -1: never analysed, so no estimate (and the exact count is the answer).
  return Number(row?.n ?? -1);
}

type ExplainPlan = { Plan: { "Plan Rows": number } }[];

async function planEstimate(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ "QUERY PLAN": ExplainPlan | string }>(
    db,
    sql`explain (format json) select 1 from ${table} where ${where}`,
  );
  const plan = row?.["QUERY PLAN"];
  const parsed: ExplainPlan = typeof plan === "string" ? JSON.parse(plan) : (plan ?? []);
  return parsed[0]?.Plan["Plan Rows"] ?? -1;
}
