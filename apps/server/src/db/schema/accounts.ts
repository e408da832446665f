import {
  ACCOUNT_PRICING_MODE_IDS,
  ACCOUNT_STATUS_IDS,
  ACCOUNT_TYPE_IDS,
  ASSET_FORM_VARIANT_IDS,
  CERTIFICATE_TYPES,
  INBOUND_FORM_VARIANT_IDS,
  idsOf,
  NOTIFICATION_KIND_IDS,
  PRICE_TYPE_IDS,
  PRICING_METHOD_IDS,
  SUBSCRIPTION_LEVEL_IDS,
  UNIT_OF_MEASURE_IDS,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
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
import { roles, users } from "./auth";
import { products, services } from "./catalogue";
import { timestamps } from "./columns";
import { inList } from "./enum-check";

export const pricebooks = pgTable(
  "pricebooks",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    ...timestamps,
  },
  (t) => [uniqueIndex("pricebooks_name_key").on(sql`lower(${t.name})`)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    code: text("code"),
    type: text("type").notNull().default("active"),
    status: text("status").notNull().default("active"),
    parentId: integer("parent_id").references((): AnyPgColumn => accounts.id),
    pricingMode: text("pricing_mode").notNull().default("simple"),
    inboundForm: text("inbound_form").notNull().default("standard"),
    assetForm: text("asset_form").notNull().default("standard"),
    /** The certificate its loads get (SPEC §3): none, of data destruction, or of recycling. */
    certificateType: text("certificate_type").notNull().default("destruction"),
    /** What the client's dashboards include (issue 23; SUBSCRIPTION_LEVELS); set by operators. */
    subscriptionLevel: text("subscription_level").notNull().default("essentials"),
    pricebookId: integer("pricebook_id").references(() => pricebooks.id),
    email: text("email"),
    phone: text("phone"),
    street: text("street"),
    city: text("city"),
    region: text("region"),
    postalCode: text("postal_code"),
    country: text("country"),
    notes: text("notes"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("accounts_type_name_key").on(t.type, sql`lower(${t.name})`),
    uniqueIndex("accounts_code_key").on(sql`lower(${t.code})`),
    index("accounts_parent_idx").on(t.parentId),
    index("accounts_type_status_idx").on(t.type, t.status),
    index("accounts_name_trgm_idx").using("gin", sql`(lower(${t.name})) gin_trgm_ops`),
    check("accounts_type_check", inList("type", ACCOUNT_TYPE_IDS)),
    check("accounts_status_check", inList("status", ACCOUNT_STATUS_IDS)),
    check("accounts_pricing_mode_check", inList("pricing_mode", ACCOUNT_PRICING_MODE_IDS)),
    check("accounts_inbound_form_check", inList("inbound_form", INBOUND_FORM_VARIANT_IDS)),
    check("accounts_asset_form_check", inList("asset_form", ASSET_FORM_VARIANT_IDS)),
    check("accounts_certificate_type_check", inList("certificate_type", idsOf(CERTIFICATE_TYPES))),
    check("accounts_subscription_level_check", inList("subscription_level", SUBSCRIPTION_LEVEL_IDS)),
    check("accounts_not_own_parent", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

export const accountUsers = pgTable(
  "account_users",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id").references(() => roles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index("account_users_user_idx").on(t.userId)],
);

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    title: text("title"),
    email: text("email"),
    phone: text("phone"),
    notifications: text("notifications").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    index("contacts_account_idx").on(t.accountId),
    check(
      "contacts_notifications_check",
      sql.raw(`"notifications" <@ array[${NOTIFICATION_KIND_IDS.map((k) => `'${k}'`).join(", ")}]::text[]`),
    ),
  ],
);

export const accountDocuments = pgTable(
  "account_documents",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    dsvType: text("dsv_type"),
    clientAccess: boolean("client_access").notNull().default(false),
    expiryDate: date("expiry_date", { mode: "string" }),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("account_documents_account_idx").on(t.accountId, t.createdAt),
    index("account_documents_expiry_idx").on(t.expiryDate),
  ],
);

export const programTemplates = pgTable(
  "program_templates",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    serviceCategories: text("service_categories").array().notNull().default(sql`'{}'::text[]`),
    serviceIds: integer("service_ids").array().notNull().default(sql`'{}'::integer[]`),
    rules: jsonb("rules").notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex("program_templates_name_key").on(sql`lower(${t.name})`)],
);

export const programs = pgTable(
  "programs",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    templateId: integer("template_id").references(() => programTemplates.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    active: boolean("active").notNull().default(true),
    serviceCategories: text("service_categories").array().notNull().default(sql`'{}'::text[]`),
    rules: jsonb("rules").notNull().default(sql`'[]'::jsonb`),
    /** Overrides the account's certificate type for the program's loads; null keeps the account's. */
    certificateType: text("certificate_type"),
    /** Days the program promises from received to priced (the turnaround dashboard; null: none). */
    turnaroundDays: integer("turnaround_days"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("programs_account_name_key").on(t.accountId, sql`lower(${t.name})`),
    check(
      "programs_certificate_type_check",
      sql`${t.certificateType} is null or ${inList("certificate_type", idsOf(CERTIFICATE_TYPES))}`,
    ),
  ],
);

/** The services a program includes. */
export const programServices = pgTable(
  "program_services",
  {
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.programId, t.serviceId] })],
);

/**
 * One saved version of a price list: an account's inbound or outbound prices, or a price
 * book's. Saving writes a new version; older ones stay for the history screens.
 */
export const priceLists = pgTable(
  "price_lists",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    pricebookId: integer("pricebook_id").references(() => pricebooks.id, { onDelete: "cascade" }),
    type: text("type"),
    version: integer("version").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("price_lists_account_version_key").on(t.accountId, t.type, t.version),
    uniqueIndex("price_lists_pricebook_version_key").on(t.pricebookId, t.version),
    check("price_lists_owner_check", sql`(${t.accountId} is null) <> (${t.pricebookId} is null)`),
    check(
      "price_lists_type_check",
      sql`(${t.accountId} is null and ${t.type} is null) or ${inList("type", PRICE_TYPE_IDS)}`,
    ),
  ],
);

export const priceEntries = pgTable(
  "price_entries",
  {
    id: serial("id").primaryKey(),
    priceListId: integer("price_list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: integer("product_id").references(() => products.id),
    serviceId: integer("service_id").references(() => services.id),
    method: text("method").notNull(),
    customName: text("custom_name"),
    unit: text("unit").notNull(),
    price: numeric("price", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    index("price_entries_list_idx").on(t.priceListId, t.position),
    check("price_entries_item_check", sql`(${t.productId} is null) <> (${t.serviceId} is null)`),
    check("price_entries_method_check", inList("method", PRICING_METHOD_IDS)),
    check("price_entries_unit_check", inList("unit", UNIT_OF_MEASURE_IDS)),
  ],
);
