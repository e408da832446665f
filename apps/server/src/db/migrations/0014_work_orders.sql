CREATE TABLE "bin_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"workstation_id" integer,
	"type" text DEFAULT 'clock' NOT NULL,
	"crew_size" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reason_code" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labor_segments_type_check" CHECK ("labor_segments"."type" in ('clock', 'virtual')),
	CONSTRAINT "labor_segments_crew_check" CHECK ("labor_segments"."crew_size" >= 1),
	CONSTRAINT "labor_segments_order_check" CHECK ("labor_segments"."ended_at" is null or "labor_segments"."ended_at" > "labor_segments"."started_at"),
	CONSTRAINT "labor_segments_virtual_closed" CHECK ("labor_segments"."type" = 'clock' or "labor_segments"."ended_at" is not null),
	CONSTRAINT "labor_segments_reason_check" CHECK ("labor_segments"."reason_code" is null or "reason_code" in ('end_of_shift', 'break', 'meeting_training_audit', 'end_of_shop_order', 'downtime', 'crew_size_change', 'other'))
);
--> statement-breakpoint
CREATE TABLE "work_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"role" text NOT NULL,
	"source_asset_id" integer,
	"last_action" text,
	"completed_at" timestamp with time zone,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_assets_role_check" CHECK ("work_assets"."role" in ('input', 'created'))
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_status_check";--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "load_id" integer;--> statement-breakpoint
ALTER TABLE "activity_program_services" ADD COLUMN "provider" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "bin_assignments" ADD CONSTRAINT "bin_assignments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_assignments" ADD CONSTRAINT "bin_assignments_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_assignments" ADD CONSTRAINT "bin_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_segments" ADD CONSTRAINT "labor_segments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_segments" ADD CONSTRAINT "labor_segments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_segments" ADD CONSTRAINT "labor_segments_workstation_id_locations_id_fk" FOREIGN KEY ("workstation_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_segments" ADD CONSTRAINT "labor_segments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assets" ADD CONSTRAINT "work_assets_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assets" ADD CONSTRAINT "work_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assets" ADD CONSTRAINT "work_assets_source_asset_id_assets_id_fk" FOREIGN KEY ("source_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_assets" ADD CONSTRAINT "work_assets_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bin_assignments_key" ON "bin_assignments" USING btree ("activity_id","asset_id");--> statement-breakpoint
CREATE INDEX "bin_assignments_asset_idx" ON "bin_assignments" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "labor_segments_activity_idx" ON "labor_segments" USING btree ("activity_id","started_at");--> statement-breakpoint
CREATE INDEX "labor_segments_user_idx" ON "labor_segments" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_segments_open_key" ON "labor_segments" USING btree ("user_id") WHERE "labor_segments"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_assets_key" ON "work_assets" USING btree ("activity_id","asset_id");--> statement-breakpoint
CREATE INDEX "work_assets_list_idx" ON "work_assets" USING btree ("activity_id","role","created_at","id");--> statement-breakpoint
CREATE INDEX "work_assets_asset_idx" ON "work_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "work_assets_user_idx" ON "work_assets" USING btree ("added_by","created_at");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_load_id_activities_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_load_idx" ON "activities" USING btree ("load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_request_key" ON "jobs" USING btree ("kind","created_by","request_key");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_status_check" CHECK ("status" in ('requested', 'scheduled', 'received', 'processed', 'priced', 'invoiced', 'closed', 'canceled', 'open', 'in_progress', 'completed'));--> statement-breakpoint
ALTER TABLE "activity_program_services" ADD CONSTRAINT "activity_program_services_provider_check" CHECK ("provider" in ('internal', 'external', 'either'));--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('accounts.view', 'accounts.manage', 'activities.view', 'activities.edit', 'activities.rate', 'inbound.view', 'inbound.edit', 'inbound.request', 'inbound.receive', 'assets.view', 'assets.edit', 'assets.hold', 'processing.work', 'labor.manage', 'pricing.view', 'pricing.edit', 'pricing.finalize', 'prices.view', 'prices.manage', 'catalogue.view', 'catalogue.manage', 'carriers.view', 'carriers.manage', 'locations.view', 'locations.manage', 'users.view', 'users.manage', 'roles.manage', 'mail.view'));--> statement-breakpoint
-- Existing installations' base roles get the new work permissions as new ones would.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT r."id", d.permission FROM "roles" r
JOIN (VALUES ('operator', 'Administrator', 'processing.work'),
  ('operator', 'Administrator', 'labor.manage'),
  ('operator', 'Warehouse Lead', 'processing.work'),
  ('operator', 'Warehouse Lead', 'labor.manage'),
  ('operator', 'Processing Technician', 'processing.work')) AS d(type, name, permission) ON d.type = r."type" AND d.name = r."name"
ON CONFLICT DO NOTHING;
