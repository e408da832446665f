import {
  PARCEL_PROJECT_STATUSES,
  PROJECT_METHODS,
  PROJECT_REQUEST_STATUSES,
  TRACKING_TYPES,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
import { outbox } from "./mail";

const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

/**
 * A mail-back project (issue 20): a client account's remote employees each get a request (an
 * e-mail with a link to their request page, a return label or QR code) and send their devices
 * back as parcels, which arrive on the project's inbound load and are received into its assets.
 * Request reference ids are `<prefix>-<n>`, numbered from `last_number`.
 */
export const parcelProjects = pgTable(
  "parcel_projects",
  {
    id: serial("id").primaryKey(),
    projectPrefix: text("project_prefix").notNull(),
    name: text("name").notNull(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id),
    /** The warehouse the parcels are sent to (the return address). */
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    /** The inbound load the parcels arrive on and are received into. */
    activityId: integer("activity_id").references(() => activities.id),
    method: text("method").notNull(),
    status: text("status").notNull().default("draft"),
    /**
     * Where the parcels go, printed on the return labels (a PostalAddress); warehouses keep no
     * street address, so the project says which dock receives its parcels.
     */
    returnAddress: jsonb("return_address"),
    /** What the employees are told in the e-mail and on their page (what to send, by when). */
    instructions: text("instructions"),
    /** The number of the last request's reference id (`<prefix>-<n>`). */
    lastNumber: integer("last_number").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("parcel_projects_prefix_key").on(t.projectPrefix),
    index("parcel_projects_account_idx").on(t.accountId, t.id),
    index("parcel_projects_activity_idx").on(t.activityId),
    check("parcel_projects_prefix_check", sql`${t.projectPrefix} ~ '^[A-Z0-9]{2,10}$'`),
    check("parcel_projects_method_check", inList("method", ids(PROJECT_METHODS))),
    check("parcel_projects_status_check", inList("status", ids(PARCEL_PROJECT_STATUSES))),
  ],
);

/**
 * One employee's request of a parcel project: who they are, where they are, what they send back,
 * and where its e-mail stands. The token of their request page is stored as a hash only; a new
 * e-mail issues a new token. `devices` is what they said they return ([{ description,
 * serialNumber, quantity }]); `address` is { line1, line2, city, region, postalCode, country }.
 */
export const parcelRequests = pgTable(
  "parcel_requests",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => parcelProjects.id, { onDelete: "cascade" }),
    referenceId: text("reference_id").notNull(),
    number: integer("number").notNull(),
    employeeName: text("employee_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    address: jsonb("address").notNull(),
    devices: jsonb("devices").notNull().default([]),
    status: text("status").notNull().default("review"),
    holdReason: text("hold_reason"),
    trackingNumber: text("tracking_number"),
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    /** The request's latest e-mail in the outbox (its delivery moves the status). */
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    labelCreatedAt: timestamp("label_created_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("parcel_requests_reference_key").on(t.referenceId),
    uniqueIndex("parcel_requests_number_key").on(t.projectId, t.number),
    uniqueIndex("parcel_requests_email_key").on(t.projectId, sql`lower(${t.email})`),
    uniqueIndex("parcel_requests_tracking_key")
      .on(t.trackingNumber)
      .where(sql`${t.trackingNumber} is not null`),
    uniqueIndex("parcel_requests_token_key").on(t.tokenHash).where(sql`${t.tokenHash} is not null`),
    index("parcel_requests_project_idx").on(t.projectId, t.status, t.id),
    index("parcel_requests_outbox_idx").on(t.outboxId).where(sql`${t.outboxId} is not null`),
    check("parcel_requests_status_check", inList("status", ids(PROJECT_REQUEST_STATUSES))),
    check("parcel_requests_hold_check", sql`(${t.status} = 'hold') = (${t.holdReason} is not null)`),
  ],
);

/**
 * What happened to a request's parcel, as the carrier (an import of its tracking export), a
 * person on screen or the receiving dock said. One entry per request, type and moment, so an
 * import run twice adds nothing the second time.
 */
export const parcelTrackingEntries = pgTable(
  "parcel_tracking_entries",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => parcelRequests.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    trackingNumber: text("tracking_number"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    location: text("location"),
    note: text("note"),
    /** manual (on screen), import (a carrier's file) or receiving (the dock). */
    source: text("source").notNull().default("manual"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("parcel_tracking_entries_key").on(t.requestId, t.type, t.occurredAt),
    index("parcel_tracking_entries_request_idx").on(t.requestId, t.occurredAt),
    check("parcel_tracking_entries_type_check", inList("type", ids(TRACKING_TYPES))),
    check("parcel_tracking_entries_source_check", inList("source", ["manual", "import", "receiving"])),
  ],
);

/** Which assets were received from which request's parcel (one request per asset). */
export const parcelRequestAssets = pgTable(
  "parcel_request_assets",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => parcelRequests.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.assetId] }),
    uniqueIndex("parcel_request_assets_asset_key").on(t.assetId),
  ],
);
