import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { events } from "../db/schema";

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
};

/**
 * Writes chain-of-custody events (ARCHITECTURE §3) in one statement; call it with the
 * transaction of the change so the event and the change land together or not at all.
 */
export async function recordEvents(db: Db, inputs: EventInput[]): Promise<void> {
  if (inputs.length === 0) return;
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
    })),
  );
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
