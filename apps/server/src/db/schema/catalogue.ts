import { SERVICE_CATEGORY_IDS } from "@ops/domain";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { inList } from "./enum-check";

/** Product types of SPEC §3; the catalogue issue adds classes, brands and the rest. */
export const PRODUCT_TYPE_IDS = ["palletized", "in_stock", "serialized", "service", "alias"] as const;

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_name_key").on(sql`lower(${t.name})`),
    index("products_name_trgm_idx").using("gin", sql`(lower(${t.name})) gin_trgm_ops`),
    check("products_type_check", inList("type", PRODUCT_TYPE_IDS)),
  ],
);

export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("services_name_key").on(sql`lower(${t.name})`),
    check("services_category_check", inList("category", SERVICE_CATEGORY_IDS)),
  ],
);
