import type { Event } from "@ops/domain";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exactCount, orderTerm, paginate, stableOrder } from "../../db/paging";
import { activities, events, users } from "../../db/schema";
import { assetIdOf } from "../../platform/audit";

export type EventRow = typeof events.$inferSelect;

/**
 * Whose chain of custody an event belongs to: an activity's, an asset's (by the asset's id, so
 * a barcode given again later starts a new history), or whatever carried a barcode.
 */
export type EventOwner =
  | { kind: "activity"; id: number }
  | { kind: "asset"; id: number }
  | { kind: "barcode"; barcode: string };

const eventColumns = {
  id: events.id,
  activitySlug: sql<
    string | null
  >`(select x.slug from ${activities} x where x.id = ${sql.raw('"events"."activity_id"')})`,
  barcode: events.barcode,
  action: events.action,
  rule: events.rule,
  reasonCode: events.reasonCode,
  message: events.message,
  changes: events.changes,
  userName: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${sql.raw('"events"."user_id"')})`,
  createdAt: events.createdAt,
};

type Selected = { [K in keyof typeof eventColumns]: unknown } & { id: number; createdAt: Date };

function toEvent(row: Selected): Event {
  return {
    ...(row as unknown as Event),
    reasonCode: row.reasonCode as Event["reasonCode"],
    rule: row.rule as Event["rule"],
    changes: (row.changes ?? []) as Event["changes"],
    createdAt: row.createdAt.toISOString(),
  };
}

function ownerWhere(owner: EventOwner): SQL {
  if (owner.kind === "activity") return eq(events.activityId, owner.id);
  if (owner.kind === "asset") return eq(events.assetId, owner.id);
  return eq(events.barcode, owner.barcode);
}

/**
 * A page of the events of every owner named (all of them at once), oldest or newest first.
 * Owned, the indexes on (activity, time), (barcode, time) and (asset, time) serve; with no
 * owner, the id order (the order they were written) keeps the page on the primary key.
 */
export async function pageEvents(
  db: Db,
  owners: EventOwner[],
  paging: { page: number; pageSize: number; order: "asc" | "desc" },
): Promise<{ data: Event[]; total: number }> {
  const where = and(...owners.map(ownerWhere));
  const order =
    owners.length > 0
      ? stableOrder([orderTerm(events.createdAt, paging.order)], events.id, {
          order: paging.order,
          tieBreak: "same",
        })
      : [orderTerm(events.id, paging.order)];
  const [rows, total] = await Promise.all([
    paginate(
      db
        .select(eventColumns)
        .from(events)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      paging,
    ),
    exactCount(db, events, where),
  ]);
  return { data: (rows as Selected[]).map(toEvent), total };
}

async function eventsWhere(db: Db, where: SQL): Promise<Event[]> {
  const rows = await db.select(eventColumns).from(events).where(where).orderBy(asc(events.id));
  return (rows as Selected[]).map(toEvent);
}

export async function findEventRow(db: Db, id: number, forUpdate = false): Promise<EventRow | undefined> {
  const query = db.select().from(events).where(eq(events.id, id)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** Writes events a person entered (`manual`), one statement, answering their ids. */
export async function insertManualEvents(
  db: Db,
  rows: {
    activityId: number | null;
    barcode: string | null;
    action: string;
    reasonCode: string | null;
    message: string | null;
    userId: number;
  }[],
): Promise<number[]> {
  const inserted = await db
    .insert(events)
    .values(rows.map((r) => ({ ...r, assetId: assetIdOf(r.barcode), manual: true })))
    .returning({ id: events.id });
  return inserted.map((r) => r.id);
}

export async function updateEvent(
  db: Db,
  id: number,
  values: { action?: string; reasonCode?: string | null; message?: string | null },
): Promise<void> {
  const sent = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(sent).length === 0) return;
  await db.update(events).set(sent).where(eq(events.id, id));
}

export async function deleteEvent(db: Db, id: number): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

/** These events, by id. */
export function eventsByIds(db: Db, ids: number[]): Promise<Event[]> {
  return eventsWhere(db, sql`${events.id} = any(${sql.param(ids)}::bigint[])`);
}

/** One event by id. */
export async function eventById(db: Db, id: number): Promise<Event | undefined> {
  const [found] = await eventsWhere(db, sql`${events.id} = ${id}`);
  return found;
}
