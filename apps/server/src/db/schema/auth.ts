import { PERMISSION_IDS, ROLE_TYPE_IDS, USER_TYPE_IDS } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { inList } from "./enum-check";
import { warehouses } from "./inventory";

/** The text the users list searches; the trigram index is on exactly this expression. */
export function userSearchText(t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) {
  return sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}))`;
}

export const roles = pgTable(
  "roles",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type").notNull(),
  },
  (t) => [
    uniqueIndex("roles_type_name_key").on(t.type, t.name),
    check("roles_type_check", inList("type", ROLE_TYPE_IDS)),
  ],
);

/** What each role may do (`area.action`); the roles screen edits these rows. */
export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permission: text("permission").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permission] }),
    check("role_permissions_permission_check", inList("permission", PERMISSION_IDS)),
  ],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    warehouseId: integer("warehouse_id").references(() => warehouses.id),
    entitlements: text("entitlements").array().notNull().default(sql`'{}'::text[]`),
    type: text("type").notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_warehouse_idx").on(t.warehouseId),
    index("users_entitlements_idx").using("gin", t.entitlements),
    index("users_type_idx").on(t.type),
    index("users_name_idx").on(t.lastName, t.firstName, t.id),
    index("users_search_idx").using("gin", sql`${userSearchText(t)} gin_trgm_ops`),
    check("users_type_check", inList("type", USER_TYPE_IDS)),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("user_roles_role_idx").on(t.roleId)],
);

/** Sessions live in the database so any server process can serve any request. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Failed sign-ins, counted per email and per address for the rate limit. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_email_idx").on(t.email, t.createdAt),
    index("login_failures_ip_idx").on(t.ip, t.createdAt),
  ],
);
