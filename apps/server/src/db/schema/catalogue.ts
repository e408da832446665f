import { PRODUCT_TYPE_IDS, SERVICE_CATEGORY_IDS } from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { inList } from "./enum-check";
import { brands, productClasses, productLines } from "./product-catalogue";

/** Product types of SPEC §3, owned by the domain package. */
export { PRODUCT_TYPE_IDS };

/**
 * Products of every type. Aliases are products of type alias pointing at the product they stand
 * for, so one unique name index and one trigram index cover names and aliases alike.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    classId: integer("class_id").references((): AnyPgColumn => productClasses.id),
    brandId: integer("brand_id").references((): AnyPgColumn => brands.id),
    lineId: integer("line_id").references((): AnyPgColumn => productLines.id),
    group: text("group"),
    description: text("description"),
    weight: numeric("weight", { precision: 12, scale: 3 }),
    serialPattern: text("serial_pattern"),
    serialRequired: boolean("serial_required").notNull().default(false),
    aliasOfId: integer("alias_of_id").references((): AnyPgColumn => products.id),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_name_key").on(sql`lower(${t.name})`),
    index("products_name_trgm_idx").using("gin", sql`(lower(${t.name})) gin_trgm_ops`),
    index("products_type_name_idx").on(t.type, sql`lower(${t.name})`),
    index("products_class_idx").on(t.classId),
    index("products_brand_idx").on(t.brandId),
    index("products_line_idx").on(t.lineId),
    index("products_alias_of_idx").on(t.aliasOfId),
    check("products_type_check", inList("type", PRODUCT_TYPE_IDS)),
    check("products_alias_check", sql`(${t.type} = 'alias') = (${t.aliasOfId} is not null)`),
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
