import {
  cents,
  directionOf,
  formatCents,
  type SettlementLine,
  type StatementSummary,
  type StatementsQuery,
} from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, rowsOf } from "../../db/paging";
import { deviceAsnPriced, deviceValued } from "./compute/settlement-facts";

// The SQL of a statement's life after its draft (issue 22): the statement row locked (made when
// a load has none), the lines stored when it turns final or is adjusted or shared into, the
// totals kept with the lines they sum, and the statements list.

/** A load as finalising reads it. */
export type LoadOfStatement = {
  id: number;
  slug: string;
  type: string;
  status: string;
  accountId: number | null;
  programId: number | null;
};

const loadColumns = sql`id, slug, type, status, account_id as "accountId", program_id as "programId"`;

export async function loadById(db: Db, id: number): Promise<LoadOfStatement | undefined> {
  const [row] = await rowsOf<LoadOfStatement>(
    db,
    sql`select ${loadColumns} from activities where id = ${id}`,
  );
  return row;
}

export async function loadBySlug(db: Db, slug: string): Promise<LoadOfStatement | undefined> {
  const [row] = await rowsOf<LoadOfStatement>(
    db,
    sql`select ${loadColumns} from activities where slug = ${slug.toLowerCase()}`,
  );
  return row;
}

/** The statement row of a load as its lifecycle reads it. */
export type StatementRow = {
  id: number;
  activityId: number;
  status: "draft" | "final";
  net: string;
  revenueShare: string;
};

const statementColumns = sql`id, activity_id as "activityId", status, net::text as net,
  revenue_share::text as "revenueShare"`;

/** The load's statement row, or undefined; locked for the caller's transaction when asked. */
export async function statementOf(
  db: Db,
  activityId: number,
  forUpdate = false,
): Promise<StatementRow | undefined> {
  const [row] = await rowsOf<StatementRow>(
    db,
    sql`select ${statementColumns} from settlement_statements where activity_id = ${activityId}
        ${forUpdate ? sql`for update` : sql``}`,
  );
  return row;
}

/** The load's statement row, made (a draft) when it has none, locked for the caller's transaction. */
export async function lockStatement(
  db: Db,
  activityId: number,
  userId: number | null,
): Promise<StatementRow> {
  await db.execute(
    sql`insert into settlement_statements (activity_id, created_by) values (${activityId}, ${userId})
        on conflict (activity_id) do nothing`,
  );
  const row = await statementOf(db, activityId, true);
  if (!row) throw new Error(`no statement for activity ${activityId}`);
  return row;
}

/** Statement rows by id, locked in id order (revenue share and its reversal lock before writing). */
export async function lockStatementsById(db: Db, ids: readonly number[]): Promise<StatementRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<StatementRow>(
    db,
    sql`select ${statementColumns} from settlement_statements where id = any(${sql.param([...ids])}::int[])
        order by id for update`,
  );
}

/** A line as it is stored (amounts as decimal strings). */
export type LineInsert = {
  statementId: number;
  position: number;
  kind: string;
  rule: string | null;
  source: string;
  description: string;
  productId: number | null;
  serviceId: number | null;
  quantity: string;
  unit: string;
  unitPrice: string | null;
  amount: string;
  /** YYYY-MM-DD; null is the transaction's day. */
  lineDate: string | null;
  reason: string | null;
  reservationId: number | null;
  createdBy: number | null;
};

/** A line of the domain's shape as stored on a statement at a position (a sale's line names its sale). */
export function lineInsertOf(
  line: SettlementLine & { reservationId?: number | null },
  statementId: number,
  position: number,
  createdBy: number | null,
): LineInsert {
  return {
    statementId,
    position,
    kind: line.kind,
    rule: line.rule,
    source: line.source,
    description: line.description,
    productId: line.productId,
    serviceId: line.serviceId,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    amount: line.amount,
    lineDate: line.lineDate,
    reason: line.reason,
    reservationId: line.reservationId ?? null,
    createdBy,
  };
}

const lineValues = (l: LineInsert): SQL =>
  sql`(${l.statementId}, ${l.position}, ${l.kind}, ${l.rule}, ${l.source}, ${l.description}, ${l.productId},
    ${l.serviceId}, ${l.quantity}::numeric, ${l.unit}, ${l.unitPrice}::numeric, ${l.amount}::numeric,
    coalesce(${l.lineDate}::date, current_date), ${l.reason}, ${l.reservationId}, ${l.createdBy})`;

const lineInsertHead = sql`insert into settlement_lines (statement_id, position, kind, rule, source, description,
  product_id, service_id, quantity, unit, unit_price, amount, line_date, reason, reservation_id, created_by)`;

/** Stores lines in one statement (all of a statement that turns final). */
export async function insertLines(db: Db, lines: readonly LineInsert[]): Promise<void> {
  if (lines.length === 0) return;
  await db.execute(sql`${lineInsertHead} values ${sql.join(lines.map(lineValues), sql`, `)}`);
}

/**
 * Stores revenue-share lines, each sale once per statement (a sale told again writes nothing):
 * answers the lines written, with their statement.
 */
export async function insertSaleLines(
  db: Db,
  lines: readonly LineInsert[],
): Promise<{ id: number; statementId: number; reservationId: number }[]> {
  if (lines.length === 0) return [];
  const rows = await rowsOf<{ id: unknown; statementId: number; reservationId: number }>(
    db,
    sql`${lineInsertHead} values ${sql.join(lines.map(lineValues), sql`, `)}
        on conflict (statement_id, reservation_id) where reservation_id is not null do nothing
        returning id, statement_id as "statementId", reservation_id as "reservationId"`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The next free position of each statement's lines (added lines go last). */
export async function nextPositions(db: Db, statementIds: readonly number[]): Promise<Map<number, number>> {
  if (statementIds.length === 0) return new Map();
  const rows = await rowsOf<{ statementId: number; next: number }>(
    db,
    sql`select s.id as "statementId", coalesce(max(l.position) + 1, 0)::int as next
        from settlement_statements s left join settlement_lines l on l.statement_id = s.id
        where s.id = any(${sql.param([...statementIds])}::int[]) group by s.id`,
  );
  return new Map(rows.map((r) => [r.statementId, r.next]));
}

/** Puts stored lines (a draft's typed lines) at the positions of the final order. */
export async function setPositions(
  db: Db,
  positions: readonly { id: number; position: number }[],
): Promise<void> {
  if (positions.length === 0) return;
  await db.execute(
    sql`update settlement_lines l set position = p.position
        from unnest(${sql.param(positions.map((p) => p.id))}::bigint[], ${sql.param(
          positions.map((p) => p.position),
        )}::int[]) as p(id, position)
        where l.id = p.id`,
  );
}

/** A draft made final: who and when, the rules it could not apply (then refreshTotals). */
export async function markFinal(
  db: Db,
  statementId: number,
  m: { userId: number | null; skippedRules: unknown[] },
): Promise<void> {
  await db.execute(
    sql`update settlement_statements set status = 'final', finalized_at = now(), finalized_by = ${m.userId},
          skipped_rules = ${JSON.stringify(m.skippedRules)}::jsonb, updated_at = now()
        where id = ${statementId}`,
  );
}

/**
 * The stored net and revenue share of statements summed again from their lines, exactly (numeric
 * in the database): they can never drift from the lines. Answers the new totals.
 */
export async function refreshTotals(
  db: Db,
  statementIds: readonly number[],
): Promise<Map<number, { net: string; revenueShare: string }>> {
  if (statementIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; net: string; revenueShare: string }>(
    db,
    sql`update settlement_statements s
        set net = t.net, revenue_share = t.revenue_share, updated_at = now()
        from (select s2.id, coalesce(sum(l.amount), 0) as net,
                coalesce(sum(l.amount) filter (where l.kind = 'revenue_share'), 0) as revenue_share
              from settlement_statements s2 left join settlement_lines l on l.statement_id = s2.id
              where s2.id = any(${sql.param([...statementIds])}::int[]) group by s2.id) t
        where s.id = t.id
        returning s.id, s.net::text as net, s.revenue_share::text as "revenueShare"`,
  );
  return new Map(rows.map((r) => [r.id, { net: r.net, revenueShare: r.revenueShare }]));
}

/** A sold reservation as revenue share reads it: the sale, the device, its load's final statement and program. */
export type SaleOfStatement = {
  reservationId: number;
  salePrice: string;
  saleDay: string;
  barcode: string;
  loadId: number;
  loadSlug: string;
  statementId: number;
  programName: string;
  rules: unknown;
  valued: boolean;
  asnPriced: boolean;
};

/**
 * The sold listing reservations among these whose device was received on a load (a harvested
 * component: the load of the device it came from) that has a final statement and a program.
 * The sale's day is its UTC day (an imported sale is dated noon UTC of the report's day).
 */
export async function salesOfFinalStatements(
  db: Db,
  reservationIds: readonly number[],
): Promise<SaleOfStatement[]> {
  if (reservationIds.length === 0) return [];
  return rowsOf<SaleOfStatement>(
    db,
    sql`select r.id as "reservationId", r.sale_price::text as "salePrice",
          to_char((r.closed_at at time zone 'UTC')::date, 'YYYY-MM-DD') as "saleDay", a.barcode,
          l.id as "loadId", l.slug as "loadSlug", s.id as "statementId", p.name as "programName", p.rules,
          ${deviceValued} as valued, ${deviceAsnPriced} as "asnPriced"
        from asset_reservations r
        join assets a on a.id = r.asset_id
        left join assets origin on origin.id = a.harvested_from_id
        join activities l on l.id = case when a.harvested_from_id is null then a.receiving_activity_id
                                         else origin.receiving_activity_id end
        join settlement_statements s on s.activity_id = l.id and s.status = 'final'
        join programs p on p.id = l.program_id
        where r.id = any(${sql.param([...reservationIds])}::int[]) and r.status = 'sold'
          and r.listing_id is not null and r.sale_price is not null
        order by s.id, r.id`,
  );
}

/** The sold reservations of these assets (a sale just imported, to share once it is dated). */
export async function soldReservationsOfAssets(db: Db, assetIds: readonly number[]): Promise<number[]> {
  if (assetIds.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from asset_reservations
        where asset_id = any(${sql.param([...assetIds])}::int[]) and status = 'sold' and listing_id is not null
        order by id`,
  );
  return rows.map((r) => r.id);
}

/** A stored revenue-share line of a final statement that shares one of these sales. */
export type SharedSaleLine = {
  id: number;
  statementId: number;
  reservationId: number;
  rule: string | null;
  source: string;
  amount: string;
  barcode: string;
  salePrice: string | null;
  loadId: number;
  loadSlug: string;
};

export async function sharedSaleLines(db: Db, reservationIds: readonly number[]): Promise<SharedSaleLine[]> {
  if (reservationIds.length === 0) return [];
  const rows = await rowsOf<SharedSaleLine & { id: unknown }>(
    db,
    sql`select sl.id, sl.statement_id as "statementId", sl.reservation_id as "reservationId", sl.rule,
          sl.source, sl.amount::text as amount, a.barcode, r.sale_price::text as "salePrice",
          act.id as "loadId", act.slug as "loadSlug"
        from settlement_lines sl
        join settlement_statements s on s.id = sl.statement_id and s.status = 'final'
        join activities act on act.id = s.activity_id
        join asset_reservations r on r.id = sl.reservation_id
        join assets a on a.id = r.asset_id
        where sl.reservation_id = any(${sql.param([...reservationIds])}::int[]) and sl.kind = 'revenue_share'
        order by sl.statement_id, sl.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** A shared sale's line no longer names the sale (the sale was undone; a new sale shares anew). */
export async function detachSaleLines(db: Db, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await db.execute(
    sql`update settlement_lines set reservation_id = null where id = any(${sql.param([...lineIds])}::bigint[])`,
  );
}

/** The accounts a list is limited to: every one (operators) or these (a client's). */
export type AccountScope = number[] | "all";

type ListedRow = Omit<StatementSummary, "finalizedAt" | "direction"> & { finalizedAt: unknown };

const SORTS: Record<StatementsQuery["sort"], SQL> = {
  finalizedAt: sql`s.finalized_at`,
  // Drafts have no net kept (computed when opened): they sort as unknown.
  net: sql`case when s.status = 'final' then s.net end`,
  load: sql`act.slug`,
};

/**
 * A page of stored statements, filtered, with the filtered total. A client's scope is their
 * accounts' final statements only (a draft is the operator's work in progress).
 */
export async function pageStatements(
  db: Db,
  q: StatementsQuery,
  scope: AccountScope,
): Promise<{ data: StatementSummary[]; total: number }> {
  const conditions: SQL[] = [sql`act.type = 'inbound'`];
  if (scope !== "all")
    conditions.push(sql`act.account_id = any(${sql.param(scope)}::int[])`, sql`s.status = 'final'`);
  if (q.status) conditions.push(sql`s.status = ${q.status}`);
  if (q.accountId) conditions.push(sql`act.account_id = ${q.accountId}`);
  if (q.search) {
    // The statement number is ST-<slug>: a search for "ST-NWSS0007" finds its load too.
    const pattern = containsPattern(q.search.replace(/^st-/i, ""));
    conditions.push(
      sql`(lower(act.slug) like ${pattern} or lower(acc.name) like ${pattern} or lower(coalesce(p.name, '')) like ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const direction = sql.raw(q.order === "asc" ? "asc" : "desc");
  const nulls = sql.raw(q.order === "asc" ? "nulls first" : "nulls last");
  const from = sql`settlement_statements s join activities act on act.id = s.activity_id
    join accounts acc on acc.id = act.account_id left join programs p on p.id = act.program_id`;
  // One query after the other: `db` may be a transaction's single connection.
  const rows = await rowsOf<ListedRow>(
    db,
    sql`select s.id, 'ST-' || upper(act.slug) as number, s.status, act.slug as "loadSlug",
            act.account_id as "accountId", acc.name as "accountName", p.name as "programName",
            s.payment_type as "paymentType", s.net::text as net, s.revenue_share::text as "revenueShare",
            s.finalized_at as "finalizedAt"
          from ${from} where ${where}
          order by ${SORTS[q.sort]} ${direction} ${nulls}, s.id ${direction}
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [count] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n from ${from} where ${where}`);
  return {
    data: rows.map((r) => ({
      ...r,
      // A draft's stored net is not its net (its lines are computed when opened): none is shown.
      net: r.status === "final" && r.net !== null ? formatCents(cents(r.net)) : null,
      revenueShare: formatCents(cents(r.revenueShare)),
      direction: r.status === "final" && r.net !== null ? directionOf(cents(r.net)) : null,
      finalizedAt: r.finalizedAt === null ? null : new Date(r.finalizedAt as string).toISOString(),
    })),
    total: Number(count?.n ?? 0),
  };
}
