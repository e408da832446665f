CREATE TABLE "user_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read_at" timestamp with time zone,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notifications_kind_check" CHECK ("kind" in ('task_assigned', 'critical_alert', 'task_commented', 'support_request_filed', 'support_request_outcome', 'survey_answered', 'message'))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"description" text,
	"asset_id" integer,
	"asset_barcode" text,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"executed_by" integer,
	"executed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_type_check" CHECK ("type" in ('general', 'delete_asset')),
	CONSTRAINT "support_requests_status_check" CHECK ("status" in ('open', 'executed', 'refused')),
	CONSTRAINT "support_requests_asset_check" CHECK (("support_requests"."type" = 'delete_asset') = ("support_requests"."asset_barcode" is not null))
);
--> statement-breakpoint
CREATE TABLE "survey_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer,
	"token_hash" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"activity_id" integer,
	"invitation_id" integer,
	"user_id" integer,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_answerer_check" CHECK ("survey_responses"."invitation_id" is not null or "survey_responses"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_group_types" (
	"group_id" integer NOT NULL,
	"task_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_group_types_group_id_task_type_id_pk" PRIMARY KEY("group_id","task_type_id")
);
--> statement-breakpoint
CREATE TABLE "task_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"default_priority" integer DEFAULT 50 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_types_category_check" CHECK ("category" in ('critical_alert', 'destruction', 'general_logistics', 'information_gathering', 'selling_prep', 'special_logistics', 'special_note', 'standard_procedure')),
	CONSTRAINT "task_types_priority_check" CHECK ("default_priority" in (25, 50, 75))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"task_type_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" integer DEFAULT 50 NOT NULL,
	"due_date" date,
	"assignee_id" integer,
	"group_id" integer,
	"activity_id" integer,
	"asset_id" integer,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("status" in ('new', 'assigned', 'in_progress', 'completed', 'canceled')),
	CONSTRAINT "tasks_priority_check" CHECK ("priority" in (25, 50, 75))
);
--> statement-breakpoint
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_notifications_check";--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" DROP CONSTRAINT "unsubscribe_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "task_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "support_request_id" integer;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_executed_by_users_id_fk" FOREIGN KEY ("executed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_invitation_id_survey_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."survey_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_members" ADD CONSTRAINT "task_group_members_group_id_task_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."task_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_members" ADD CONSTRAINT "task_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_types" ADD CONSTRAINT "task_group_types_group_id_task_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."task_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_types" ADD CONSTRAINT "task_group_types_task_type_id_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."task_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_task_type_id_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."task_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_group_id_task_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."task_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notifications_user_idx" ON "user_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_notifications_dedupe_key" ON "user_notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "support_requests_account_idx" ON "support_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_load_contact_key" ON "survey_invitations" USING btree ("activity_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_token_key" ON "survey_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_invitation_key" ON "survey_responses" USING btree ("invitation_id") WHERE "survey_responses"."invitation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_user_load_key" ON "survey_responses" USING btree ("survey_id","activity_id","user_id") WHERE "survey_responses"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "survey_responses_account_idx" ON "survey_responses" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_name_key" ON "surveys" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_group_members_user_idx" ON "task_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_groups_name_key" ON "task_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "task_types_name_key" ON "task_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "tasks_group_idx" ON "tasks" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "tasks_activity_idx" ON "tasks" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "tasks_asset_idx" ON "tasks" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "events_task_idx" ON "events" USING btree ("task_id","created_at") WHERE "events"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "events_support_request_idx" ON "events" USING btree ("support_request_id","created_at") WHERE "events"."support_request_id" is not null;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_notifications_check" CHECK ("notifications" <@ array['pickup_scheduled', 'load_scheduled', 'load_received', 'load_priced', 'inbound_request_status', 'parcel_project_sent', 'survey', 'asset_report_ready', 'certificate_issued', 'invoice_issued', 'settlement_ready', 'document_expiring']::text[]);--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('accounts.view', 'accounts.manage', 'activities.view', 'activities.edit', 'activities.rate', 'inbound.view', 'inbound.edit', 'inbound.request', 'inbound.receive', 'assets.view', 'assets.edit', 'assets.hold', 'processing.work', 'labor.manage', 'tests.manage', 'sanitization.record', 'certificates.issue', 'pricing.view', 'pricing.edit', 'pricing.finalize', 'prices.view', 'prices.manage', 'catalogue.view', 'catalogue.manage', 'carriers.view', 'carriers.manage', 'locations.view', 'locations.manage', 'stock.view', 'inventory.work', 'inventory.manage', 'outbound.view', 'outbound.edit', 'outbound.ship', 'listings.view', 'listings.manage', 'redeployments.view', 'redeployments.order', 'parcels.view', 'parcels.manage', 'pickups.view', 'pickups.manage', 'tasks.view', 'tasks.manage', 'support.view', 'support.request', 'support.execute', 'surveys.view', 'surveys.manage', 'surveys.answer', 'users.view', 'users.manage', 'roles.manage', 'mail.view'));--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_kind_check" CHECK ("kind" in ('pickup_scheduled', 'load_scheduled', 'load_received', 'load_priced', 'inbound_request_status', 'parcel_project_sent', 'survey', 'asset_report_ready', 'certificate_issued', 'invoice_issued', 'settlement_ready', 'document_expiring'));--> statement-breakpoint
-- One task type per SPEC §3 category to start from; the types screen renames and adds.
INSERT INTO "task_types" ("name", "category", "default_priority") VALUES
  ('Critical alert', 'critical_alert', 75),
  ('Destruction', 'destruction', 50),
  ('General logistics', 'general_logistics', 50),
  ('Information gathering', 'information_gathering', 25),
  ('Selling prep', 'selling_prep', 50),
  ('Special logistics', 'special_logistics', 50),
  ('Special note', 'special_note', 25),
  ('Standard procedure', 'standard_procedure', 50)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Existing installations' base roles get the new permissions as new ones would.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT r."id", d.permission FROM "roles" r
JOIN (VALUES ('operator', 'Administrator', 'tasks.view'),
  ('operator', 'Administrator', 'tasks.manage'),
  ('operator', 'Administrator', 'support.view'),
  ('operator', 'Administrator', 'support.request'),
  ('operator', 'Administrator', 'support.execute'),
  ('operator', 'Administrator', 'surveys.view'),
  ('operator', 'Administrator', 'surveys.manage'),
  ('operator', 'Warehouse Lead', 'tasks.view'),
  ('operator', 'Warehouse Lead', 'tasks.manage'),
  ('operator', 'Warehouse Lead', 'support.view'),
  ('operator', 'Warehouse Lead', 'support.request'),
  ('operator', 'Warehouse Lead', 'support.execute'),
  ('operator', 'Receiving', 'tasks.view'),
  ('operator', 'Processing Technician', 'tasks.view'),
  ('operator', 'Logistics Coordinator', 'tasks.view'),
  ('operator', 'Logistics Coordinator', 'tasks.manage'),
  ('operator', 'Logistics Coordinator', 'support.view'),
  ('operator', 'Logistics Coordinator', 'support.request'),
  ('operator', 'Sales', 'tasks.view'),
  ('operator', 'Sales', 'support.view'),
  ('operator', 'Sales', 'support.request'),
  ('operator', 'Sales', 'surveys.view'),
  ('operator', 'Finance', 'tasks.view'),
  ('operator', 'Finance', 'surveys.view'),
  ('client', 'Client Administrator', 'support.view'),
  ('client', 'Client Administrator', 'support.request'),
  ('client', 'Client Administrator', 'surveys.answer'),
  ('client', 'Client User', 'support.view'),
  ('client', 'Client User', 'support.request'),
  ('client', 'Client User', 'surveys.answer'),
  ('client', 'Client Viewer', 'support.view'),
  ('client', 'Client Viewer', 'surveys.answer')) AS d(type, name, permission) ON d.type = r."type" AND d.name = r."name"
ON CONFLICT DO NOTHING;
