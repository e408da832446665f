import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { StatusChange } from "../../../platform/status-changed";

/** The statuses whose first time a load reaches them is kept, and the column each goes to. */
const MILESTONES = { received: "received_at", processed: "processed_at", priced: "priced_at" } as const;
type Milestone = keyof typeof MILESTONES;
const isMilestone = (status: string): status is Milestone => Object.hasOwn(MILESTONES, status);

/**
 * Keeps load_milestones as an inbound load moves (a status-change listener, in the transaction of
 * the change): the first time it reaches received, processed or priced, and on every move its
 * current account and program. Told twice, it writes the same row.
 */
export async function recordMilestone(db: Db, change: StatusChange): Promise<void> {
  const column = isMilestone(change.to) ? sql.identifier(MILESTONES[change.to]) : null;
  if (column) {
    await db.execute(sql`
      insert into load_milestones (activity_id, account_id, program_id, ${column})
      select a.id, a.account_id, a.program_id, now() from activities a
       where a.id = ${change.activityId} and a.type = 'inbound'
      on conflict (activity_id) do update set account_id = excluded.account_id,
        program_id = excluded.program_id, ${column} = coalesce(load_milestones.${column}, excluded.${column})`);
    return;
  }
  await db.execute(sql`
    update load_milestones m set account_id = a.account_id, program_id = a.program_id
      from activities a where a.id = m.activity_id and m.activity_id = ${change.activityId}`);
}

const reached = (status: Milestone) =>
  sql`min(e.created_at) filter (where e.changes @> ${JSON.stringify([{ field: "status", to: status }])}::jsonb)`;

/**
 * Fills the milestones of inbound loads from their status_changed events (an activity's own
 * events, not an asset's), for loads the table lacks and for milestones a row lacks: what
 * migration 0027 did once, for a rebuild.
 */
export async function backfillMilestones(db: Db): Promise<void> {
  await db.execute(sql`
    insert into load_milestones (activity_id, account_id, program_id, received_at, processed_at, priced_at)
    select * from (
      select a.id, a.account_id, a.program_id, ${reached("received")} as r, ${reached("processed")} as p,
             ${reached("priced")} as q
        from activities a
        join events e on e.activity_id = a.id and e.barcode is null
       where a.type = 'inbound' and e.changes @> '[{"field": "status"}]'::jsonb
       group by a.id) x
     where r is not null or p is not null or q is not null
    on conflict (activity_id) do update set
      account_id = excluded.account_id, program_id = excluded.program_id,
      received_at = coalesce(load_milestones.received_at, excluded.received_at),
      processed_at = coalesce(load_milestones.processed_at, excluded.processed_at),
      priced_at = coalesce(load_milestones.priced_at, excluded.priced_at)`);
}
