import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const weight = (name: string) => numeric(name, { precision: 12, scale: 3, mode: "number" });

/**
 * Stock as the stock screen sums it: one row per product entry of an in-stock asset (open, on its
 * warehouse's inventory activity), with the asset's dimensions copied beside the entry's figures.
 * Kept by triggers on `assets` and `product_assets` (migration 0019), so no write path can forget
 * it; the summary of a warehouse sums this narrow table instead of joining a million entries.
 * `value` is the entry's value plus the asset's own value (serial pricing) on its first entry.
 */
export const stockEntries = pgTable(
  "stock_entries",
  {
    entryId: integer("entry_id").primaryKey(),
    assetId: integer("asset_id").notNull(),
    activityId: integer("activity_id").notNull(),
    accountId: integer("account_id"),
    productId: integer("product_id").notNull(),
    locationId: integer("location_id"),
    stockType: text("stock_type"),
    /** When the asset was received (created). */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 3, mode: "number" }).notNull(),
    grossWeight: weight("gross_weight").notNull(),
    netWeight: weight("net_weight").notNull(),
    value: numeric("value", { precision: 16, scale: 4, mode: "number" }).notNull(),
  },
  (t) => [
    index("stock_entries_asset_idx").on(t.assetId),
    index("stock_entries_activity_idx").on(t.activityId, t.accountId, t.productId),
    index("stock_entries_location_idx").on(t.locationId).where(sql`${t.locationId} is not null`),
  ],
);
