import { SUPPORT_REQUEST_STATUS_IDS, SUPPORT_REQUEST_TYPE_IDS } from "@ops/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { users } from "./auth";
import { timestamps } from "./columns";
import { inList } from "./enum-check";

/**
 * A support request (issue 21, SPEC §3 support request; types general and delete_asset): filed
 * by a client (or an operator for them) on one of their accounts; an operator executes it. A
 * delete_asset request names its asset by barcode and id (no foreign key: executing removes the
 * asset, and the request keeps what it named). Every step is an event (`support_request_id`).
 */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id),
    type: text("type").notNull(),
    subject: text("subject").notNull(),
    description: text("description"),
    assetId: integer("asset_id"),
    assetBarcode: text("asset_barcode"),
    status: text("status").notNull().default("open"),
    /** What execution did, or why it was refused. */
    outcome: text("outcome"),
    executedBy: integer("executed_by").references(() => users.id, { onDelete: "set null" }),
    executedAt: timestamp("executed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("support_requests_account_idx").on(t.accountId, t.createdAt),
    index("support_requests_status_idx").on(t.status, t.createdAt),
    check("support_requests_type_check", inList("type", SUPPORT_REQUEST_TYPE_IDS)),
    check("support_requests_status_check", inList("status", SUPPORT_REQUEST_STATUS_IDS)),
    check(
      "support_requests_asset_check",
      sql`(${t.type} = 'delete_asset') = (${t.assetBarcode} is not null)`,
    ),
  ],
);
