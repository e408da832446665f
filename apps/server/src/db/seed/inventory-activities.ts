import { recordEvents } from "../../platform/audit";
import type { Db } from "../client";
import { activities, warehouses } from "../schema";

/**
 * Gives every warehouse its inventory activity, `<short name lower-cased>-inventory` (SPEC §9),
 * status open and no account; safe to run on every start (existing ones are kept). One insert
 * for all warehouses, and a `created` event for each new one.
 */
export async function ensureInventoryActivities(db: Db): Promise<void> {
  const all = await db.select({ id: warehouses.id, shortName: warehouses.shortName }).from(warehouses);
  if (all.length === 0) return;
  const created = await db
    .insert(activities)
    .values(
      all.map((w) => ({
        slug: `${w.shortName.toLowerCase()}-inventory`,
        type: "inventory",
        status: "open",
        warehouseId: w.id,
      })),
    )
    .onConflictDoNothing({ target: activities.slug })
    .returning({ id: activities.id });
  await recordEvents(
    db,
    created.map((row) => ({
      activityId: row.id,
      action: "created",
      message: "Inventory activity of the warehouse",
      userId: null,
    })),
  );
}
