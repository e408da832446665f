CREATE TABLE "load_milestones" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer,
	"program_id" integer,
	"received_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"priced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_schedule_recipients" (
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "report_schedule_recipients_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"format" text DEFAULT 'xlsx' NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_frequency_check" CHECK ("frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "report_schedules_format_check" CHECK ("report_schedules"."format" in ('xlsx', 'csv', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "rollup_devices_daily" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"product_class_id" integer NOT NULL,
	"grade" text NOT NULL,
	"disposition" text NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "rollup_devices_daily_account_id_day_product_class_id_grade_disposition_pk" PRIMARY KEY("account_id","day","product_class_id","grade","disposition")
);
--> statement-breakpoint
CREATE TABLE "rollup_dirty" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rollup_dirty_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "rollup_received_daily" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"product_class_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"weight_lbs" numeric(16, 3) NOT NULL,
	"pieces" numeric(16, 3) NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "rollup_received_daily_account_id_day_product_class_id_product_id_pk" PRIMARY KEY("account_id","day","product_class_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_tests_daily" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "rollup_tests_daily_account_id_day_user_id_pk" PRIMARY KEY("account_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "subscription_level" text DEFAULT 'essentials' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "turnaround_days" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "load_milestones" ADD CONSTRAINT "load_milestones_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_report_id_saved_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."saved_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_milestones_account_received_idx" ON "load_milestones" USING btree ("account_id","received_at");--> statement-breakpoint
CREATE INDEX "load_milestones_received_idx" ON "load_milestones" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "load_milestones_processed_idx" ON "load_milestones" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "load_milestones_priced_idx" ON "load_milestones" USING btree ("priced_at");--> statement-breakpoint
CREATE INDEX "report_schedule_recipients_user_idx" ON "report_schedule_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_schedules_report_key" ON "report_schedules" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "report_schedules_next_run_idx" ON "report_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "rollup_devices_daily_day_idx" ON "rollup_devices_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "rollup_received_daily_day_idx" ON "rollup_received_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "rollup_tests_daily_day_idx" ON "rollup_tests_daily" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_reports_owner_name_key" ON "saved_reports" USING btree ("owner_id",lower("name"));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_subscription_level_check" CHECK ("subscription_level" in ('essentials', 'insights', 'enterprise'));--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('accounts.view', 'accounts.manage', 'activities.view', 'activities.edit', 'activities.rate', 'inbound.view', 'inbound.edit', 'inbound.request', 'inbound.receive', 'assets.view', 'assets.edit', 'assets.hold', 'processing.work', 'labor.manage', 'tests.manage', 'sanitization.record', 'certificates.issue', 'pricing.view', 'pricing.edit', 'pricing.finalize', 'prices.view', 'prices.manage', 'catalogue.view', 'catalogue.manage', 'carriers.view', 'carriers.manage', 'locations.view', 'locations.manage', 'stock.view', 'inventory.work', 'inventory.manage', 'outbound.view', 'outbound.edit', 'outbound.ship', 'listings.view', 'listings.manage', 'redeployments.view', 'redeployments.order', 'parcels.view', 'parcels.manage', 'pickups.view', 'pickups.manage', 'tasks.view', 'tasks.manage', 'support.view', 'support.request', 'support.execute', 'surveys.view', 'surveys.manage', 'surveys.answer', 'users.view', 'users.manage', 'roles.manage', 'mail.view', 'reports.view', 'reports.schedule'));--> statement-breakpoint
-- Dashboards and reports for every role that starts with the installation (DEFAULT_ROLE_PERMISSIONS).
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT r."id", d.permission FROM "roles" r
JOIN (VALUES ('operator', 'Administrator', 'reports.view'),
  ('operator', 'Administrator', 'reports.schedule'),
  ('operator', 'Warehouse Lead', 'reports.view'),
  ('operator', 'Warehouse Lead', 'reports.schedule'),
  ('operator', 'Receiving', 'reports.view'),
  ('operator', 'Processing Technician', 'reports.view'),
  ('operator', 'Logistics Coordinator', 'reports.view'),
  ('operator', 'Logistics Coordinator', 'reports.schedule'),
  ('operator', 'Sales', 'reports.view'),
  ('operator', 'Sales', 'reports.schedule'),
  ('operator', 'Finance', 'reports.view'),
  ('operator', 'Finance', 'reports.schedule'),
  ('client', 'Client Administrator', 'reports.view'),
  ('client', 'Client Administrator', 'reports.schedule'),
  ('client', 'Client User', 'reports.view'),
  ('client', 'Client User', 'reports.schedule'),
  ('client', 'Client Viewer', 'reports.view')) AS d(type, name, permission) ON d.type = r."type" AND d.name = r."name"
ON CONFLICT DO NOTHING;
