import { ReserveStockBody } from "@ops/domain";
import { and, asc, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import { pickAsset, reserveStock } from "../../areas/inventory/picking.service";
import type { ServiceContext } from "../../platform/context";
import { activities, assetHolds, assetReservations, assets, locations, warehouses } from "../schema";

/** How many DAL stock assets the demo shop order reserves, and how many of them are picked already. */
const RESERVED = 5;

/**
 * The demo's picking (after seedDemoInventory has put stock away): the demo shop order in DAL
 * reserves five stock assets through the reservation use case, on operator@example.com's pick
 * list (the demo actor), and one is picked already, so the `picking` screen opens on a list in
 * walking order with its progress started.
 */
export async function seedDemoPicking(operator: ServiceContext): Promise<void> {
  const db = operator.db;
  const [dal] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, "DAL"));
  if (!dal) throw new Error("the demo warehouse DAL is missing");
  const [order] = await db
    .select({ slug: activities.slug })
    .from(activities)
    .where(
      and(
        eq(activities.type, "shop_order"),
        eq(activities.warehouseId, dal.id),
        inArray(activities.status, ["open", "in_progress"]),
      ),
    )
    .orderBy(asc(activities.id))
    .limit(1);
  if (!order) throw new Error("the demo shop order in DAL is missing");
  const [inventory] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.type, "inventory"), eq(activities.warehouseId, dal.id)));
  if (!inventory) throw new Error("the DAL inventory activity is missing");
  // Top-level stock on an inventory shelf (not a client's quarantine), not held and not reserved:
  // what a picker can fetch.
  const stock = await db
    .select({ barcode: assets.barcode })
    .from(assets)
    .innerJoin(locations, eq(locations.id, assets.locationId))
    .where(
      and(
        eq(assets.activityId, inventory.id),
        eq(locations.type, "inventory"),
        isNull(assets.closedAt),
        isNull(assets.parentId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(assetHolds)
            .where(and(eq(assetHolds.assetId, assets.id), eq(assetHolds.status, "active"))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(assetReservations)
            .where(and(eq(assetReservations.assetId, assets.id), eq(assetReservations.status, "reserved"))),
        ),
      ),
    )
    .orderBy(asc(locations.barcode), asc(assets.barcode))
    .limit(RESERVED);
  if (stock.length < 4)
    throw new Error(
      `the demo picking needs 4 or more DAL stock assets at locations; there are ${stock.length}`,
    );
  const reserved = await reserveStock(
    operator,
    order.slug,
    ReserveStockBody.parse({ barcodes: stock.map((s) => s.barcode), assignedTo: operator.actor.id }),
  );
  const first = reserved.data[0];
  if (first) await pickAsset(operator, first.barcode);
}
