import {
  ECOMMERCE_PLATFORMS,
  LISTING_STATUSES,
  LISTING_TYPES,
  PRODUCT_GRADE_IDS,
  REDEPLOYMENT_ORDER_STATUSES,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  check,
  date,
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
import { accounts } from "./accounts";
import { activities } from "./activities";
import { users } from "./auth";
import { products } from "./catalogue";
import { timestamps } from "./columns";
import { inList } from "./enum-check";
import { warehouses } from "./inventory";

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });

/**
 * A marketplace listing (issue 19): a product and grade (or a hand-picked set when both are
 * empty) offered on one eCommerce platform at a price never below the class and grade cutline.
 * Its assets are asset reservations with `listing_id` set (status listed, sold or released), so
 * one asset is held by one listing, order or load at a time. Quantity is counted from them.
 */
export const listings = pgTable(
  "listings",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull().default("ecommerce"),
    platform: text("platform"),
    title: text("title").notNull(),
    description: text("description"),
    productId: integer("product_id").references(() => products.id),
    grade: text("grade"),
    /** Whose devices may go on it; null lists devices the operator owns or of any account. */
    accountId: integer("account_id").references(() => accounts.id),
    warehouseId: integer("warehouse_id").references(() => warehouses.id),
    price: money("price"),
    status: text("status").notNull().default("draft"),
    /** The platform's own reference for the listing (item number), matched by sold-items reports. */
    reference: text("reference"),
    listedAt: timestamp("listed_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("listings_status_idx").on(t.status, t.id),
    index("listings_product_idx").on(t.productId, t.grade),
    uniqueIndex("listings_platform_reference_key")
      .on(t.platform, t.reference)
      .where(sql`${t.reference} is not null`),
    check("listings_type_check", inList("type", ids(LISTING_TYPES))),
    check(
      "listings_platform_check",
      sql`${t.platform} is null or ${inList("platform", ids(ECOMMERCE_PLATFORMS))}`,
    ),
    check("listings_status_check", inList("status", ids(LISTING_STATUSES))),
    check("listings_grade_check", sql`${t.grade} is null or ${inList("grade", PRODUCT_GRADE_IDS)}`),
    check("listings_price_check", sql`${t.price} is null or ${t.price} >= 0`),
    check(
      "listings_listed_check",
      sql`${t.status} = 'draft' or (${t.price} is not null and ${t.platform} is not null)`,
    ),
  ],
);

/**
 * A client's order of devices kept for redeployment (location type customer_redeployment) for
 * one person and address. Submitting it reserves matching devices onto an outbound load to the
 * client (`outbound_activity_id`); the order then follows that load (picking, shipped, delivered).
 */
export const redeploymentOrders = pgTable(
  "redeployment_orders",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    status: text("status").notNull().default("draft"),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email"),
    recipientPhone: text("recipient_phone"),
    /** Where the devices go: line1, line2, city, region, postalCode, country (ISO 3166 alpha-2). */
    address: jsonb("address").notNull(),
    neededBy: date("needed_by", { mode: "string" }),
    notes: text("notes"),
    outboundActivityId: integer("outbound_activity_id").references(() => activities.id),
    /** The program's hard drive redeploy charge applied at submission: drives counted and the amount. */
    driveCount: integer("drive_count").notNull().default(0),
    driveCharge: money("drive_charge"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    submittedBy: integer("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    canceledBy: integer("canceled_by").references(() => users.id, { onDelete: "set null" }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    ...timestamps,
  },
  (t) => [
    index("redeployment_orders_account_idx").on(t.accountId, t.id),
    index("redeployment_orders_status_idx").on(t.status, t.id),
    index("redeployment_orders_outbound_idx").on(t.outboundActivityId),
    check("redeployment_orders_status_check", inList("status", ids(REDEPLOYMENT_ORDER_STATUSES))),
    check(
      "redeployment_orders_canceled_check",
      sql`(${t.status} = 'canceled') = (${t.canceledAt} is not null)`,
    ),
  ],
);

/** What a redeployment order asks for: so many devices of a product (and grade, when given). */
export const redeploymentOrderLines = pgTable(
  "redeployment_order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => redeploymentOrders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    grade: text("grade"),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    uniqueIndex("redeployment_order_lines_key").on(t.orderId, t.productId, sql`coalesce(${t.grade}, '')`),
    check("redeployment_order_lines_quantity_check", sql`${t.quantity} > 0`),
    check(
      "redeployment_order_lines_grade_check",
      sql`${t.grade} is null or ${inList("grade", PRODUCT_GRADE_IDS)}`,
    ),
  ],
);
