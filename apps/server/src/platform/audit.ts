import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { events } from "../db/schema";
import { statusChangesOf, tellStatusChanged } from "./status-changed";

/**
 * The id of the asset that carries this barcode now, as a subquery for an insert: events and
 * photos are tied to the asset, so a barcode given again later starts a new history.
 */
export function assetIdOf(barcode: string | null | undefined): SQL<number> | null {
  return barcode ? sql<number>`(select id from assets where barcode = ${barcode})` : null;
}

export type Change = { field: string; from: unknown; to: unknown };
export type EventInput = {
  activityId: number | null;
  barcode?: string | null;
  action: string;
  message?: string | null;
  reasonCode?: string | null;
  changes?: Change[];
  userId: number | null;
  /** The program rule that wrote the event, when one did (events.rule). */
  rule?: string | null;
  /** The task or support request the event is about (issue 21), when it is about one. */
  taskId?: number | null;
  supportRequestId?: number | null;
};

/**
 * Writes chain-of-custody events (ARCHITECTURE §3) in one statement; call it with the
 * transaction of the change so the event and the change land together or not at all. An
 * activity's status change among them is then told to its listeners (`onStatusChanged`), in
 * the same transaction.
 */
export async function recordEvents(db: Db, inputs: EventInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await writeEvents(db, inputs);
  await tellStatusChanged(db, statusChangesOf(inputs));
}

async function writeEvents(db: Db, inputs: EventInput[]): Promise<void> {
  if (inputs.length >= SET_BASED_EVENTS) return recordEventsSetBased(db, inputs);
  await db.insert(events).values(
    inputs.map((e) => ({
      activityId: e.activityId,
      barcode: e.barcode ?? null,
      assetId: assetIdOf(e.barcode),
      action: e.action,
      message: e.message ?? null,
      reasonCode: e.reasonCode ?? null,
      changes: e.changes ?? [],
      userId: e.userId,
      rule: e.rule ?? null,
      taskId: e.taskId ?? null,
      supportRequestId: e.supportRequestId ?? null,
    })),
  );
}

/** From this many events on, a batch is written set-based. */
const SET_BASED_EVENTS = 50;

/**
 * The same rows as the VALUES insert of recordEvents, for a large batch (thousands of serials
 * created, moved or routed): each column goes as one array parameter and each event's asset is
 * found by one join on its barcode, where a VALUES list binds every cell and plans one subquery
 * per event (seconds for 5,000 events).
 */
async function recordEventsSetBased(db: Db, inputs: EventInput[]): Promise<void> {
  const column = <T>(value: (e: EventInput) => T) => sql.param(inputs.map(value));
  await db.execute(sql`
    insert into events (activity_id, barcode, asset_id, action, message, reason_code, changes, user_id, rule,
      task_id, support_request_id)
    select e.activity_id, e.barcode, a.id, e.action, e.message, e.reason_code, e.changes::jsonb, e.user_id, e.rule,
      e.task_id, e.support_request_id
    from unnest(
      ${column((e) => e.activityId)}::int[], ${column((e) => e.barcode ?? null)}::text[],
      ${column((e) => e.action)}::text[], ${column((e) => e.message ?? null)}::text[],
      ${column((e) => e.reasonCode ?? null)}::text[], ${column((e) => JSON.stringify(e.changes ?? []))}::text[],
      ${column((e) => e.userId)}::int[], ${column((e) => e.rule ?? null)}::text[],
      ${column((e) => e.taskId ?? null)}::int[], ${column((e) => e.supportRequestId ?? null)}::int[]
    ) with ordinality as e(activity_id, barcode, action, message, reason_code, changes, user_id, rule,
      task_id, support_request_id, n)
    left join assets a on a.barcode = e.barcode
    order by e.n`);
}

/** The fields whose value differs between `before` and `after` (only the keys `after` names). */
export function changesBetween<T extends Record<string, unknown>>(before: T, after: Partial<T>): Change[] {
  const changes: Change[] = [];
  for (const field of Object.keys(after)) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}
