import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** ISO 3166-1 alpha-2 countries the operator works with. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
});

export const regions = pgTable(
  "regions",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("regions_code_key").on(t.code)],
);

/** A country in a region; `subdivisions` (state codes) narrow it, empty means the whole country. */
export const regionCountries = pgTable(
  "region_countries",
  {
    regionId: integer("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code),
    subdivisions: text("subdivisions").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.countryCode] })],
);

export const tags = pgTable(
  "tags",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tags_name_key").on(sql`lower(${t.name})`)],
);

/** A named sequence of processing steps an asset can be sent through; steps are `[{name, locationType}]`. */
export const routings = pgTable(
  "routings",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    steps: jsonb("steps").notNull().default(sql`'[]'::jsonb`),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("routings_code_key").on(t.code)],
);
