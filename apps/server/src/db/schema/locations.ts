import {
  CYCLE_COUNT_OUTCOMES,
  CYCLE_COUNT_RESOLUTIONS,
  CYCLE_COUNT_STATUSES,
  LOCATION_TYPES,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
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
    /** A customer quarantine or redeployment location holds one client account's assets only. */
    accountId: integer("account_id").references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    index("locations_account_idx").on(t.accountId).where(sql`${t.accountId} is not null`),
    check(
      "locations_account_check",
      sql`${t.accountId} is null or ${t.type} in ('customer_quarantine', 'customer_redeployment')`,
    ),
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

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

/**
 * One cycle count of a location, or of a zone (the location and every location under it). Open
 * while counters scan; closed with its figures once the differences are adjusted or left for
 * review. Counts closed before the inventory issue have only the two quantities.
 */
export const cycleCounts = pgTable(
  "cycle_counts",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references((): AnyPgColumn => locations.id),
    status: text("status").notNull().default("closed"),
    /** A zone count: the location and all its descendants. */
    includeChildren: boolean("include_children").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
    /** When it was closed (the count's date); the start time while it is open. */
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who closed it. */
    countedBy: integer("counted_by").references(() => users.id, { onDelete: "set null" }),
    /** Assets scanned in the count's locations. */
    countedQuantity: integer("counted_quantity").notNull(),
    /** Assets the system had in the count's locations when it started. */
    expectedQuantity: integer("expected_quantity").notNull(),
    foundQuantity: integer("found_quantity").notNull().default(0),
    missingQuantity: integer("missing_quantity").notNull().default(0),
    unexpectedQuantity: integer("unexpected_quantity").notNull().default(0),
  },
  (t) => [
    index("cycle_counts_location_idx").on(t.locationId, t.countedAt.desc(), t.id.desc()),
    // One open count per location; a zone's locations are claimed in cycle_count_locations.
    uniqueIndex("cycle_counts_open_location_key").on(t.locationId).where(sql`${t.status} = 'open'`),
    check("cycle_counts_quantities_check", sql`${t.countedQuantity} >= 0 and ${t.expectedQuantity} >= 0`),
    check("cycle_counts_status_check", inList("status", ids(CYCLE_COUNT_STATUSES))),
  ],
);

/**
 * The locations a count covers (one, or a zone's), each counted by one counter at a time: a
 * counter claims a location before scanning in it, so two counters split a zone.
 */
export const cycleCountLocations = pgTable(
  "cycle_count_locations",
  {
    countId: integer("count_id")
      .notNull()
      .references(() => cycleCounts.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    claimedBy: integer("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** The counter said they have scanned everything here. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.countId, t.locationId] }),
    // An open count's locations: no location is in two open counts (checked by the service).
    index("cycle_count_locations_location_idx").on(t.locationId),
  ],
);

/**
 * Each asset of a count: expected (where the system had it at the start), found (where it was
 * scanned), both, or one only. One row per asset, so a second scan counts nothing twice. At
 * close each row gets its outcome and, for a difference, its resolution.
 */
export const cycleCountItems = pgTable(
  "cycle_count_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    countId: integer("count_id")
      .notNull()
      .references(() => cycleCounts.id, { onDelete: "cascade" }),
    assetId: integer("asset_id").notNull(),
    barcode: text("barcode").notNull(),
    expectedLocationId: integer("expected_location_id").references(() => locations.id),
    foundLocationId: integer("found_location_id").references(() => locations.id),
    scannedBy: integer("scanned_by").references(() => users.id, { onDelete: "set null" }),
    scannedAt: timestamp("scanned_at", { withTimezone: true }),
    outcome: text("outcome"),
    resolution: text("resolution"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("cycle_count_items_asset_key").on(t.countId, t.assetId),
    index("cycle_count_items_review_idx").on(t.countId).where(sql`${t.resolution} = 'review'`),
    check(
      "cycle_count_items_seen_check",
      sql`${t.expectedLocationId} is not null or ${t.foundLocationId} is not null`,
    ),
    check(
      "cycle_count_items_outcome_check",
      sql`${t.outcome} is null or ${inList("outcome", ids(CYCLE_COUNT_OUTCOMES))}`,
    ),
    check(
      "cycle_count_items_resolution_check",
      sql`${t.resolution} is null or ${inList("resolution", ids(CYCLE_COUNT_RESOLUTIONS))}`,
    ),
  ],
);
