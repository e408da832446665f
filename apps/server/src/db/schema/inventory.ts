import { pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const warehouses = pgTable(
  "warehouses",
  {
    id: serial("id").primaryKey(),
    shortName: text("short_name").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("warehouses_short_name_key").on(t.shortName)],
);
