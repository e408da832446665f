import type { DateRange } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";

// The dashboards' own queries: what the daily rollups do not hold because it is about loads as
// they are now (status, dock, backlog) or about milestones and statements. Every query takes the
// accounts already scoped by coveredAccounts ("all" only for operators) and UTC days.

export type AccountScope = readonly number[] | "all";

/** `column` is one of the covered accounts (an empty list matches nothing). */
export function inScope(column: SQL, scope: AccountScope): SQL {
  return scope === "all" ? sql`true` : sql`${column} = any(${sql.param([...scope])}::int[])`;
}

/** The first instant of a UTC day, as a timestamptz parameter. */
export const dayStart = (iso: string): SQL => sql`${`${iso}T00:00:00Z`}::timestamptz`;

/** `column` (a timestamptz) falls on one of the range's UTC days. */
function withinDays(column: SQL, range: DateRange): SQL {
  const after = new Date(Date.parse(`${range.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return sql`${column} >= ${dayStart(range.beginDate)} and ${column} < ${dayStart(after)}`;
}

/** Inbound loads created in the range, by their current status. */
export function loadsByStatus(db: Db, scope: AccountScope, range: DateRange) {
  return rowsOf<{ status: string; loads: number }>(
    db,
    sql`
    select a.status, count(*)::int as loads
      from activities a
     where a.type = 'inbound' and ${inScope(sql`a.account_id`, scope)}
       and ${withinDays(sql`a.created_at`, range)}
     group by a.status`,
  );
}

/** Loads reaching received, processed and priced per UTC day of the range (their first time). */
export function milestonesByDay(db: Db, scope: AccountScope, range: DateRange) {
  const scoped = inScope(sql`account_id`, scope);
  const one = (kind: string, column: string) => {
    const at = sql.raw(column);
    return sql`
    select ${kind}::text as kind, to_char(${at} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as loads
      from load_milestones
     where ${scoped} and ${withinDays(sql`${at}`, range)}
     group by 2`;
  };
  return rowsOf<{ kind: "received" | "processed" | "priced"; day: string; loads: number }>(
    db,
    sql`${one("received", "received_at")} union all ${one("processed", "processed_at")} union all ${one("priced", "priced_at")}`,
  );
}

/** Per day of `days`: inbound loads dated for the dock (not canceled) and loads received that day. */
export async function dockDays(db: Db, scope: AccountScope, days: DateRange) {
  const [scheduled, received] = await Promise.all([
    rowsOf<{ day: string; loads: number }>(
      db,
      sql`
      select to_char(a.scheduled_date, 'YYYY-MM-DD') as day, count(*)::int as loads
        from activities a
       where a.type = 'inbound' and a.status <> 'canceled' and ${inScope(sql`a.account_id`, scope)}
         and a.scheduled_date between ${days.beginDate}::date and ${days.endDate}::date
       group by 1`,
    ),
    rowsOf<{ day: string; loads: number }>(
      db,
      sql`
      select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as loads
        from load_milestones
       where ${inScope(sql`account_id`, scope)} and ${withinDays(sql`received_at`, days)}
       group by 1`,
    ),
  ]);
  return { scheduled, received };
}

/** Per account, inbound loads received and not processed, processed and not priced, oldest received. */
export function backlog(db: Db, scope: AccountScope) {
  return rowsOf<{
    accountId: number;
    accountName: string;
    awaitingProcessing: number;
    awaitingPricing: number;
    oldestReceivedAt: string | null;
  }>(
    db,
    sql`
    select a.account_id as "accountId", acc.name as "accountName",
           count(*) filter (where a.status = 'received')::int as "awaitingProcessing",
           count(*) filter (where a.status = 'processed')::int as "awaitingPricing",
           to_char(min(lm.received_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "oldestReceivedAt"
      from activities a
      join accounts acc on acc.id = a.account_id
      left join load_milestones lm on lm.activity_id = a.id
     where a.type = 'inbound' and a.status in ('received', 'processed') and ${inScope(sql`a.account_id`, scope)}
     group by a.account_id, acc.name
     order by count(*) desc, acc.name, a.account_id`,
  );
}

const DAYS_BETWEEN = (from: string, to: string) =>
  sql.raw(`round((avg(extract(epoch from lm.${to} - lm.${from})) / 86400)::numeric, 1)::float8`);

/**
 * Loads received in the range per account and program: average days received → processed →
 * priced, the program's target, and the loads over it — priced later than the target, or not
 * priced yet and already past it (a load still open past its target has missed it).
 */
export function turnaround(db: Db, scope: AccountScope, range: DateRange) {
  return rowsOf<{
    accountId: number;
    accountName: string;
    programId: number | null;
    programName: string | null;
    loads: number;
    receivedToProcessedDays: number | null;
    processedToPricedDays: number | null;
    receivedToPricedDays: number | null;
    targetDays: number | null;
    overTarget: number;
  }>(
    db,
    sql`
    select lm.account_id as "accountId", acc.name as "accountName",
           lm.program_id as "programId", p.name as "programName",
           count(*)::int as loads,
           ${DAYS_BETWEEN("received_at", "processed_at")} as "receivedToProcessedDays",
           ${DAYS_BETWEEN("processed_at", "priced_at")} as "processedToPricedDays",
           ${DAYS_BETWEEN("received_at", "priced_at")} as "receivedToPricedDays",
           p.turnaround_days as "targetDays",
           count(*) filter (
             where p.turnaround_days is not null
               and coalesce(lm.priced_at, now()) - lm.received_at > make_interval(days => p.turnaround_days)
           )::int as "overTarget"
      from load_milestones lm
      join accounts acc on acc.id = lm.account_id
      left join programs p on p.id = lm.program_id
     where ${inScope(sql`lm.account_id`, scope)} and ${withinDays(sql`lm.received_at`, range)}
     group by lm.account_id, acc.name, lm.program_id, p.name, p.turnaround_days
     order by acc.name, lm.account_id, p.name nulls last, lm.program_id`,
  );
}

/** Lines of final statements dated in the range, summed by kind (signed, in dollars). */
export function settledByKind(db: Db, scope: AccountScope, range: DateRange) {
  return rowsOf<{ kind: string; amount: number }>(
    db,
    sql`
    select l.kind, round(sum(l.amount), 2)::float8 as amount
      from settlement_lines l
      join settlement_statements s on s.id = l.statement_id
      join activities a on a.id = s.activity_id
     where s.status = 'final' and ${inScope(sql`a.account_id`, scope)}
       and coalesce(l.line_date, (s.finalized_at at time zone 'UTC')::date)
           between ${range.beginDate}::date and ${range.endDate}::date
     group by l.kind`,
  );
}

/** Inbound loads dated for the dock on a day (not canceled) and loads received waiting to be processed. */
export async function operatorToday(db: Db, today: string) {
  const [row] = await rowsOf<{ atDock: number; awaitingProcessing: number }>(
    db,
    sql`
    select (select count(*) from activities
             where type = 'inbound' and status <> 'canceled' and scheduled_date = ${today}::date)::int as "atDock",
           (select count(*) from activities where type = 'inbound' and status = 'received')::int as "awaitingProcessing"`,
  );
  return row ?? { atDock: 0, awaitingProcessing: 0 };
}

/** The statuses at which a vendor's load has come to (or left for) them. */
const DELIVERED = sql`(a.type = 'inbound' and a.status in ('received', 'processed', 'priced', 'invoiced', 'closed'))
   or (a.type = 'outbound' and a.status in ('delivered', 'invoiced', 'closed'))`;

/**
 * A vendor's loads (inbound and outbound loads whose vendor is one of their accounts) per day:
 * those dated for the dock that day (not canceled), and those delivered that day (an inbound
 * load on the day it was received, else its dock date).
 */
export function vendorLoadsByDay(db: Db, vendorAccountIds: readonly number[], days: DateRange) {
  const theirs = sql`a.type in ('inbound', 'outbound') and a.vendor_account_id = any(${sql.param([...vendorAccountIds])}::int[])`;
  const deliveredOn = sql`coalesce((lm.received_at at time zone 'UTC')::date, a.scheduled_date)`;
  return rowsOf<{ day: string; scheduled: number; delivered: number }>(
    db,
    sql`
    select day, sum(scheduled)::int as scheduled, sum(delivered)::int as delivered from (
      select to_char(a.scheduled_date, 'YYYY-MM-DD') as day, 1 as scheduled, 0 as delivered
        from activities a
       where ${theirs} and a.status <> 'canceled'
         and a.scheduled_date between ${days.beginDate}::date and ${days.endDate}::date
      union all
      select to_char(${deliveredOn}, 'YYYY-MM-DD'), 0, 1
        from activities a left join load_milestones lm on lm.activity_id = a.id
       where ${theirs} and (${DELIVERED})
         and ${deliveredOn} between ${days.beginDate}::date and ${days.endDate}::date
    ) x group by day`,
  );
}

/** Client accounts with their parents: all of them, or only the top-level ones. */
export function clientAccounts(db: Db, options: { ids?: readonly number[]; topLevelOnly: boolean }) {
  return rowsOf<{ id: number; name: string; parentId: number | null; parentName: string | null }>(
    db,
    sql`
    select a.id, a.name, a.parent_id as "parentId", p.name as "parentName"
      from accounts a left join accounts p on p.id = a.parent_id
     where a.type = 'active'
       ${options.topLevelOnly ? sql`and a.parent_id is null` : sql``}
       ${options.ids ? sql`and a.id = any(${sql.param([...options.ids])}::int[])` : sql``}
     order by lower(coalesce(p.name, a.name)), a.parent_id nulls first, lower(a.name), a.id`,
  );
}
