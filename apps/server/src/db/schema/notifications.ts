import { USER_NOTIFICATION_KIND_IDS } from "@ops/domain";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { inList } from "./enum-check";

/**
 * An in-app notification of a signed-in user (issue 21: the shell's bell, the `notifications`
 * screen): what happened, the screen it links to, and when it was read. Written in the
 * transaction of its cause; the dedupe key makes a cause run twice write one.
 */
export const userNotifications = pgTable(
  "user_notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    /** The screen it opens, a path of the app (`/tasks/12`). */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_notifications_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("user_notifications_dedupe_key").on(t.userId, t.dedupeKey),
    check("user_notifications_kind_check", inList("kind", USER_NOTIFICATION_KIND_IDS)),
  ],
);
