import {
  ATTRIBUTE_KIND_IDS,
  idsOf,
  PRODUCT_CLASS_TIERS,
  PRODUCT_GRADE_IDS,
  R2_MATERIAL_TYPES,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products, services } from "./catalogue";
import { timestamps } from "./columns";
import { inList } from "./enum-check";

export const productClasses = pgTable(
  "product_classes",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    tier: text("tier").notNull().default("primary"),
    serialized: boolean("serialized").notNull().default(false),
    /** The R2 material its assets are (SPEC §3); `data` makes them data-bearing: sanitized before they leave. */
    r2MaterialType: text("r2_material_type"),
    description: text("description"),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("product_classes_name_key").on(sql`lower(${t.name})`),
    check("product_classes_tier_check", inList("tier", idsOf(PRODUCT_CLASS_TIERS))),
    check(
      "product_classes_r2_material_check",
      sql`${t.r2MaterialType} is null or ${inList("r2_material_type", idsOf(R2_MATERIAL_TYPES))}`,
    ),
  ],
);

export const classAttributes = pgTable(
  "class_attributes",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    options: text("options").array().notNull().default(sql`'{}'`),
    required: boolean("required").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("class_attributes_name_key").on(sql`lower(${t.name})`),
    check("class_attributes_kind_check", inList("kind", ATTRIBUTE_KIND_IDS)),
  ],
);

/** Which classes an attribute belongs to (an attribute is shared by a list of classes). */
export const classAttributeClasses = pgTable(
  "class_attribute_classes",
  {
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => classAttributes.id, { onDelete: "cascade" }),
    classId: integer("class_id")
      .notNull()
      .references(() => productClasses.id),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.classId] }),
    index("class_attribute_classes_class_idx").on(t.classId),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("brands_name_key").on(sql`lower(${t.name})`)],
);

export const productLines = pgTable(
  "product_lines",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("product_lines_brand_name_key").on(t.brandId, sql`lower(${t.name})`)],
);

/** Identifiers of a product by topic (mpn, upc…); an identifier names one product within its topic. */
export const productReferences = pgTable(
  "product_references",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    identifier: text("identifier").notNull(),
  },
  (t) => [
    uniqueIndex("product_references_topic_identifier_key").on(t.topic, sql`lower(${t.identifier})`),
    index("product_references_product_idx").on(t.productId),
  ],
);

export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => classAttributes.id),
    value: text("value").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index("product_attribute_values_attribute_idx").on(t.attributeId, t.value),
  ],
);

export const productServices = pgTable(
  "product_services",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    defaultPrice: numeric("default_price", { precision: 14, scale: 2 }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_services_pair_key").on(t.productId, t.serviceId),
    index("product_services_service_idx").on(t.serviceId),
  ],
);

/** Marketplace price floors per class and grade. */
export const ecommerceCutlines = pgTable(
  "ecommerce_cutlines",
  {
    id: serial("id").primaryKey(),
    classId: integer("class_id")
      .notNull()
      .references(() => productClasses.id, { onDelete: "cascade" }),
    grade: text("grade").notNull(),
    minPrice: numeric("min_price", { precision: 14, scale: 2 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ecommerce_cutlines_class_grade_key").on(t.classId, t.grade),
    check("ecommerce_cutlines_grade_check", inList("grade", PRODUCT_GRADE_IDS)),
  ],
);
