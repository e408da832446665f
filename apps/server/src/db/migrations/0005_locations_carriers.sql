CREATE TABLE "carrier_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"email" text,
	"phone" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"name" text NOT NULL,
	"shipment_sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"transport_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"region_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rate" numeric(14, 2),
	"rate_unit" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_rules_shipment_sizes_check" CHECK ("shipment_sizes" <@ array['partial', 'air', 'data_center_decomm', 'ftl', 'ltl', 'fcl', 'lcl', 'turnkey', 'on_site_destruction', 'parcel', 'driver_assist', 'swap_bin', 'media_destruction', 'inventory_only', 'equipment', 'van_trailer', 'rolloff_container', 'pallet_delivery', 'parent']::text[]),
	CONSTRAINT "carrier_rules_transport_types_check" CHECK ("transport_types" <@ array['internal_box_truck', 'broker', 'delivery', 'internal_cdl', 'contracted_cdl']::text[]),
	CONSTRAINT "carrier_rules_rate_unit_check" CHECK ("carrier_rules"."rate_unit" is null or "rate_unit" in ('lbs', 'pieces', 'pallet', 'hours', 'miles', 'charge', 'credit'))
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scac" text,
	"phone" text,
	"email" text,
	"website" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"material_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"classifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"vendor_account_id" integer NOT NULL,
	"carrier_id" integer,
	"priority" integer DEFAULT 100 NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_rules_material_types_check" CHECK ("material_types" <@ array['batteries', 'circuit_boards', 'crt', 'data', 'ink_toner', 'mercury']::text[]),
	CONSTRAINT "vendor_rules_classifications_check" CHECK ("classifications" <@ array['reuse', 'resale', 'repair', 'recycle', 'exception', 'new']::text[])
);
--> statement-breakpoint
CREATE TABLE "cycle_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted_by" integer,
	"counted_quantity" integer NOT NULL,
	"expected_quantity" integer NOT NULL,
	CONSTRAINT "cycle_counts_quantities_check" CHECK ("cycle_counts"."counted_quantity" >= 0 and "cycle_counts"."expected_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"parent_id" integer,
	"barcode" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_id_warehouse_key" UNIQUE("id","warehouse_id"),
	CONSTRAINT "locations_type_check" CHECK ("type" in ('workstation', 'staging', 'inventory', 'customer_quarantine', 'customer_redeployment', 'ecomm_to_be_listed')),
	CONSTRAINT "locations_barcode_upper" CHECK ("locations"."barcode" = upper("locations"."barcode") and "locations"."barcode" <> ''),
	CONSTRAINT "locations_not_own_parent" CHECK ("locations"."parent_id" is null or "locations"."parent_id" <> "locations"."id")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_countries" (
	"region_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"subdivisions" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "region_countries_region_id_country_code_pk" PRIMARY KEY("region_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_contacts" ADD CONSTRAINT "carrier_contacts_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_rules" ADD CONSTRAINT "carrier_rules_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rules" ADD CONSTRAINT "vendor_rules_vendor_account_id_accounts_id_fk" FOREIGN KEY ("vendor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rules" ADD CONSTRAINT "vendor_rules_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD CONSTRAINT "cycle_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD CONSTRAINT "cycle_counts_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_fk" FOREIGN KEY ("parent_id","warehouse_id") REFERENCES "public"."locations"("id","warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_countries" ADD CONSTRAINT "region_countries_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_countries" ADD CONSTRAINT "region_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_contacts_carrier_idx" ON "carrier_contacts" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_contacts_primary_key" ON "carrier_contacts" USING btree ("carrier_id") WHERE "carrier_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "carrier_rules_carrier_idx" ON "carrier_rules" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_key" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_scac_key" ON "carriers" USING btree ("scac");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_rules_name_key" ON "vendor_rules" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vendor_rules_vendor_idx" ON "vendor_rules" USING btree ("vendor_account_id");--> statement-breakpoint
CREATE INDEX "vendor_rules_carrier_idx" ON "vendor_rules" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "vendor_rules_priority_idx" ON "vendor_rules" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "cycle_counts_location_idx" ON "cycle_counts" USING btree ("location_id","counted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "locations_warehouse_barcode_key" ON "locations" USING btree ("warehouse_id","barcode");--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "locations_warehouse_type_idx" ON "locations" USING btree ("warehouse_id","type");--> statement-breakpoint
CREATE INDEX "locations_barcode_trgm_idx" ON "locations" USING gin ("barcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "regions_code_key" ON "regions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "routings_code_key" ON "routings" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key" ON "tags" USING btree (lower("name"));