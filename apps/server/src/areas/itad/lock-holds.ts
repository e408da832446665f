import { lockedHoldInstructions, lockHoldAction } from "@ops/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assetHolds } from "../../db/schema";
import { type EventInput, recordEvents } from "../../platform/audit";

/** A device whose locks a write just set: its id, barcode, activity and locks after the write. */
export type LockedDevice = {
  id: number;
  barcode: string;
  activityId: number | null;
  locks: readonly string[];
};

/**
 * Keeps each device's `locked` hold in step with its locks (docs/decisions.md, Locks): locks and
 * no active `locked` hold → one is put (instructions "Locked: <lock labels>", created by the user
 * who set them); no locks → its active `locked` hold is released. Each put or release writes its
 * `held` / `released` event, like holds put by hand.
 *
 * The one function every path that changes locks calls (asset update and bulk update, receiving,
 * the program rule lock_asset), in the transaction of the change, after the locks are written.
 * Set-based: one read, one insert, one update and one event statement whatever the count.
 */
export async function syncLockHolds(db: Db, devices: LockedDevice[], userId: number | null): Promise<void> {
  if (devices.length === 0) return;
  const held = await db
    .select({ id: assetHolds.id, assetId: assetHolds.assetId })
    .from(assetHolds)
    .where(
      and(
        inArray(
          assetHolds.assetId,
          devices.map((d) => d.id),
        ),
        eq(assetHolds.type, "locked"),
        eq(assetHolds.status, "active"),
      ),
    );
  const holdOf = new Map(held.map((h) => [h.assetId, h.id]));
  const toPut = devices.filter((d) => lockHoldAction(d.locks, holdOf.has(d.id)) === "put");
  const toRelease = devices.filter((d) => lockHoldAction(d.locks, holdOf.has(d.id)) === "release");
  const events: EventInput[] = [];
  if (toPut.length > 0) {
    // The partial unique index (one active hold of a type per asset) turns a concurrent put into nothing.
    const put = await db
      .insert(assetHolds)
      .values(
        toPut.map((d) => ({
          assetId: d.id,
          type: "locked",
          processingInstructions: lockedHoldInstructions(d.locks),
          createdBy: userId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: assetHolds.id, assetId: assetHolds.assetId });
    const byId = new Map(toPut.map((d) => [d.id, d]));
    for (const h of put) {
      const d = byId.get(h.assetId) as LockedDevice;
      const instructions = lockedHoldInstructions(d.locks);
      events.push({
        activityId: d.activityId,
        barcode: d.barcode,
        action: "held",
        message: `Locked: ${instructions.slice("Locked: ".length)}`,
        changes: [
          {
            field: "hold",
            from: null,
            to: { id: h.id, type: "locked", processingInstructions: instructions },
          },
        ],
        userId,
      });
    }
  }
  if (toRelease.length > 0) {
    const ids = toRelease.map((d) => holdOf.get(d.id) as number);
    const now = new Date();
    await db
      .update(assetHolds)
      .set({ status: "released", releasedBy: userId, releasedAt: now, updatedAt: now })
      .where(and(inArray(assetHolds.id, ids), eq(assetHolds.status, "active")));
    for (const d of toRelease) {
      const id = holdOf.get(d.id) as number;
      events.push({
        activityId: d.activityId,
        barcode: d.barcode,
        action: "released",
        message: "Locked released: its locks were cleared",
        changes: [{ field: "hold", from: { id, status: "active" }, to: { id, status: "released" } }],
        userId,
      });
    }
  }
  await recordEvents(db, events);
}
