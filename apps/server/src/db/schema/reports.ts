import { REPORT_FREQUENCY_IDS } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { activities } from "./activities";
import { users } from "./auth";
import { timestamps } from "./columns";
import { inList } from "./enum-check";

/**
 * A custom report a user saved (issue 23): its definition as the domain's ReportDefinition
 * validated it. It belongs to its owner and runs with the owner's access wherever it runs.
 */
export const savedReports = pgTable(
  "saved_reports",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    definition: jsonb("definition").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("saved_reports_owner_name_key").on(t.ownerId, sql`lower(${t.name})`)],
);

/** A saved report e-mailed daily, weekly or monthly; the sweep job sends those due. */
export const reportSchedules = pgTable(
  "report_schedules",
  {
    id: serial("id").primaryKey(),
    reportId: integer("report_id")
      .notNull()
      .references(() => savedReports.id, { onDelete: "cascade" }),
    frequency: text("frequency").notNull(),
    format: text("format").notNull().default("xlsx"),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastStatus: text("last_status"),
    lastError: text("last_error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("report_schedules_report_key").on(t.reportId),
    index("report_schedules_next_run_idx").on(t.nextRunAt),
    check("report_schedules_frequency_check", inList("frequency", REPORT_FREQUENCY_IDS)),
    check("report_schedules_format_check", sql`${t.format} in ('xlsx', 'csv', 'pdf')`),
  ],
);

/** The people a schedule mails its report to. */
export const reportScheduleRecipients = pgTable(
  "report_schedule_recipients",
  {
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => reportSchedules.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.userId] }),
    index("report_schedule_recipients_user_idx").on(t.userId),
  ],
);

// Daily rollups (issue 23): what the dashboards sum instead of scanning assets per request. A
// slice (account, day) is recomputed whole from the assets by the rollup job whenever it is
// marked dirty; 0 stands for "none" in a key column (no account, no class, no product, no user)
// and '' for no grade or disposition, so every key is part of the primary key.

/** Weight, pieces and serialized devices received per day, account, product class and product. */
export const rollupReceivedDaily = pgTable(
  "rollup_received_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    accountId: integer("account_id").notNull(),
    productClassId: integer("product_class_id").notNull(),
    productId: integer("product_id").notNull(),
    weightLbs: numeric("weight_lbs", { precision: 16, scale: 3, mode: "number" }).notNull(),
    pieces: numeric("pieces", { precision: 16, scale: 3, mode: "number" }).notNull(),
    devices: integer("devices").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.productClassId, t.productId] }),
    index("rollup_received_daily_day_idx").on(t.day),
  ],
);

/** Serialized devices received per day, account, product class, grade and disposition (as they are now). */
export const rollupDevicesDaily = pgTable(
  "rollup_devices_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    accountId: integer("account_id").notNull(),
    productClassId: integer("product_class_id").notNull(),
    grade: text("grade").notNull(),
    disposition: text("disposition").notNull(),
    devices: integer("devices").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.productClassId, t.grade, t.disposition] }),
    index("rollup_devices_daily_day_idx").on(t.day),
  ],
);

/** Devices tested per day (of the test result), account and technician. */
export const rollupTestsDaily = pgTable(
  "rollup_tests_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    accountId: integer("account_id").notNull(),
    userId: integer("user_id").notNull(),
    devices: integer("devices").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.userId] }),
    index("rollup_tests_daily_day_idx").on(t.day),
  ],
);

/** Slices whose rollups are out of date: marked in the transaction of the change, drained by the job. */
export const rollupDirty = pgTable(
  "rollup_dirty",
  {
    accountId: integer("account_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/** When the rollups were last brought up to date (one row per rollup family). */
export const rollupState = pgTable("rollup_state", {
  name: text("name").primaryKey(),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull(),
  details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
});

/**
 * When each inbound load reached received, processed and priced (the first time), written by the
 * status-change listener in the transaction of the change: turnaround and the inbound series read
 * these instead of the events table.
 */
export const loadMilestones = pgTable(
  "load_milestones",
  {
    activityId: integer("activity_id")
      .primaryKey()
      .references(() => activities.id, { onDelete: "cascade" }),
    accountId: integer("account_id"),
    programId: integer("program_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    pricedAt: timestamp("priced_at", { withTimezone: true }),
  },
  (t) => [
    index("load_milestones_account_received_idx").on(t.accountId, t.receivedAt),
    index("load_milestones_received_idx").on(t.receivedAt),
    index("load_milestones_processed_idx").on(t.processedAt),
    index("load_milestones_priced_idx").on(t.pricedAt),
  ],
);
