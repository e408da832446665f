import { NOTIFICATION_KIND_IDS, OUTBOX_STATUSES } from "@ops/domain";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { contacts } from "./accounts";
import { timestamps } from "./columns";
import { inList } from "./enum-check";

/** A file of the file store attached to an outbox mail. */
export type MailAttachment = { fileKey: string; fileName: string; contentType: string; size: number };

/**
 * Every mail the product sends is first a row here, written in the transaction of the change that
 * causes it: a rolled-back change leaves no mail, a crash loses none. A delivery job sends it.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** What the mail is about (`dsv_certificate`, later each notification kind). */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Set while one worker talks to the SMTP server, so a second never sends the same row. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Names the cause (certificate, threshold, recipient): a cause run twice writes one mail. */
    dedupeKey: text("dedupe_key"),
    /** Files sent with the mail, read from the file store when it is delivered (a scheduled report). */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("outbox_dedupe_key_key").on(t.dedupeKey),
    index("outbox_status_idx").on(t.status, t.createdAt),
    index("outbox_created_idx").on(t.createdAt),
    check("outbox_status_check", inList("status", OUTBOX_STATUSES)),
  ],
);

/**
 * The token of an unsubscribe link: random, only its SHA-256 kept, one per contact and
 * notification kind (a new mail replaces it, so the newest link is the one that works).
 */
export const unsubscribeTokens = pgTable(
  "unsubscribe_tokens",
  {
    id: serial("id").primaryKey(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("unsubscribe_tokens_contact_kind_key").on(t.contactId, t.kind),
    uniqueIndex("unsubscribe_tokens_hash_key").on(t.tokenHash),
    check("unsubscribe_tokens_kind_check", inList("kind", NOTIFICATION_KIND_IDS)),
  ],
);
