CREATE TABLE "cycle_count_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"expected_location_id" integer,
	"found_location_id" integer,
	"scanned_by" integer,
	"scanned_at" timestamp with time zone,
	"outcome" text,
	"resolution" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "cycle_count_items_seen_check" CHECK ("cycle_count_items"."expected_location_id" is not null or "cycle_count_items"."found_location_id" is not null),
	CONSTRAINT "cycle_count_items_outcome_check" CHECK ("cycle_count_items"."outcome" is null or "outcome" in ('found', 'moved', 'missing', 'unexpected')),
	CONSTRAINT "cycle_count_items_resolution_check" CHECK ("cycle_count_items"."resolution" is null or "resolution" in ('accepted', 'review'))
);
--> statement-breakpoint
CREATE TABLE "cycle_count_locations" (
	"count_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "cycle_count_locations_count_id_location_id_pk" PRIMARY KEY("count_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "asset_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer,
	"assigned_to" integer,
	"status" text DEFAULT 'reserved' NOT NULL,
	"short_reason" text,
	"note" text,
	"reserved_by" integer,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "asset_reservations_status_check" CHECK ("status" in ('reserved', 'picked', 'short', 'released')),
	CONSTRAINT "asset_reservations_short_check" CHECK (("asset_reservations"."status" = 'short') = ("asset_reservations"."short_reason" is not null) and ("asset_reservations"."short_reason" is null or "short_reason" in ('not_found', 'damaged', 'wrong_item', 'held', 'other'))),
	CONSTRAINT "asset_reservations_closed_check" CHECK (("asset_reservations"."status" = 'reserved') = ("asset_reservations"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD COLUMN "status" text DEFAULT 'closed' NOT NULL;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD COLUMN "include_children" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD COLUMN "started_by" integer;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD COLUMN "found_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD COLUMN "missing_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD COLUMN "unexpected_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "cycle_count_items" ADD CONSTRAINT "cycle_count_items_count_id_cycle_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."cycle_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_items" ADD CONSTRAINT "cycle_count_items_expected_location_id_locations_id_fk" FOREIGN KEY ("expected_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_items" ADD CONSTRAINT "cycle_count_items_found_location_id_locations_id_fk" FOREIGN KEY ("found_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_items" ADD CONSTRAINT "cycle_count_items_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_items" ADD CONSTRAINT "cycle_count_items_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_locations" ADD CONSTRAINT "cycle_count_locations_count_id_cycle_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."cycle_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_locations" ADD CONSTRAINT "cycle_count_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_locations" ADD CONSTRAINT "cycle_count_locations_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_reserved_by_users_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reservations" ADD CONSTRAINT "asset_reservations_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_count_items_asset_key" ON "cycle_count_items" USING btree ("count_id","asset_id");--> statement-breakpoint
CREATE INDEX "cycle_count_items_review_idx" ON "cycle_count_items" USING btree ("count_id") WHERE "cycle_count_items"."resolution" = 'review';--> statement-breakpoint
CREATE INDEX "cycle_count_locations_location_idx" ON "cycle_count_locations" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_reservations_open_asset_key" ON "asset_reservations" USING btree ("asset_id") WHERE "asset_reservations"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "asset_reservations_pick_idx" ON "asset_reservations" USING btree ("warehouse_id","assigned_to") WHERE "asset_reservations"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "asset_reservations_activity_idx" ON "asset_reservations" USING btree ("activity_id","status");--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD CONSTRAINT "cycle_counts_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_stock_idx" ON "assets" USING btree ("activity_id","account_id","location_id") WHERE "assets"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "assets_putaway_idx" ON "assets" USING btree ("created_by","created_at") WHERE "assets"."location_id" is null and "assets"."closed_at" is null and "assets"."parent_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_counts_open_location_key" ON "cycle_counts" USING btree ("location_id") WHERE "cycle_counts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "locations_account_idx" ON "locations" USING btree ("account_id") WHERE "locations"."account_id" is not null;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('accounts.view', 'accounts.manage', 'activities.view', 'activities.edit', 'activities.rate', 'inbound.view', 'inbound.edit', 'inbound.request', 'inbound.receive', 'assets.view', 'assets.edit', 'assets.hold', 'processing.work', 'labor.manage', 'tests.manage', 'sanitization.record', 'certificates.issue', 'pricing.view', 'pricing.edit', 'pricing.finalize', 'prices.view', 'prices.manage', 'catalogue.view', 'catalogue.manage', 'carriers.view', 'carriers.manage', 'locations.view', 'locations.manage', 'stock.view', 'inventory.work', 'inventory.manage', 'users.view', 'users.manage', 'roles.manage', 'mail.view'));--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD CONSTRAINT "cycle_counts_status_check" CHECK ("status" in ('open', 'closed'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_check" CHECK ("locations"."account_id" is null or "locations"."type" in ('customer_quarantine', 'customer_redeployment'));--> statement-breakpoint
-- Counts written before this one were closed when taken.
UPDATE "cycle_counts" SET "started_at" = "counted_at";--> statement-breakpoint
-- Existing installations' base roles get the new permissions as new ones would.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT r."id", d.permission FROM "roles" r
JOIN (VALUES ('operator', 'Administrator', 'stock.view'),
  ('operator', 'Administrator', 'inventory.work'),
  ('operator', 'Administrator', 'inventory.manage'),
  ('operator', 'Warehouse Lead', 'stock.view'),
  ('operator', 'Warehouse Lead', 'inventory.work'),
  ('operator', 'Warehouse Lead', 'inventory.manage'),
  ('operator', 'Receiving', 'stock.view'),
  ('operator', 'Receiving', 'inventory.work'),
  ('operator', 'Processing Technician', 'inventory.work'),
  ('operator', 'Sales', 'stock.view'),
  ('operator', 'Finance', 'stock.view'),
  ('client', 'Client Administrator', 'stock.view'),
  ('client', 'Client User', 'stock.view'),
  ('client', 'Client Viewer', 'stock.view')) AS d(type, name, permission) ON d.type = r."type" AND d.name = r."name"
ON CONFLICT DO NOTHING;
