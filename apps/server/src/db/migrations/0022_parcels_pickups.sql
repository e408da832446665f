CREATE SEQUENCE "public"."pickup_label_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "parcel_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_prefix" text NOT NULL,
	"name" text NOT NULL,
	"account_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"activity_id" integer,
	"method" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"instructions" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_projects_prefix_check" CHECK ("parcel_projects"."project_prefix" ~ '^[A-Z0-9]{2,10}$'),
	CONSTRAINT "parcel_projects_method_check" CHECK ("method" in ('qr_code', 'box_and_label', 'label_only')),
	CONSTRAINT "parcel_projects_status_check" CHECK ("status" in ('draft', 'review', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "parcel_request_assets" (
	"request_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_request_assets_request_id_asset_id_pk" PRIMARY KEY("request_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "parcel_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"reference_id" text NOT NULL,
	"number" integer NOT NULL,
	"employee_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"address" jsonb NOT NULL,
	"devices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"hold_reason" text,
	"tracking_number" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"outbox_id" integer,
	"emailed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"label_created_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_requests_status_check" CHECK ("status" in ('email_sent', 'email_sending', 'review', 'hold')),
	CONSTRAINT "parcel_requests_hold_check" CHECK (("parcel_requests"."status" = 'hold') = ("parcel_requests"."hold_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "parcel_tracking_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"type" text NOT NULL,
	"tracking_number" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"location" text,
	"note" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_tracking_entries_type_check" CHECK ("type" in ('label_created', 'shipped', 'in_transit', 'delivered', 'received', 'exception')),
	CONSTRAINT "parcel_tracking_entries_source_check" CHECK ("source" in ('manual', 'import', 'receiving'))
);
--> statement-breakpoint
CREATE TABLE "pickup_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"barcode" text NOT NULL,
	"kind" text DEFAULT 'label' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"load_date" date NOT NULL,
	"account_id" integer,
	"activity_id" integer,
	"weight" numeric(12, 3),
	"notes" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"asset_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_labels_kind_check" CHECK ("kind" in ('label', 'bin')),
	CONSTRAINT "pickup_labels_weight_check" CHECK ("pickup_labels"."weight" is null or "pickup_labels"."weight" >= 0)
);
--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "parcel_projects" ADD CONSTRAINT "parcel_projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_projects" ADD CONSTRAINT "parcel_projects_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_projects" ADD CONSTRAINT "parcel_projects_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_projects" ADD CONSTRAINT "parcel_projects_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_projects" ADD CONSTRAINT "parcel_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_request_assets" ADD CONSTRAINT "parcel_request_assets_request_id_parcel_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."parcel_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_request_assets" ADD CONSTRAINT "parcel_request_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_requests" ADD CONSTRAINT "parcel_requests_project_id_parcel_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."parcel_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_requests" ADD CONSTRAINT "parcel_requests_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_requests" ADD CONSTRAINT "parcel_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_tracking_entries" ADD CONSTRAINT "parcel_tracking_entries_request_id_parcel_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."parcel_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_tracking_entries" ADD CONSTRAINT "parcel_tracking_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_labels" ADD CONSTRAINT "pickup_labels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_labels" ADD CONSTRAINT "pickup_labels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_labels" ADD CONSTRAINT "pickup_labels_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_labels" ADD CONSTRAINT "pickup_labels_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_labels" ADD CONSTRAINT "pickup_labels_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_labels" ADD CONSTRAINT "pickup_labels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_projects_prefix_key" ON "parcel_projects" USING btree ("project_prefix");--> statement-breakpoint
CREATE INDEX "parcel_projects_account_idx" ON "parcel_projects" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "parcel_projects_activity_idx" ON "parcel_projects" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_request_assets_asset_key" ON "parcel_request_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_requests_reference_key" ON "parcel_requests" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_requests_number_key" ON "parcel_requests" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_requests_email_key" ON "parcel_requests" USING btree ("project_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_requests_tracking_key" ON "parcel_requests" USING btree ("tracking_number") WHERE "parcel_requests"."tracking_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_requests_token_key" ON "parcel_requests" USING btree ("token_hash") WHERE "parcel_requests"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "parcel_requests_project_idx" ON "parcel_requests" USING btree ("project_id","status","id");--> statement-breakpoint
CREATE INDEX "parcel_requests_outbox_idx" ON "parcel_requests" USING btree ("outbox_id") WHERE "parcel_requests"."outbox_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_tracking_entries_key" ON "parcel_tracking_entries" USING btree ("request_id","type","occurred_at");--> statement-breakpoint
CREATE INDEX "parcel_tracking_entries_request_idx" ON "parcel_tracking_entries" USING btree ("request_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_labels_barcode_key" ON "pickup_labels" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "pickup_labels_date_idx" ON "pickup_labels" USING btree ("warehouse_id","load_date","id");--> statement-breakpoint
CREATE INDEX "pickup_labels_activity_idx" ON "pickup_labels" USING btree ("activity_id");--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('accounts.view', 'accounts.manage', 'activities.view', 'activities.edit', 'activities.rate', 'inbound.view', 'inbound.edit', 'inbound.request', 'inbound.receive', 'assets.view', 'assets.edit', 'assets.hold', 'processing.work', 'labor.manage', 'tests.manage', 'sanitization.record', 'certificates.issue', 'pricing.view', 'pricing.edit', 'pricing.finalize', 'prices.view', 'prices.manage', 'catalogue.view', 'catalogue.manage', 'carriers.view', 'carriers.manage', 'locations.view', 'locations.manage', 'stock.view', 'inventory.work', 'inventory.manage', 'outbound.view', 'outbound.edit', 'outbound.ship', 'listings.view', 'listings.manage', 'redeployments.view', 'redeployments.order', 'parcels.view', 'parcels.manage', 'pickups.view', 'pickups.manage', 'users.view', 'users.manage', 'roles.manage', 'mail.view'));--> statement-breakpoint
-- Existing installations' base roles get the new permissions as new ones would.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT r."id", d.permission FROM "roles" r
JOIN (VALUES ('operator', 'Administrator', 'parcels.view'),
  ('operator', 'Administrator', 'parcels.manage'),
  ('operator', 'Administrator', 'pickups.view'),
  ('operator', 'Administrator', 'pickups.manage'),
  ('operator', 'Warehouse Lead', 'parcels.view'),
  ('operator', 'Warehouse Lead', 'parcels.manage'),
  ('operator', 'Warehouse Lead', 'pickups.view'),
  ('operator', 'Warehouse Lead', 'pickups.manage'),
  ('operator', 'Receiving', 'parcels.view'),
  ('operator', 'Receiving', 'pickups.view'),
  ('operator', 'Receiving', 'pickups.manage'),
  ('operator', 'Logistics Coordinator', 'parcels.view'),
  ('operator', 'Logistics Coordinator', 'parcels.manage'),
  ('operator', 'Logistics Coordinator', 'pickups.view'),
  ('operator', 'Logistics Coordinator', 'pickups.manage'),
  ('operator', 'Sales', 'parcels.view'),
  ('operator', 'Finance', 'parcels.view'),
  ('client', 'Client Administrator', 'parcels.view'),
  ('client', 'Client User', 'parcels.view'),
  ('client', 'Client Viewer', 'parcels.view')) AS d(type, name, permission) ON d.type = r."type" AND d.name = r."name"
ON CONFLICT DO NOTHING;
