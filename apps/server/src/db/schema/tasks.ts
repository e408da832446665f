import { PRIORITY_VALUES, TASK_STATUS_IDS, TASK_TYPE_IDS } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
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
import { timestamps } from "./columns";
import { inList } from "./enum-check";

/**
 * A type of task (issue 21, SPEC §3 task type): a named kind of work kept on its CRUD screen,
 * each of one SPEC category (`critical_alert` … `standard_procedure`) that decides behaviour (a
 * critical alert notifies its assignees at once), with the priority new tasks of it start at.
 */
export const taskTypes = pgTable(
  "task_types",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description"),
    defaultPriority: integer("default_priority").notNull().default(50),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("task_types_name_key").on(sql`lower(${t.name})`),
    check("task_types_category_check", inList("category", TASK_TYPE_IDS)),
    check("task_types_priority_check", sql.raw(`"default_priority" in (${PRIORITY_VALUES.join(", ")})`)),
  ],
);

/** A group of operators who share tasks (SPEC §3 task group), with its members and task types. */
export const taskGroups = pgTable(
  "task_groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("task_groups_name_key").on(sql`lower(${t.name})`)],
);

/** A member of a task group (SPEC §3 group member): an operator user. */
export const taskGroupMembers = pgTable(
  "task_group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => taskGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("task_group_members_user_idx").on(t.userId)],
);

/** The task types a group takes (SPEC §7 group types). */
export const taskGroupTypes = pgTable(
  "task_group_types",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => taskGroups.id, { onDelete: "cascade" }),
    taskTypeId: integer("task_type_id")
      .notNull()
      .references(() => taskTypes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.taskTypeId] })],
);

/**
 * A task (SPEC §3): what to do, of a type, with a status, priority (25/50/75), due date, an
 * assignee and/or a group, and optionally the load or asset it is about. Its changes are events
 * (the events table's `task_id`), its discussion comments.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    taskTypeId: integer("task_type_id")
      .notNull()
      .references(() => taskTypes.id),
    status: text("status").notNull().default("new"),
    priority: integer("priority").notNull().default(50),
    dueDate: date("due_date", { mode: "string" }),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    groupId: integer("group_id").references(() => taskGroups.id, { onDelete: "set null" }),
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "set null" }),
    assetId: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("tasks_status_idx").on(t.status, t.dueDate),
    index("tasks_assignee_idx").on(t.assigneeId, t.status),
    index("tasks_group_idx").on(t.groupId, t.status),
    index("tasks_activity_idx").on(t.activityId),
    index("tasks_asset_idx").on(t.assetId),
    check("tasks_status_check", inList("status", TASK_STATUS_IDS)),
    check("tasks_priority_check", sql.raw(`"priority" in (${PRIORITY_VALUES.join(", ")})`)),
  ],
);

/** A comment on a task (SPEC §3 task comment). */
export const taskComments = pgTable(
  "task_comments",
  {
    id: serial("id").primaryKey(),
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    ...timestamps,
  },
  (t) => [index("task_comments_task_idx").on(t.taskId, t.createdAt)],
);
