import { OUTBOUND_PRICE_UNITS, PACKAGING_TYPES, PACKING_LIST_STATUSES } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { activities } from "./activities";
import { assets } from "./assets";
import { users } from "./auth";
import { products } from "./catalogue";
import { timestamps } from "./columns";
import { inList } from "./enum-check";

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);
const weight = (name: string) => numeric(name, { precision: 12, scale: 3, mode: "number" });

/** Numbers in shipping unit barcodes (`PL-100042`): one sequence, so two servers never pick the same. */
export const packingListNumbers = pgSequence("packing_list_number_seq", { startWith: 100001 });

/**
 * What an outbound load sells each product at (the load builder's selected products, or the
 * buyer's outbound price list when the load was made by hand): a price per net lb or per piece,
 * with the margin it was set at over the stock's priced value. Unit prices keep four decimals
 * (commodity is quoted in tenths of a cent per lb); amounts are rounded to cents when summed.
 */
export const outboundProducts = pgTable(
  "outbound_products",
  {
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    unit: text("unit").notNull(),
    unitPrice: numeric("unit_price", { precision: 14, scale: 4, mode: "string" }).notNull(),
    marginPercent: numeric("margin_percent", { precision: 7, scale: 2, mode: "string" }),
    /** The stock's priced value of the product's assets when the load was confirmed (its cost). */
    costValue: numeric("cost_value", { precision: 14, scale: 2, mode: "string" }),
    setBy: integer("set_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.productId] }),
    check("outbound_products_unit_check", inList("unit", ids(OUTBOUND_PRICE_UNITS))),
    check("outbound_products_price_check", sql`${t.unitPrice} >= 0`),
    check(
      "outbound_products_margin_check",
      sql`${t.marginPercent} is null or (${t.marginPercent} >= 0 and ${t.marginPercent} < 100)`,
    ),
  ],
);

/**
 * A shipping unit of an outbound load (pallet, gaylord or box) and its packing list: picked assets
 * are consolidated onto it, it is weighed and closed, and its packing list travels with it.
 */
export const packingLists = pgTable(
  "packing_lists",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    /** `PL-<number>` from packing_list_number_seq: scanned at the dock, printed on the label. */
    barcode: text("barcode").notNull(),
    packaging: text("packaging").notNull(),
    status: text("status").notNull().default("open"),
    grossWeight: weight("gross_weight"),
    tareWeight: weight("tare_weight"),
    notes: text("notes"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    closedBy: integer("closed_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("packing_lists_barcode_key").on(t.barcode),
    index("packing_lists_activity_idx").on(t.activityId, t.id),
    check("packing_lists_packaging_check", inList("packaging", ids(PACKAGING_TYPES))),
    check("packing_lists_status_check", inList("status", ids(PACKING_LIST_STATUSES))),
    check("packing_lists_closed_check", sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    check(
      "packing_lists_weights_check",
      sql`(${t.grossWeight} is null or ${t.grossWeight} >= 0) and (${t.tareWeight} is null or ${t.tareWeight} >= 0)`,
    ),
  ],
);

/** An asset on a shipping unit: each asset is on at most one unit. */
export const packingListItems = pgTable(
  "packing_list_items",
  {
    packingListId: integer("packing_list_id")
      .notNull()
      .references(() => packingLists.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("packing_list_items_asset_key").on(t.assetId),
    index("packing_list_items_list_idx").on(t.packingListId),
  ],
);
