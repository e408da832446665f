import { DESTRUCTION_METHODS, ERASURE_METHODS, ERASURE_RESULTS, idsOf } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import { accounts } from "./accounts";
import { activities, activityDocuments } from "./activities";
import { assets } from "./assets";
import { users } from "./auth";
import { timestamps } from "./columns";
import { inList } from "./enum-check";
import { warehouses } from "./inventory";

/**
 * A destruction run (a shred or crush run): when, on which machine, who witnessed it, and a photo.
 * The serials destroyed in it are its `sanitization_records` of kind destruction.
 */
export const destructionBatches = pgTable(
  "destruction_batches",
  {
    id: serial("id").primaryKey(),
    warehouseId: integer("warehouse_id").references(() => warehouses.id),
    method: text("method").notNull(),
    machine: text("machine").notNull(),
    witness: text("witness").notNull(),
    destroyedAt: timestamp("destroyed_at", { withTimezone: true }).notNull(),
    notes: text("notes"),
    photoKey: text("photo_key"),
    photoName: text("photo_name"),
    photoContentType: text("photo_content_type"),
    photoSize: bigint("photo_size", { mode: "number" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("destruction_batches_destroyed_idx").on(t.destroyedAt, t.id),
    check("destruction_batches_method_check", inList("method", idsOf(DESTRUCTION_METHODS))),
    check(
      "destruction_batches_photo_check",
      sql`(${t.photoKey} is null) = (${t.photoName} is null) and (${t.photoKey} is null) = (${t.photoContentType} is null)`,
    ),
  ],
);

/**
 * How a data-bearing asset's data was dealt with: an erasure (tool, NIST method, passes, result,
 * verified) or a physical destruction (method, in a batch). Records are kept, never edited: the
 * latest one decides the asset's state, the older ones stay as evidence.
 */
export const sanitizationRecords = pgTable(
  "sanitization_records",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    method: text("method").notNull(),
    tool: text("tool"),
    passes: integer("passes"),
    result: text("result").notNull(),
    verified: boolean("verified").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    operatorId: integer("operator_id").references(() => users.id, { onDelete: "set null" }),
    batchId: integer("batch_id").references(() => destructionBatches.id),
    /** How it came in: typed on a screen, imported from a tool's spreadsheet, or a destruction batch. */
    source: text("source").notNull().default("manual"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sanitization_records_asset_idx").on(t.assetId, t.finishedAt, t.id),
    index("sanitization_records_batch_idx").on(t.batchId),
    check("sanitization_records_kind_check", sql`${t.kind} in ('erasure', 'destruction')`),
    check("sanitization_records_source_check", sql`${t.source} in ('manual', 'import', 'batch')`),
    check("sanitization_records_result_check", inList("result", idsOf(ERASURE_RESULTS))),
    check(
      "sanitization_records_method_check",
      sql`(${t.kind} = 'erasure' and ${inList("method", idsOf(ERASURE_METHODS))} and ${t.tool} is not null)
        or (${t.kind} = 'destruction' and ${inList("method", idsOf(DESTRUCTION_METHODS))} and ${t.result} = 'passed')`,
    ),
    check("sanitization_records_passes_check", sql`${t.passes} is null or ${t.passes} between 1 and 99`),
    check(
      "sanitization_records_times_check",
      sql`${t.startedAt} is null or ${t.startedAt} <= ${t.finishedAt}`,
    ),
  ],
);

/**
 * A certificate issued for a load: of data destruction (every data-bearing serial, its method and
 * date) or of recycling (weights by R2 material). Revoking keeps the row; a reissue is a new row
 * that names the one it replaces. `sha256` is the hash of the PDF's bytes, printed on the
 * verification page so a copy can be checked against it.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("valid"),
    sha256: text("sha256").notNull(),
    documentId: integer("document_id").references(() => activityDocuments.id, { onDelete: "set null" }),
    serialCount: integer("serial_count").notNull(),
    dataBearingCount: integer("data_bearing_count").notNull(),
    totalWeight: numeric("total_weight", { precision: 12, scale: 3, mode: "number" }),
    /** Weights by R2 material type (lbs) and counts by method, as printed. */
    summary: jsonb("summary").notNull().default(sql`'{}'::jsonb`),
    issuedBy: integer("issued_by").references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revokeReason: text("revoke_reason"),
    replacesId: integer("replaces_id"),
  },
  (t) => [
    uniqueIndex("certificates_number_key").on(t.number),
    index("certificates_activity_idx").on(t.activityId, t.issuedAt),
    index("certificates_account_idx").on(t.accountId, t.issuedAt),
    check("certificates_kind_check", inList("kind", ["destruction", "recycling"])),
    check("certificates_status_check", sql`${t.status} in ('valid', 'revoked')`),
    check(
      "certificates_revoked_check",
      sql`(${t.status} = 'revoked') = (${t.revokedAt} is not null) and (${t.revokedAt} is null) = (${t.revokeReason} is null)`,
    ),
    // One valid certificate of a kind per load: a reissue revokes the old one in its transaction.
    uniqueIndex("certificates_valid_key").on(t.activityId, t.kind).where(sql`${t.status} = 'valid'`),
  ],
);

/** The serials a certificate covers, with what it printed for each (a snapshot: records may change). */
export const certificateAssets = pgTable(
  "certificate_assets",
  {
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    recordId: bigint("record_id", { mode: "number" }).references(() => sanitizationRecords.id),
  },
  (t) => [
    primaryKey({ columns: [t.certificateId, t.assetId] }),
    index("certificate_assets_asset_idx").on(t.assetId),
  ],
);
