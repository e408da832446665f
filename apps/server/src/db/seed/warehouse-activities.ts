import { recordEvents } from "../../platform/audit";
import type { Db } from "../client";
import { activities, warehouses } from "../schema";

const WAREHOUSE_ACTIVITIES = [
  { type: "inventory", message: "Inventory activity of the warehouse" },
  { type: "mobility", message: "Mobility activity of the warehouse: its phones and tablets" },
] as const;

/**
 * Gives every warehouse its inventory activity, `<short name lower-cased>-inventory` (SPEC §9),
 * and its mobility activity, `<short name lower-cased>-mobility`, status open and no account;
 * safe to run on every start (existing ones are kept). One insert for all warehouses, and a
 * `created` event for each new one.
 */
export async function ensureWarehouseActivities(db: Db): Promise<void> {
  const all = await db.select({ id: warehouses.id, shortName: warehouses.shortName }).from(warehouses);
  if (all.length === 0) return;
  const created = await db
    .insert(activities)
    .values(
      all.flatMap((w) =>
        WAREHOUSE_ACTIVITIES.map(({ type }) => ({
          slug: `${w.shortName.toLowerCase()}-${type}`,
          type,
          status: "open",
          warehouseId: w.id,
        })),
      ),
    )
    .onConflictDoNothing({ target: activities.slug })
    .returning({ id: activities.id, type: activities.type });
  await recordEvents(
    db,
    created.map((row) => ({
      activityId: row.id,
      action: "created",
      message: WAREHOUSE_ACTIVITIES.find((a) => a.type === row.type)?.message ?? "",
      userId: null,
    })),
  );
}
