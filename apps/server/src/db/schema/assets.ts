import {
  ASSET_SOURCES,
  ASSET_TYPE_IDS,
  DISPOSITIONS,
  HOLD_TYPES,
  LOCK_TYPES,
  NEW_IN_BOX,
  PRODUCT_GRADE_IDS,
  R2_CLASSIFICATIONS,
  STOCK_TYPES,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts, programs } from "./accounts";
import { activities, asnItems } from "./activities";
import { users } from "./auth";
import { products } from "./catalogue";
import { timestamps } from "./columns";
import { inList } from "./enum-check";
import { warehouses } from "./inventory";
import { locations } from "./locations";
import { routings } from "./reference";

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });
const weight = (name: string) => numeric(name, { precision: 12, scale: 3, mode: "number" });

/** Barcoded things: serialized units, bins, pallets, trays (SPEC §3), nested by parent. */
export const assets = pgTable(
  "assets",
  {
    id: serial("id").primaryKey(),
    barcode: text("barcode").notNull(),
    type: text("type").notNull(),
    serialNumber: text("serial_number"),
    parentId: integer("parent_id").references((): AnyPgColumn => assets.id),
    /** The activity it is on now (the receiving load at first). */
    activityId: integer("activity_id").references(() => activities.id),
    receivingActivityId: integer("receiving_activity_id").references(() => activities.id),
    /** The owning client account, kept on the asset so scope checks and lists need no join. */
    accountId: integer("account_id").references(() => accounts.id),
    warehouseId: integer("warehouse_id").references(() => warehouses.id),
    locationId: integer("location_id").references(() => locations.id),
    stockType: text("stock_type"),
    source: text("source"),
    inboundGrossWeight: weight("inbound_gross_weight"),
    inboundNetWeight: weight("inbound_net_weight"),
    value: money("value"),
    fmv: money("fmv"),
    attributes: jsonb("attributes").notNull().default(sql`'{}'::jsonb`),
    notes: text("notes"),
    locks: text("locks").array().notNull().default(sql`'{}'::text[]`),
    /** Set when a container is emptied and retired (consolidated into another); null while in use. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Why and into what it was closed, in words ("Emptied into BIN-DAL-000042"). */
    closedNote: text("closed_note"),
    /** IT asset disposition: the grades of the device's latest test result (A–F). */
    grade: text("grade"),
    cosmeticGrade: text("cosmetic_grade"),
    functionalGrade: text("functional_grade"),
    /** Where the device goes: suggested by its test, set by a person or bulk routing. */
    disposition: text("disposition"),
    r2Classification: text("r2_classification"),
    /** The eCommerce cutline of its class and grade when graded: the lowest price it may sell at. */
    floorPrice: money("floor_price"),
    routingId: integer("routing_id").references(() => routings.id),
    newInBox: text("new_in_box"),
    /** A component harvested from a device: the device it came out of. */
    /** The ASN line it was announced on, linked at receiving by serial (the evidence chain's start). */
    asnItemId: bigint("asn_item_id", { mode: "number" }).references(() => asnItems.id, {
      onDelete: "set null",
    }),
    harvestedFromId: integer("harvested_from_id").references((): AnyPgColumn => assets.id),
    /** A container packed as an LPN: when it was (last) packed. */
    packedAt: timestamp("packed_at", { withTimezone: true }),
    /** A packed container: when an asset last went into or out of it (kept by a trigger). */
    contentsChangedAt: timestamp("contents_changed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("assets_barcode_key").on(t.barcode),
    index("assets_serial_idx").on(sql`upper(${t.serialNumber})`),
    index("assets_activity_idx").on(t.activityId, t.createdAt),
    index("assets_receiving_activity_idx").on(t.receivingActivityId),
    // The assets screen: newest first across all loads, or of some accounts.
    index("assets_created_idx").on(t.createdAt, t.id),
    index("assets_account_idx").on(t.accountId, t.createdAt, t.id),
    index("assets_parent_idx").on(t.parentId),
    index("assets_location_idx").on(t.locationId),
    // Stock: the open assets of a warehouse's inventory activity, by account and location.
    index("assets_stock_idx").on(t.activityId, t.accountId, t.locationId).where(sql`${t.closedAt} is null`),
    // A user's putaway list: what they received that has no location yet.
    index("assets_putaway_idx")
      .on(t.createdBy, t.createdAt)
      .where(sql`${t.locationId} is null and ${t.closedAt} is null and ${t.parentId} is null`),
    check("assets_barcode_upper", sql`${t.barcode} = upper(${t.barcode}) and ${t.barcode} <> ''`),
    check("assets_type_check", inList("type", ASSET_TYPE_IDS)),
    check(
      "assets_stock_type_check",
      sql`${t.stockType} is null or ${inList("stock_type", ids(STOCK_TYPES))}`,
    ),
    check("assets_source_check", sql`${t.source} is null or ${inList("source", ids(ASSET_SOURCES))}`),
    check(
      "assets_locks_check",
      sql.raw(
        `"locks" <@ array[${ids(LOCK_TYPES)
          .map((id) => `'${id}'`)
          .join(", ")}]::text[]`,
      ),
    ),
    check("assets_closed_note_check", sql`(${t.closedAt} is null) = (${t.closedNote} is null)`),
    index("assets_harvested_from_idx").on(t.harvestedFromId),
    index("assets_asn_item_idx").on(t.asnItemId),
    index("assets_packed_idx").on(t.activityId, t.packedAt).where(sql`${t.packedAt} is not null`),
    check("assets_grade_check", sql`${t.grade} is null or ${inList("grade", PRODUCT_GRADE_IDS)}`),
    check(
      "assets_cosmetic_grade_check",
      sql`${t.cosmeticGrade} is null or ${inList("cosmetic_grade", PRODUCT_GRADE_IDS)}`,
    ),
    check(
      "assets_functional_grade_check",
      sql`${t.functionalGrade} is null or ${inList("functional_grade", PRODUCT_GRADE_IDS)}`,
    ),
    check(
      "assets_disposition_check",
      sql`${t.disposition} is null or ${inList("disposition", ids(DISPOSITIONS))}`,
    ),
    check(
      "assets_r2_classification_check",
      sql`${t.r2Classification} is null or ${inList("r2_classification", ids(R2_CLASSIFICATIONS))}`,
    ),
    check("assets_new_in_box_check", sql`${t.newInBox} is null or ${inList("new_in_box", ids(NEW_IN_BOX))}`),
    check("assets_not_own_parent", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/** What an asset holds of each product; the first entry (lowest position) is its product. */
export const productAssets = pgTable(
  "product_assets",
  {
    id: serial("id").primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    position: integer("position").notNull().default(0),
    quantity: numeric("quantity", { precision: 12, scale: 3, mode: "number" }).notNull().default(1),
    grossWeight: weight("gross_weight"),
    netWeight: weight("net_weight"),
    unitPrice: numeric("unit_price", { precision: 14, scale: 4, mode: "number" }),
    /** Consignment: the client's share of the sale, in percent. */
    share: numeric("share", { precision: 5, scale: 2, mode: "number" }),
    value: money("value"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("product_assets_position_key").on(t.assetId, t.position),
    index("product_assets_product_idx").on(t.productId),
    check("product_assets_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/** Holds on an asset (SPEC §3); an active one keeps it in its activity and off sale. */
export const assetHolds = pgTable(
  "asset_holds",
  {
    id: serial("id").primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    serialNumber: text("serial_number"),
    programId: integer("program_id").references(() => programs.id),
    processingInstructions: text("processing_instructions").notNull().default(""),
    fileKey: text("file_key"),
    fileName: text("file_name"),
    contentType: text("content_type"),
    size: bigint("size", { mode: "number" }),
    status: text("status").notNull().default("active"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    releasedBy: integer("released_by").references(() => users.id, { onDelete: "set null" }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("asset_holds_asset_idx").on(t.assetId, t.status),
    // One active hold per type per asset, whatever races the service's row lock misses.
    uniqueIndex("asset_holds_active_type_key").on(t.assetId, t.type).where(sql`${t.status} = 'active'`),
    index("asset_holds_status_idx").on(t.status, t.createdAt),
    check("asset_holds_type_check", inList("type", ids(HOLD_TYPES))),
    check("asset_holds_status_check", sql`${t.status} in ('active', 'released')`),
  ],
);

export const assetDocuments = pgTable(
  "asset_documents",
  {
    id: serial("id").primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("asset_documents_asset_idx").on(t.assetId, t.createdAt)],
);

/** Each pricing of a load (SPEC §7 pricing): who priced it, how, and the totals. */
export const pricingRuns = pgTable(
  "pricing_runs",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    fileName: text("file_name"),
    priced: integer("priced").notNull(),
    total: money("total").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pricing_runs_activity_idx").on(t.activityId, t.type, t.createdAt),
    check("pricing_runs_type_check", sql`${t.type} in ('yield', 'serial', 'consignment', 'fmv')`),
  ],
);
