import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps } from "./columns";

/** Long work (ARCHITECTURE §2): its state lives here, so any server answers `GET /jobs/{id}`. */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("queued"),
    progress: real("progress").notNull().default(0),
    result: jsonb("result"),
    error: jsonb("error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The key a screen sends with a request it may retry (a lost answer, a second click): the
     * same key from the same user for the same kind answers the job already queued.
     */
    requestKey: text("request_key"),
    ...timestamps,
  },
  (t) => [
    index("jobs_status_idx").on(t.status, t.createdAt),
    uniqueIndex("jobs_request_key").on(t.kind, t.createdBy, t.requestKey),
    check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
  ],
);
