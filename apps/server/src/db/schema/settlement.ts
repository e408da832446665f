import {
  PAYMENT_TYPES,
  PROGRAM_RULE_TYPE_IDS,
  SETTLEMENT_LINE_KIND_IDS,
  STATEMENT_STATUS_IDS,
  UNIT_OF_MEASURE_IDS,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  bigserial,
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
import { activities } from "./activities";
import { users } from "./auth";
import { products, services } from "./catalogue";
import { timestamps } from "./columns";
import { inList } from "./enum-check";
import { assetReservations } from "./reservations";

// Money is read as decimal strings here (never floats): settlement arithmetic is exact (issue 22).
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "string" });

/**
 * A load's settlement statement (issue 22). While `draft` it keeps only the inputs a person
 * typed (payment type, carrier cost, miles, notes, typed lines): its other lines are computed on
 * each read from the load's pricing and its program's rules. Marking the load priced freezes it
 * `final` with every line stored; after that only adjustments (with a reason and who) and dated
 * revenue-share lines are added. `net` and `revenue_share` are kept with the lines they sum so
 * lists sort and total without reading lines.
 */
export const settlementStatements = pgTable(
  "settlement_statements",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("draft"),
    paymentType: text("payment_type"),
    carrierCost: money("carrier_cost"),
    miles: numeric("miles", { precision: 12, scale: 3, mode: "string" }),
    notes: text("notes"),
    net: money("net").notNull().default("0"),
    revenueShare: money("revenue_share").notNull().default("0"),
    /** The program rules the settlement could not apply as stored, with why (frozen when final). */
    skippedRules: jsonb("skipped_rules").notNull().default(sql`'[]'::jsonb`),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    finalizedBy: integer("finalized_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("settlement_statements_activity_key").on(t.activityId),
    index("settlement_statements_list_idx").on(t.status, t.finalizedAt, t.id),
    check("settlement_statements_status_check", inList("status", STATEMENT_STATUS_IDS)),
    check(
      "settlement_statements_payment_type_check",
      sql`${t.paymentType} is null or ${inList(
        "payment_type",
        PAYMENT_TYPES.map((p) => p.id),
      )}`,
    ),
    check("settlement_statements_final_check", sql`(${t.status} = 'final') = (${t.finalizedAt} is not null)`),
    check("settlement_statements_carrier_cost_check", sql`${t.carrierCost} is null or ${t.carrierCost} >= 0`),
    check("settlement_statements_miles_check", sql`${t.miles} is null or ${t.miles} >= 0`),
  ],
);

/**
 * One stored line of a statement: every line of a final one; on a draft only the lines typed
 * by hand (`manual`). Positive amounts are owed to the client, negative ones charged.
 * A revenue-share line names the sale (`reservation_id`) it shares, once per statement.
 */
export const settlementLines = pgTable(
  "settlement_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    statementId: integer("statement_id")
      .notNull()
      .references(() => settlementStatements.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    kind: text("kind").notNull(),
    rule: text("rule"),
    source: text("source").notNull(),
    description: text("description").notNull(),
    productId: integer("product_id").references(() => products.id),
    serviceId: integer("service_id").references(() => services.id),
    quantity: numeric("quantity", { precision: 14, scale: 3, mode: "string" }).notNull(),
    unit: text("unit").notNull(),
    unitPrice: numeric("unit_price", { precision: 14, scale: 4, mode: "string" }),
    amount: money("amount").notNull(),
    lineDate: date("line_date", { mode: "string" }).notNull(),
    reason: text("reason"),
    reservationId: integer("reservation_id").references(() => assetReservations.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("settlement_lines_statement_idx").on(t.statementId, t.position, t.id),
    uniqueIndex("settlement_lines_sale_key")
      .on(t.statementId, t.reservationId)
      .where(sql`${t.reservationId} is not null`),
    check("settlement_lines_kind_check", inList("kind", SETTLEMENT_LINE_KIND_IDS)),
    check("settlement_lines_unit_check", inList("unit", UNIT_OF_MEASURE_IDS)),
    check("settlement_lines_rule_check", sql`${t.rule} is null or ${inList("rule", PROGRAM_RULE_TYPE_IDS)}`),
    check(
      "settlement_lines_reason_check",
      sql`${t.kind} <> 'adjustment' or (${t.reason} is not null and ${t.createdBy} is not null)`,
    ),
  ],
);
