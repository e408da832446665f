import {
  ACTIVITY_STATUS_IDS,
  ACTIVITY_TYPE_IDS,
  ASSIGNMENT_ROLES,
  INBOUND_REQUEST_STATUSES,
  NOTE_TYPES,
  QUESTION_KINDS,
  SERVICE_TIER_IDS,
  SHIPMENT_SIZE_IDS,
  SOW_PROVIDERS,
  TRANSPORT_TYPE_IDS,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts, programs } from "./accounts";
import { users } from "./auth";
import { carriers } from "./carriers";
import { products, services } from "./catalogue";
import { timestamps } from "./columns";
import { inList } from "./enum-check";
import { warehouses } from "./inventory";

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

/** Numbers in load slugs (`dal-in-100042`): one sequence, so two servers never pick the same. */
export const activityNumbers = pgSequence("activity_number_seq", { startWith: 100001 });
export const inboundRequestNumbers = pgSequence("inbound_request_number_seq", { startWith: 5001 });

/** A client's pickup request; an operator turns it into an inbound load. */
export const inboundRequests = pgTable(
  "inbound_requests",
  {
    id: serial("id").primaryKey(),
    number: integer("number").notNull(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id),
    status: text("status").notNull().default("submitted"),
    requestedStart: date("requested_start", { mode: "string" }).notNull(),
    requestedEnd: date("requested_end", { mode: "string" }).notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    region: text("region").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone").notNull(),
    contactEmail: text("contact_email").notNull().default(""),
    shipmentSize: text("shipment_size").notNull(),
    estimatedPallets: numeric("estimated_pallets", { precision: 12, scale: 3, mode: "number" }),
    estimatedWeight: numeric("estimated_weight", { precision: 12, scale: 3, mode: "number" }),
    estimatedUnits: numeric("estimated_units", { precision: 12, scale: 3, mode: "number" }),
    notes: text("notes").notNull().default(""),
    answers: jsonb("answers").notNull().default(sql`'{}'::jsonb`),
    attributes: jsonb("attributes").notNull().default(sql`'{}'::jsonb`),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("inbound_requests_number_key").on(t.number),
    index("inbound_requests_account_idx").on(t.accountId, t.createdAt),
    index("inbound_requests_status_idx").on(t.status, t.number),
    check("inbound_requests_status_check", inList("status", ids(INBOUND_REQUEST_STATUSES))),
    check("inbound_requests_shipment_size_check", inList("shipment_size", SHIPMENT_SIZE_IDS)),
    check("inbound_requests_window_check", sql`${t.requestedEnd} >= ${t.requestedStart}`),
  ],
);

export const inboundRequestQuestions = pgTable(
  "inbound_request_questions",
  {
    id: serial("id").primaryKey(),
    question: text("question").notNull(),
    kind: text("kind").notNull().default("text"),
    required: boolean("required").notNull().default(false),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  () => [check("inbound_request_questions_kind_check", inList("kind", ids(QUESTION_KINDS)))],
);

/** Every piece of work: inbound and outbound loads, processing, inventory, ITAD, mobility, shop orders. */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull(),
    /** Null only for a warehouse's own activities (its inventory activity). */
    accountId: integer("account_id").references(() => accounts.id),
    programId: integer("program_id").references(() => programs.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    shipmentSize: text("shipment_size"),
    serviceTier: text("service_tier"),
    transportType: text("transport_type"),
    carrierId: integer("carrier_id").references(() => carriers.id),
    logisticsCoordinatorId: integer("logistics_coordinator_id").references(() => users.id),
    vendorAccountId: integer("vendor_account_id").references(() => accounts.id),
    scheduledDate: date("scheduled_date", { mode: "string" }),
    /** HH:MM, warehouse-local like the date. */
    scheduledTime: text("scheduled_time"),
    routine: boolean("routine").notNull().default(false),
    gateControl: boolean("gate_control").notNull().default(false),
    clientRef: text("client_ref"),
    description: text("description"),
    parentId: integer("parent_id").references((): AnyPgColumn => activities.id),
    /** The load a shop order or processing job works (its parent is a parent shop order). */
    loadId: integer("load_id").references((): AnyPgColumn => activities.id),
    inboundRequestId: integer("inbound_request_id").references(() => inboundRequests.id),
    attributes: jsonb("attributes").notNull().default(sql`'{}'::jsonb`),
    /**
     * The integration that created the record (an API automation of a client or a buyer), or null
     * when a person did; only such a load is withdrawn by the cancel-integration-load call.
     */
    integration: text("integration"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("activities_slug_key").on(t.slug),
    uniqueIndex("activities_inbound_request_key").on(t.inboundRequestId),
    index("activities_type_created_idx").on(t.type, t.createdAt, t.id),
    // The unfiltered list, newest first (GET /activities default order).
    index("activities_created_idx").on(t.createdAt, t.id),
    index("activities_type_status_idx").on(t.type, t.status, t.createdAt),
    index("activities_account_idx").on(t.accountId, t.createdAt),
    index("activities_warehouse_date_idx").on(t.warehouseId, t.scheduledDate, t.scheduledTime),
    index("activities_date_idx").on(t.scheduledDate),
    index("activities_coordinator_idx").on(t.logisticsCoordinatorId),
    index("activities_vendor_idx").on(t.vendorAccountId, t.scheduledDate),
    index("activities_carrier_idx").on(t.carrierId),
    index("activities_parent_idx").on(t.parentId),
    index("activities_load_idx").on(t.loadId),
    index("activities_slug_trgm_idx").using("gin", sql`${t.slug} gin_trgm_ops`),
    index("activities_client_ref_trgm_idx").using("gin", sql`(lower(${t.clientRef})) gin_trgm_ops`),
    check("activities_type_check", inList("type", ACTIVITY_TYPE_IDS)),
    check("activities_status_check", inList("status", ACTIVITY_STATUS_IDS)),
    check(
      "activities_shipment_size_check",
      sql`${t.shipmentSize} is null or ${inList("shipment_size", SHIPMENT_SIZE_IDS)}`,
    ),
    check(
      "activities_service_tier_check",
      sql`${t.serviceTier} is null or ${inList("service_tier", SERVICE_TIER_IDS)}`,
    ),
    check(
      "activities_transport_type_check",
      sql`${t.transportType} is null or ${inList("transport_type", TRANSPORT_TYPE_IDS)}`,
    ),
    check(
      "activities_time_check",
      sql`${t.scheduledTime} is null or ${t.scheduledTime} ~ '^([01][0-9]|2[0-3]):[0-5][05]$'`,
    ),
    check("activities_slug_check", sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check(
      "activities_account_check",
      sql`${t.accountId} is not null or ${t.type} in ('inventory', 'mobility')`,
    ),
    check("activities_not_own_parent", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/**
 * The chain of custody: every change to an activity (and, with the assets issue, to an asset)
 * is a row here — who, when, what, before and after.
 */
export const events = pgTable(
  "events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    barcode: text("barcode"),
    /**
     * The asset the event is about, as it was then. The barcode is a label that a later asset may
     * carry again; an asset's history is read by this id (no foreign key: a removed asset's
     * events stay in its load's history, and its id is never given again).
     */
    assetId: integer("asset_id"),
    /** The task (issue 21) or support request the event is about, when it is about one. */
    taskId: integer("task_id"),
    supportRequestId: integer("support_request_id"),
    action: text("action").notNull(),
    /** The program rule that wrote this event, when one did (SPEC §3 program rule types). */
    rule: text("rule"),
    reasonCode: text("reason_code"),
    message: text("message"),
    changes: jsonb("changes").notNull().default(sql`'[]'::jsonb`),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Written by a person through `POST /events`; only these can be edited or removed. */
    manual: boolean("manual").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_activity_idx").on(t.activityId, t.createdAt),
    index("events_barcode_idx").on(t.barcode, t.createdAt),
    index("events_asset_idx").on(t.assetId, t.createdAt),
    index("events_task_idx").on(t.taskId, t.createdAt).where(sql`${t.taskId} is not null`),
    index("events_support_request_idx")
      .on(t.supportRequestId, t.createdAt)
      .where(sql`${t.supportRequestId} is not null`),
  ],
);

export const activityNotes = pgTable(
  "activity_notes",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("general"),
    note: text("note").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("activity_notes_activity_idx").on(t.activityId, t.createdAt),
    check("activity_notes_type_check", inList("type", ids(NOTE_TYPES))),
  ],
);

export const activityRatings = pgTable(
  "activity_ratings",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    comment: text("comment").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("activity_ratings_user_key").on(t.activityId, t.userId),
    check("activity_ratings_score_check", sql`${t.score} between 1 and 5`),
  ],
);

export const activityAssignments = pgTable(
  "activity_assignments",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("lead"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("activity_assignments_key").on(t.activityId, t.userId, t.role),
    index("activity_assignments_user_idx").on(t.userId),
    check("activity_assignments_role_check", inList("role", ids(ASSIGNMENT_ROLES))),
  ],
);

const fileColumns = {
  fileKey: text("file_key").notNull(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
};

export const activityDocuments = pgTable(
  "activity_documents",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    clientAccess: boolean("client_access").notNull().default(false),
    ...fileColumns,
    ...timestamps,
  },
  (t) => [index("activity_documents_activity_idx").on(t.activityId, t.createdAt)],
);

/** Photos of a load; the assets issue links them to an asset by barcode. */
export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    barcode: text("barcode"),
    /** The asset it shows, as with events: a photo follows the asset, not its barcode. */
    assetId: integer("asset_id"),
    type: text("type"),
    ...fileColumns,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("photos_activity_idx").on(t.activityId, t.createdAt),
    index("photos_barcode_idx").on(t.barcode),
    index("photos_asset_idx").on(t.assetId),
  ],
);

/** The program services this load gets (the SOW page). */
export const activityProgramServices = pgTable(
  "activity_program_services",
  {
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    /** Who performs the service (SPEC §3 sow provider). */
    provider: text("provider").notNull().default("internal"),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.serviceId] }),
    check("activity_program_services_provider_check", inList("provider", ids(SOW_PROVIDERS))),
  ],
);

/** A row of an advance shipping notice: what the client says is on the load. */
export const asnItems = pgTable(
  "asn_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    serialNumber: text("serial_number"),
    assetTag: text("asset_tag"),
    manufacturer: text("manufacturer"),
    model: text("model"),
    productId: integer("product_id").references(() => products.id),
    productName: text("product_name"),
    description: text("description"),
    quantity: numeric("quantity", { precision: 12, scale: 3, mode: "number" }).notNull().default(1),
    weight: numeric("weight", { precision: 12, scale: 3, mode: "number" }),
    /** The unit price the client's ASN gave the line (import_asn_pricing values assets by it). */
    unitPrice: numeric("unit_price", { precision: 14, scale: 4, mode: "string" }),
    palletId: text("pallet_id"),
    clientRef: text("client_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("asn_items_activity_idx").on(t.activityId, t.row),
    index("asn_items_serial_idx").on(sql`upper(${t.serialNumber})`),
    index("asn_items_pallet_idx").on(t.activityId, t.palletId),
  ],
);

/** An account's saved reconcile rule: a column header (old field) read as an ASN field (new field). */
export const asnFieldRelationships = pgTable(
  "asn_field_relationships",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    oldField: text("old_field").notNull(),
    newField: text("new_field").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("asn_field_relationships_key").on(t.accountId, t.oldField)],
);

export const closedDates = pgTable(
  "closed_dates",
  {
    id: serial("id").primaryKey(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    date: date("date", { mode: "string" }).notNull(),
    reason: text("reason"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("closed_dates_warehouse_date_key").on(t.warehouseId, t.date),
    index("closed_dates_date_idx").on(t.date),
  ],
);
