import { EVENT_REASON_CODES } from "@ops/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { activities } from "./activities";
import { assets } from "./assets";
import { users } from "./auth";
import { timestamps } from "./columns";
import { inList } from "./enum-check";
import { locations } from "./locations";

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

/**
 * Time worked on an activity (SPEC §3 labor segment): a person clocked in at a workstation with
 * a crew, until they clock out for a reason code; `virtual` segments are entered by hand for work
 * done off the clock. Person-hours are the duration times the crew size.
 */
export const laborSegments = pgTable(
  "labor_segments",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    workstationId: integer("workstation_id").references(() => locations.id),
    type: text("type").notNull().default("clock"),
    crewSize: integer("crew_size").notNull().default(1),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** Null while the person is clocked in. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    reasonCode: text("reason_code"),
    note: text("note"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("labor_segments_activity_idx").on(t.activityId, t.startedAt),
    index("labor_segments_user_idx").on(t.userId, t.startedAt),
    // One open segment per person, whatever races the service's lock misses.
    uniqueIndex("labor_segments_open_key").on(t.userId).where(sql`${t.endedAt} is null`),
    check("labor_segments_type_check", sql`${t.type} in ('clock', 'virtual')`),
    check("labor_segments_crew_check", sql`${t.crewSize} >= 1`),
    check("labor_segments_order_check", sql`${t.endedAt} is null or ${t.endedAt} > ${t.startedAt}`),
    check("labor_segments_virtual_closed", sql`${t.type} = 'clock' or ${t.endedAt} is not null`),
    check(
      "labor_segments_reason_check",
      sql`${t.reasonCode} is null or ${inList("reason_code", ids(EVENT_REASON_CODES))}`,
    ),
  ],
);

/** Input bins assigned to a shop order or processing job (SPEC §3 bin assignments), before they are worked. */
export const binAssignments = pgTable(
  "bin_assignments",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bin_assignments_key").on(t.activityId, t.assetId),
    index("bin_assignments_asset_idx").on(t.assetId),
  ],
);

/**
 * The assets a work order (shop order, processing job) has worked: `input` ones scanned into it
 * (its processed list), `created` ones made in it out of an input (new bins, serials taken out),
 * with the source they came from. `lastAction` is the latest processing step's action name and
 * `completedAt` is set when it is '100% Complete' (SPEC §4): the asset is then out of the job.
 */
export const workAssets = pgTable(
  "work_assets",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    sourceAssetId: integer("source_asset_id").references(() => assets.id, { onDelete: "set null" }),
    lastAction: text("last_action"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("work_assets_key").on(t.activityId, t.assetId),
    // The job's lists, newest first: processed (input) and created, open ones first.
    index("work_assets_list_idx").on(t.activityId, t.role, t.createdAt, t.id),
    index("work_assets_asset_idx").on(t.assetId),
    index("work_assets_user_idx").on(t.addedBy, t.createdAt),
    check("work_assets_role_check", sql`${t.role} in ('input', 'created')`),
  ],
);
