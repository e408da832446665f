import {
  R2_CLASSIFICATIONS,
  R2_MATERIAL_TYPES,
  SHIPMENT_SIZE_IDS,
  TRANSPORT_TYPE_IDS,
  UNIT_OF_MEASURE_IDS,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { timestamps } from "./columns";
import { inList } from "./enum-check";

/** SQL for "every element of an array column is one of the domain list's ids". */
function allIn(column: string, ids: readonly string[]) {
  return sql.raw(
    `"${column}" <@ array[${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(", ")}]::text[]`,
  );
}

export const carriers = pgTable(
  "carriers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    scac: text("scac"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    notes: text("notes"),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("carriers_name_key").on(sql`lower(${t.name})`),
    uniqueIndex("carriers_scac_key").on(t.scac),
  ],
);

export const carrierContacts = pgTable(
  "carrier_contacts",
  {
    id: serial("id").primaryKey(),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => carriers.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    title: text("title"),
    email: text("email"),
    phone: text("phone"),
    isPrimary: boolean("is_primary").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("carrier_contacts_carrier_idx").on(t.carrierId),
    uniqueIndex("carrier_contacts_primary_key").on(t.carrierId).where(sql`${t.isPrimary}`),
  ],
);

/** What a carrier serves; an empty array means any (see docs/decisions.md). */
export const carrierRules = pgTable(
  "carrier_rules",
  {
    id: serial("id").primaryKey(),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => carriers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    shipmentSizes: text("shipment_sizes").array().notNull().default(sql`'{}'::text[]`),
    transportTypes: text("transport_types").array().notNull().default(sql`'{}'::text[]`),
    regionIds: integer("region_ids").array().notNull().default(sql`'{}'::integer[]`),
    warehouseIds: integer("warehouse_ids").array().notNull().default(sql`'{}'::integer[]`),
    rate: numeric("rate", { precision: 14, scale: 2 }),
    rateUnit: text("rate_unit"),
    notes: text("notes"),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("carrier_rules_carrier_idx").on(t.carrierId),
    check("carrier_rules_shipment_sizes_check", allIn("shipment_sizes", SHIPMENT_SIZE_IDS)),
    check("carrier_rules_transport_types_check", allIn("transport_types", TRANSPORT_TYPE_IDS)),
    check(
      "carrier_rules_rate_unit_check",
      sql`${t.rateUnit} is null or ${inList("rate_unit", UNIT_OF_MEASURE_IDS)}`,
    ),
  ],
);

/** Where outbound material of a kind goes: a downstream vendor, optionally by a given carrier. */
export const vendorRules = pgTable(
  "vendor_rules",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    materialTypes: text("material_types").array().notNull().default(sql`'{}'::text[]`),
    classifications: text("classifications").array().notNull().default(sql`'{}'::text[]`),
    warehouseIds: integer("warehouse_ids").array().notNull().default(sql`'{}'::integer[]`),
    vendorAccountId: integer("vendor_account_id")
      .notNull()
      .references(() => accounts.id),
    carrierId: integer("carrier_id").references(() => carriers.id),
    priority: integer("priority").notNull().default(100),
    notes: text("notes"),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("vendor_rules_name_key").on(sql`lower(${t.name})`),
    index("vendor_rules_vendor_idx").on(t.vendorAccountId),
    index("vendor_rules_carrier_idx").on(t.carrierId),
    index("vendor_rules_priority_idx").on(t.priority, t.id),
    check(
      "vendor_rules_material_types_check",
      allIn(
        "material_types",
        R2_MATERIAL_TYPES.map((o) => o.id),
      ),
    ),
    check(
      "vendor_rules_classifications_check",
      allIn(
        "classifications",
        R2_CLASSIFICATIONS.map((o) => o.id),
      ),
    ),
  ],
);
