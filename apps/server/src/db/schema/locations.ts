import { LOCATION_TYPES } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps } from "./columns";
import { inList } from "./enum-check";
import { warehouses } from "./inventory";

/** Locations of a warehouse, a tree (zone → aisle → rack → bin). */
export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    parentId: integer("parent_id"),
    barcode: text("barcode").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("locations_warehouse_barcode_key").on(t.warehouseId, t.barcode),
    // Target of the parent key below: a parent must be in the same warehouse, checked by the database.
    unique("locations_id_warehouse_key").on(t.id, t.warehouseId),
    foreignKey({
      name: "locations_parent_fk",
      columns: [t.parentId, t.warehouseId],
      foreignColumns: [t.id, t.warehouseId],
    }),
    index("locations_parent_idx").on(t.parentId),
    index("locations_warehouse_type_idx").on(t.warehouseId, t.type),
    index("locations_barcode_trgm_idx").using("gin", sql`${t.barcode} gin_trgm_ops`),
    index("locations_name_trgm_idx").using("gin", sql`(lower(${t.name})) gin_trgm_ops`),
    check(
      "locations_type_check",
      inList(
        "type",
        LOCATION_TYPES.map((o) => o.id),
      ),
    ),
    check("locations_barcode_upper", sql`${t.barcode} = upper(${t.barcode}) and ${t.barcode} <> ''`),
    check("locations_not_own_parent", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/**
 * One cycle count of a location: how many items were found against how many the system
 * expected. Written by the inventory issue; the summary call reads the latest.
 */
export const cycleCounts = pgTable(
  "cycle_counts",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references((): AnyPgColumn => locations.id),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull().defaultNow(),
    countedBy: integer("counted_by").references(() => users.id, { onDelete: "set null" }),
    countedQuantity: integer("counted_quantity").notNull(),
    expectedQuantity: integer("expected_quantity").notNull(),
  },
  (t) => [
    index("cycle_counts_location_idx").on(t.locationId, t.countedAt.desc(), t.id.desc()),
    check("cycle_counts_quantities_check", sql`${t.countedQuantity} >= 0 and ${t.expectedQuantity} >= 0`),
  ],
);
