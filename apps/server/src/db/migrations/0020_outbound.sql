CREATE SEQUENCE "public"."packing_list_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "outbound_products" (
	"activity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"margin_percent" numeric(7, 2),
	"cost_value" numeric(14, 2),
	"set_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_products_activity_id_product_id_pk" PRIMARY KEY("activity_id","product_id"),
	CONSTRAINT "outbound_products_unit_check" CHECK ("unit" in ('lbs', 'pieces')),
	CONSTRAINT "outbound_products_price_check" CHECK ("outbound_products"."unit_price" >= 0),
	CONSTRAINT "outbound_products_margin_check" CHECK ("outbound_products"."margin_percent" is null or ("outbound_products"."margin_percent" >= 0 and "outbound_products"."margin_percent" < 100))
);
--> statement-breakpoint
CREATE TABLE "packing_list_items" (
	"packing_list_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"packaging" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"gross_weight" numeric(12, 3),
	"tare_weight" numeric(12, 3),
	"notes" text,
	"created_by" integer,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_lists_packaging_check" CHECK ("packaging" in ('pallet', 'gaylord', 'box')),
	CONSTRAINT "packing_lists_status_check" CHECK ("status" in ('open', 'closed')),
	CONSTRAINT "packing_lists_closed_check" CHECK (("packing_lists"."status" = 'closed') = ("packing_lists"."closed_at" is not null)),
	CONSTRAINT "packing_lists_weights_check" CHECK (("packing_lists"."gross_weight" is null or "packing_lists"."gross_weight" >= 0) and ("packing_lists"."tare_weight" is null or "packing_lists"."tare_weight" >= 0))
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_status_check";--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "integration" text;--> statement-breakpoint
ALTER TABLE "outbound_products" ADD CONSTRAINT "outbound_products_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_products" ADD CONSTRAINT "outbound_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_products" ADD CONSTRAINT "outbound_products_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_list_items" ADD CONSTRAINT "packing_list_items_packing_list_id_packing_lists_id_fk" FOREIGN KEY ("packing_list_id") REFERENCES "public"."packing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_list_items" ADD CONSTRAINT "packing_list_items_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_list_items" ADD CONSTRAINT "packing_list_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packing_list_items_asset_key" ON "packing_list_items" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "packing_list_items_list_idx" ON "packing_list_items" USING btree ("packing_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_lists_barcode_key" ON "packing_lists" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "packing_lists_activity_idx" ON "packing_lists" USING btree ("activity_id","id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_status_check" CHECK ("status" in ('requested', 'scheduled', 'received', 'processed', 'priced', 'invoiced', 'closed', 'canceled', 'open', 'in_progress', 'completed', 'building', 'picked', 'packed', 'shipped', 'delivered'));--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('accounts.view', 'accounts.manage', 'activities.view', 'activities.edit', 'activities.rate', 'inbound.view', 'inbound.edit', 'inbound.request', 'inbound.receive', 'assets.view', 'assets.edit', 'assets.hold', 'processing.work', 'labor.manage', 'tests.manage', 'sanitization.record', 'certificates.issue', 'pricing.view', 'pricing.edit', 'pricing.finalize', 'prices.view', 'prices.manage', 'catalogue.view', 'catalogue.manage', 'carriers.view', 'carriers.manage', 'locations.view', 'locations.manage', 'stock.view', 'inventory.work', 'inventory.manage', 'outbound.view', 'outbound.edit', 'outbound.ship', 'users.view', 'users.manage', 'roles.manage', 'mail.view'));--> statement-breakpoint
-- Outbound loads had only open and closed until their own life cycle: an open one is requested.
UPDATE "activities" SET "status" = 'requested' WHERE "type" = 'outbound' AND "status" = 'open';--> statement-breakpoint
-- Existing installations' base roles get the new permissions as new ones would.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT r."id", d.permission FROM "roles" r
JOIN (VALUES ('operator', 'Administrator', 'outbound.view'),
  ('operator', 'Administrator', 'outbound.edit'),
  ('operator', 'Administrator', 'outbound.ship'),
  ('operator', 'Warehouse Lead', 'outbound.view'),
  ('operator', 'Warehouse Lead', 'outbound.edit'),
  ('operator', 'Warehouse Lead', 'outbound.ship'),
  ('operator', 'Receiving', 'outbound.view'),
  ('operator', 'Receiving', 'outbound.edit'),
  ('operator', 'Receiving', 'outbound.ship'),
  ('operator', 'Logistics Coordinator', 'outbound.view'),
  ('operator', 'Logistics Coordinator', 'outbound.edit'),
  ('operator', 'Logistics Coordinator', 'outbound.ship'),
  ('operator', 'Sales', 'outbound.view'),
  ('operator', 'Sales', 'outbound.edit'),
  ('operator', 'Finance', 'outbound.view')) AS d(type, name, permission) ON d.type = r."type" AND d.name = r."name"
ON CONFLICT DO NOTHING;
