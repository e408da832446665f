import type { Db } from "../db/client";

/** An activity's move from one status to another, as its `status_changed` event records it. */
export type StatusChange = { activityId: number; from: string; to: string; userId: number | null };

/**
 * What an area does when an activity's status changes (a load received mails the account's
 * contacts; a load closed sends its survey). It runs in the transaction of the change, so the
 * change and what it causes commit together; a listener writes with dedupe keys, so a change
 * told twice does its work once.
 */
export type StatusChangedListener = (db: Db, change: StatusChange) => Promise<void>;

const listeners: StatusChangedListener[] = [];

/**
 * Registers a listener for every activity status change. Areas register at module load from a
 * module every process loads (their `*.jobs.ts`, which src/job-kinds.ts imports), so app servers
 * and `npm run worker` react alike. Registering the same function twice has no effect.
 */
export function onStatusChanged(listener: StatusChangedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

type EventLike = {
  activityId: number | null;
  barcode?: string | null;
  userId: number | null;
  changes?: { field: string; from: unknown; to: unknown }[];
};

/** The activity status changes among events being written (an asset's own events are not). */
export function statusChangesOf(inputs: readonly EventLike[]): StatusChange[] {
  const found: StatusChange[] = [];
  for (const e of inputs) {
    if (e.activityId === null || e.barcode) continue;
    const change = e.changes?.find((c) => c.field === "status");
    if (!change || typeof change.to !== "string" || change.from === change.to) continue;
    found.push({
      activityId: e.activityId,
      from: String(change.from ?? ""),
      to: change.to,
      userId: e.userId,
    });
  }
  return found;
}

/** Tells every listener of each change, in order, with the change's transaction. */
export async function tellStatusChanged(db: Db, changes: readonly StatusChange[]): Promise<void> {
  if (listeners.length === 0) return;
  for (const change of changes) for (const listener of listeners) await listener(db, change);
}
