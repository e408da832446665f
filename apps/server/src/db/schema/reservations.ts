import { RESERVATION_STATUSES, SHORT_PICK_REASONS } from "@ops/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { activities } from "./activities";
import { assets } from "./assets";
import { users } from "./auth";
import { inList } from "./enum-check";
import { warehouses } from "./inventory";
import { locations } from "./locations";

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

/**
 * A stock asset set aside for an order (a shop order, processing or ITAD job today; outbound
 * loads and listings add theirs): it is on someone's pick list until picked, short-picked or
 * released. One open reservation per asset.
 */
export const assetReservations = pgTable(
  "asset_reservations",
  {
    id: serial("id").primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    /** The order it is reserved for. */
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    /** Where it was when reserved: where the picker goes. */
    locationId: integer("location_id").references(() => locations.id),
    /** Whose pick list it is on; nobody's means any picker of the warehouse. */
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("reserved"),
    shortReason: text("short_reason"),
    note: text("note"),
    reservedBy: integer("reserved_by").references(() => users.id, { onDelete: "set null" }),
    reservedAt: timestamp("reserved_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who picked, short-picked or released it, and when. */
    closedBy: integer("closed_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("asset_reservations_open_asset_key").on(t.assetId).where(sql`${t.status} = 'reserved'`),
    index("asset_reservations_pick_idx").on(t.warehouseId, t.assignedTo).where(sql`${t.status} = 'reserved'`),
    index("asset_reservations_activity_idx").on(t.activityId, t.status),
    check("asset_reservations_status_check", inList("status", ids(RESERVATION_STATUSES))),
    check(
      "asset_reservations_short_check",
      sql`(${t.status} = 'short') = (${t.shortReason} is not null) and (${t.shortReason} is null or ${inList("short_reason", ids(SHORT_PICK_REASONS))})`,
    ),
    check("asset_reservations_closed_check", sql`(${t.status} = 'reserved') = (${t.closedAt} is null)`),
  ],
);
