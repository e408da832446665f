CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'ecommerce' NOT NULL,
	"platform" text,
	"title" text NOT NULL,
	"description" text,
	"product_id" integer,
	"grade" text,
	"account_id" integer,
	"warehouse_id" integer,
	"price" numeric(14, 2),
	"status" text DEFAULT 'draft' NOT NULL,
	"reference" text,
	"listed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_type_check" CHECK ("type" in ('ecommerce', 'redeployment')),
	CONSTRAINT "listings_platform_check" CHECK ("listings"."platform" is null or "platform" in ('auction_marketplace', 'online_retailer', 'liquidation_marketplace', 'refurbished_marketplace', 'broker_bin', 'coworking_company', 'fitness_company', 'billing_service', 'seller_tools')),
	CONSTRAINT "listings_status_check" CHECK ("status" in ('draft', 'listed', 'sold_out', 'ended')),
	CONSTRAINT "listings_grade_check" CHECK ("listings"."grade" is null or "grade" in ('A', 'B', 'C', 'D', 'E', 'F')),
	CONSTRAINT "listings_price_check" CHECK ("listings"."price" is null or "listings"."price" >= 0),
	CONSTRAINT "listings_listed_check" CHECK ("listings"."status" = 'draft' or ("listings"."price" is not null and "listings"."platform" is not null))
);
--> statement-breakpoint
CREATE TABLE "redeployment_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"grade" text,
	"quantity" integer NOT NULL,
	CONSTRAINT "redeployment_order_lines_quantity_check" CHECK ("redeployment_order_lines"."quantity" > 0),
	CONSTRAINT "redeployment_order_lines_grade_check" CHECK ("redeployment_order_lines"."grade" is null or "grade" in ('A', 'B', 'C', 'D', 'E', 'F'))
);
--> statement-breakpoint
CREATE TABLE "redeployment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"recipient_phone" text,
	"address" jsonb NOT NULL,
	"needed_by" date,
	"notes" text,
	"outbound_activity_id" integer,
	"drive_count" integer DEFAULT 0 NOT NULL,
	"drive_charge" numeric(14, 2),
	"created_by" integer,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"canceled_by" integer,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeployment_orders_status_check" CHECK ("status" in ('draft', 'submitted', 'picking', 'shipped', 'delivered', 'canceled')),
	CONSTRAINT "redeployment_orders_canceled_check" CHECK (("redeployment_orders"."status" = 'canceled') = ("redeployment_orders"."canceled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "asset_reservations" DROP CONSTRAINT "asset_reservations_status_check";--> statement-breakpoint
ALTER TABLE "asset_reservations" DROP CONSTRAINT "asset_reservations_closed_check";--> statement-breakpoint
DROP INDEX "asset_reservations_open_asset_key";--> statement-breakpoint
ALTER TABLE "asset_reservations" ALTER COLUMN "activity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD COLUMN "sale_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD COLUMN "buyer" text;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD COLUMN "sale_reference" text;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeployment_order_lines" ADD CONSTRAINT "redeployment_order_lines_order_id_redeployment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."redeployment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeployment_order_lines" ADD CONSTRAINT "redeployment_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeployment_orders" ADD CONSTRAINT "redeployment_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeployment_orders" ADD CONSTRAINT "redeployment_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeployment_orders" ADD CONSTRAINT "redeployment_orders_outbound_activity_id_activities_id_fk" FOREIGN KEY ("outbound_activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeployment_orders" ADD CONSTRAINT "redeployment_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeployment_orders" ADD CONSTRAINT "redeployment_orders_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeployment_orders" ADD CONSTRAINT "redeployment_orders_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "listings_product_idx" ON "listings" USING btree ("product_id","grade");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_platform_reference_key" ON "listings" USING btree ("platform","reference") WHERE "listings"."reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "redeployment_order_lines_key" ON "redeployment_order_lines" USING btree ("order_id","product_id",coalesce("grade", ''));--> statement-breakpoint
CREATE INDEX "redeployment_orders_account_idx" ON "redeployment_orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "redeployment_orders_status_idx" ON "redeployment_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "redeployment_orders_outbound_idx" ON "redeployment_orders" USING btree ("outbound_activity_id");--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_reservations_listing_idx" ON "asset_reservations" USING btree ("listing_id","status") WHERE "asset_reservations"."listing_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_reservations_open_asset_key" ON "asset_reservations" USING btree ("asset_id") WHERE "asset_reservations"."status" in ('reserved', 'listed');--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('accounts.view', 'accounts.manage', 'activities.view', 'activities.edit', 'activities.rate', 'inbound.view', 'inbound.edit', 'inbound.request', 'inbound.receive', 'assets.view', 'assets.edit', 'assets.hold', 'processing.work', 'labor.manage', 'tests.manage', 'sanitization.record', 'certificates.issue', 'pricing.view', 'pricing.edit', 'pricing.finalize', 'prices.view', 'prices.manage', 'catalogue.view', 'catalogue.manage', 'carriers.view', 'carriers.manage', 'locations.view', 'locations.manage', 'stock.view', 'inventory.work', 'inventory.manage', 'outbound.view', 'outbound.edit', 'outbound.ship', 'listings.view', 'listings.manage', 'redeployments.view', 'redeployments.order', 'users.view', 'users.manage', 'roles.manage', 'mail.view'));--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_holder_check" CHECK (("asset_reservations"."activity_id" is null) <> ("asset_reservations"."listing_id" is null));--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_holder_status_check" CHECK (case when "asset_reservations"."listing_id" is null then "asset_reservations"."status" in ('reserved', 'picked', 'short', 'released') else "asset_reservations"."status" in ('listed', 'sold', 'released') end);--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_sale_check" CHECK (("asset_reservations"."status" = 'sold') = ("asset_reservations"."sale_price" is not null));--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_status_check" CHECK ("status" in ('reserved', 'picked', 'short', 'released', 'listed', 'sold'));--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_closed_check" CHECK (("asset_reservations"."status" in ('reserved', 'listed')) = ("asset_reservations"."closed_at" is null));--> statement-breakpoint-- Existing installations' base roles get the new permissions as new ones would.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT r."id", d.permission FROM "roles" r
JOIN (VALUES ('operator', 'Administrator', 'listings.view'),
  ('operator', 'Administrator', 'listings.manage'),
  ('operator', 'Administrator', 'redeployments.view'),
  ('operator', 'Administrator', 'redeployments.order'),
  ('operator', 'Warehouse Lead', 'listings.view'),
  ('operator', 'Warehouse Lead', 'redeployments.view'),
  ('operator', 'Logistics Coordinator', 'redeployments.view'),
  ('operator', 'Logistics Coordinator', 'redeployments.order'),
  ('operator', 'Sales', 'listings.view'),
  ('operator', 'Sales', 'listings.manage'),
  ('operator', 'Sales', 'redeployments.view'),
  ('operator', 'Sales', 'redeployments.order'),
  ('client', 'Client Administrator', 'redeployments.view'),
  ('client', 'Client Administrator', 'redeployments.order'),
  ('client', 'Client User', 'redeployments.view'),
  ('client', 'Client User', 'redeployments.order'),
  ('client', 'Client Viewer', 'redeployments.view')) AS d(type, name, permission) ON d.type = r."type" AND d.name = r."name"
ON CONFLICT DO NOTHING;
