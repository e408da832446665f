import { sql } from "drizzle-orm";
import { refreshRollups } from "../../areas/reports/rollups/refresh";
import type { Db } from "../client";
import { rowsOf } from "../paging";

// The dashboards' demo (issue 23): the other demos receive their loads in the seconds the seed
// runs, which would put every figure on one day. Here the loads received by the demo are spread
// over the last twelve weeks — each with its assets, test results, milestones and statement,
// moved together through SQL (the rollup triggers mark the slices they leave and reach) — with
// days between received, processed and priced, so the charts and the turnaround have a shape.
// It runs last: it moves what the other demos made.

/** Days back a load of each status is received: backlog near today, closed loads further back. */
const SPREAD: Record<string, { from: number; step: number }> = {
  received: { from: 0, step: 3 },
  processed: { from: 8, step: 4 },
  priced: { from: 20, step: 14 },
  invoiced: { from: 45, step: 9 },
  closed: { from: 55, step: 7 },
};
const LAST_DAY_BACK = 83;

/** The turnaround target (days from received to priced) given to the demo's Northwind ITAD program. */
export const DEMO_TURNAROUND_DAYS = 10;

type DemoLoad = { id: number; status: string; ageDays: number };

export async function seedDemoDashboards(db: Db): Promise<void> {
  // Only the loads received while the seed ran: older demo dates (the surveys' loads) are kept.
  const loads = await rowsOf<DemoLoad>(
    db,
    sql`
    select a.id, a.status, floor(extract(epoch from now() - lm.received_at) / 86400)::int as "ageDays"
      from activities a join load_milestones lm on lm.activity_id = a.id
     where a.type = 'inbound' and lm.received_at > now() - interval '2 days'
     order by a.id`,
  );
  const seen = new Map<string, number>();
  for (const load of loads) {
    const spread = SPREAD[load.status];
    if (!spread) continue;
    const index = seen.get(load.status) ?? 0;
    seen.set(load.status, index + 1);
    const back = Math.min(spread.from + index * spread.step, LAST_DAY_BACK);
    // Processing takes 1–4 days and pricing 2–9, never past today.
    const processing = Math.min(1 + (load.id % 4), back);
    const pricing = Math.min(2 + (load.id % 8), back - processing);
    await moveLoad(db, Number(load.id), back - Number(load.ageDays), processing, pricing);
  }
  await db.execute(sql`
    update programs p set turnaround_days = ${DEMO_TURNAROUND_DAYS}
      from accounts a where a.id = p.account_id and a.name = 'Northwind Health' and p.name = 'Secure ITAD program'`);
  await db.execute(sql`
    update load_milestones m set program_id = a.program_id, account_id = a.account_id
      from activities a where a.id = m.activity_id`);
  await refreshRollups(db);
}

/**
 * Moves a load `days` back with everything received on it, and spaces its milestones: processed
 * `processing` days after it was received, priced `pricing` days after that; its final statement
 * (and its lines' dates) on the day it was priced.
 */
async function moveLoad(
  db: Db,
  loadId: number,
  days: number,
  processing: number,
  pricing: number,
): Promise<void> {
  const back = sql`make_interval(days => ${days})`;
  await db.execute(sql`update activities set created_at = created_at - ${back} where id = ${loadId}`);
  await db.execute(sql`
    update test_results set created_at = created_at - ${back}
     where asset_id in (select id from assets where receiving_activity_id = ${loadId})`);
  await db.execute(
    sql`update assets set created_at = created_at - ${back} where receiving_activity_id = ${loadId}`,
  );
  await db.execute(sql`
    update load_milestones set received_at = received_at - ${back},
           processed_at = case when processed_at is null then null
                               else received_at - ${back} + make_interval(days => ${processing}) end,
           priced_at = case when priced_at is null then null
                            else received_at - ${back} + make_interval(days => ${processing + pricing}) end
     where activity_id = ${loadId}`);
  // The statement's lines keep their place relative to the day it was made final.
  await db.execute(sql`
    with moved as (
      select s.id, ((s.finalized_at at time zone 'UTC')::date - (m.priced_at at time zone 'UTC')::date) as shift,
             m.priced_at
        from settlement_statements s join load_milestones m on m.activity_id = s.activity_id
       where s.activity_id = ${loadId} and s.status = 'final' and s.finalized_at is not null and m.priced_at is not null),
    lines as (
      update settlement_lines l set line_date = l.line_date - moved.shift from moved where l.statement_id = moved.id)
    update settlement_statements s set finalized_at = moved.priced_at from moved where s.id = moved.id`);
}
