import { PICKUP_LABEL_KINDS } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { activities } from "./activities";
import { assets } from "./assets";
import { users } from "./auth";
import { timestamps } from "./columns";
import { inList } from "./enum-check";
import { warehouses } from "./inventory";

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

/** Numbers pickup label barcodes (`PU` and eight digits); never reused. */
export const pickupLabelSeq = pgSequence("pickup_label_seq", { startWith: 1 });

/**
 * A pickup label (issue 20, SPEC §3: barcode, warehouseId, loadDate): printed in a batch for a
 * warehouse and load date, put on a bin at a client's site by the driver, assigned to an account
 * and the pickup's inbound load (with the weight), and checked in at the dock, which makes it an
 * asset with the same barcode on that load. `bin` rows are bins registered one by one.
 */
export const pickupLabels = pgTable(
  "pickup_labels",
  {
    id: serial("id").primaryKey(),
    barcode: text("barcode").notNull(),
    kind: text("kind").notNull().default("label"),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    loadDate: date("load_date", { mode: "string" }).notNull(),
    accountId: integer("account_id").references(() => accounts.id),
    activityId: integer("activity_id").references(() => activities.id),
    weight: numeric("weight", { precision: 12, scale: 3, mode: "number" }),
    notes: text("notes"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: integer("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    assetId: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("pickup_labels_barcode_key").on(t.barcode),
    index("pickup_labels_date_idx").on(t.warehouseId, t.loadDate, t.id),
    index("pickup_labels_activity_idx").on(t.activityId),
    check("pickup_labels_kind_check", inList("kind", ids(PICKUP_LABEL_KINDS))),
    check("pickup_labels_weight_check", sql`${t.weight} is null or ${t.weight} >= 0`),
  ],
);
