import { timestamp } from "drizzle-orm/pg-core";

/** When a row was created and last changed; every editable table has both. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
