import { LISTING_ASSET_STATUSES, RESERVATION_STATUSES, SHORT_PICK_REASONS } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { activities } from "./activities";
import { assets } from "./assets";
import { users } from "./auth";
import { inList } from "./enum-check";
import { warehouses } from "./inventory";
import { listings } from "./listings";
import { locations } from "./locations";

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

/**
 * A stock asset set aside for an order (a shop order, processing or ITAD job, an outbound load)
 * or a marketplace listing. An order's reservation (`activity_id`) is on someone's pick list
 * until picked, short-picked or released; a listing's (`listing_id`) is `listed` until sold or
 * released. One open reservation (reserved or listed) per asset, whoever holds it.
 */
export const assetReservations = pgTable(
  "asset_reservations",
  {
    id: serial("id").primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    /** The order it is reserved for (or null when a listing holds it). */
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    /** The listing it is on (or null when an order holds it). */
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "cascade" }),
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
    /** A listing's sale: what it sold for, to whom, the marketplace's order reference (closed_at is when). */
    salePrice: numeric("sale_price", { precision: 14, scale: 2, mode: "number" }),
    buyer: text("buyer"),
    saleReference: text("sale_reference"),
  },
  (t) => [
    uniqueIndex("asset_reservations_open_asset_key")
      .on(t.assetId)
      .where(sql`${t.status} in ('reserved', 'listed')`),
    index("asset_reservations_pick_idx").on(t.warehouseId, t.assignedTo).where(sql`${t.status} = 'reserved'`),
    index("asset_reservations_activity_idx").on(t.activityId, t.status),
    index("asset_reservations_listing_idx").on(t.listingId, t.status).where(sql`${t.listingId} is not null`),
    check(
      "asset_reservations_status_check",
      inList("status", [...new Set([...ids(RESERVATION_STATUSES), ...ids(LISTING_ASSET_STATUSES)])]),
    ),
    check("asset_reservations_holder_check", sql`(${t.activityId} is null) <> (${t.listingId} is null)`),
    // Orders hold reserved/picked/short; listings hold listed/sold; either may be released.
    check(
      "asset_reservations_holder_status_check",
      sql`case when ${t.listingId} is null then ${t.status} in ('reserved', 'picked', 'short', 'released') else ${t.status} in ('listed', 'sold', 'released') end`,
    ),
    check("asset_reservations_sale_check", sql`(${t.status} = 'sold') = (${t.salePrice} is not null)`),
    check(
      "asset_reservations_short_check",
      sql`(${t.status} = 'short') = (${t.shortReason} is not null) and (${t.shortReason} is null or ${inList("short_reason", ids(SHORT_PICK_REASONS))})`,
    ),
    check(
      "asset_reservations_closed_check",
      sql`(${t.status} in ('reserved', 'listed')) = (${t.closedAt} is null)`,
    ),
  ],
);
