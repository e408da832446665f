CREATE TABLE "certificate_assets" (
	"certificate_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"record_id" bigint,
	CONSTRAINT "certificate_assets_certificate_id_asset_id_pk" PRIMARY KEY("certificate_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"activity_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"sha256" text NOT NULL,
	"document_id" integer,
	"serial_count" integer NOT NULL,
	"data_bearing_count" integer NOT NULL,
	"total_weight" numeric(12, 3),
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	"replaces_id" integer,
	CONSTRAINT "certificates_kind_check" CHECK ("kind" in ('destruction', 'recycling')),
	CONSTRAINT "certificates_status_check" CHECK ("certificates"."status" in ('valid', 'revoked')),
	CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."status" = 'revoked') = ("certificates"."revoked_at" is not null) and ("certificates"."revoked_at" is null) = ("certificates"."revoke_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "destruction_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer,
	"method" text NOT NULL,
	"machine" text NOT NULL,
	"witness" text NOT NULL,
	"destroyed_at" timestamp with time zone NOT NULL,
	"notes" text,
	"photo_key" text,
	"photo_name" text,
	"photo_content_type" text,
	"photo_size" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destruction_batches_method_check" CHECK ("method" in ('shredded', 'drilled', 'crushed', 'degaussed_and_crushed', 'unknown')),
	CONSTRAINT "destruction_batches_photo_check" CHECK (("destruction_batches"."photo_key" is null) = ("destruction_batches"."photo_name" is null) and ("destruction_batches"."photo_key" is null) = ("destruction_batches"."photo_content_type" is null))
);
--> statement-breakpoint
CREATE TABLE "sanitization_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"tool" text,
	"passes" integer,
	"result" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone NOT NULL,
	"operator_id" integer,
	"batch_id" integer,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanitization_records_kind_check" CHECK ("sanitization_records"."kind" in ('erasure', 'destruction')),
	CONSTRAINT "sanitization_records_source_check" CHECK ("sanitization_records"."source" in ('manual', 'import', 'batch')),
	CONSTRAINT "sanitization_records_result_check" CHECK ("result" in ('passed', 'failed')),
	CONSTRAINT "sanitization_records_method_check" CHECK (("sanitization_records"."kind" = 'erasure' and "method" in ('clear', 'purge') and "sanitization_records"."tool" is not null)
        or ("sanitization_records"."kind" = 'destruction' and "method" in ('shredded', 'drilled', 'crushed', 'degaussed_and_crushed', 'unknown') and "sanitization_records"."result" = 'passed')),
	CONSTRAINT "sanitization_records_passes_check" CHECK ("sanitization_records"."passes" is null or "sanitization_records"."passes" between 1 and 99),
	CONSTRAINT "sanitization_records_times_check" CHECK ("sanitization_records"."started_at" is null or "sanitization_records"."started_at" <= "sanitization_records"."finished_at")
);
--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "certificate_type" text DEFAULT 'destruction' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "certificate_type" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "asn_item_id" bigint;--> statement-breakpoint
ALTER TABLE "product_classes" ADD COLUMN "r2_material_type" text;--> statement-breakpoint
ALTER TABLE "certificate_assets" ADD CONSTRAINT "certificate_assets_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_assets" ADD CONSTRAINT "certificate_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_assets" ADD CONSTRAINT "certificate_assets_record_id_sanitization_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sanitization_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_document_id_activity_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."activity_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destruction_batches" ADD CONSTRAINT "destruction_batches_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destruction_batches" ADD CONSTRAINT "destruction_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitization_records" ADD CONSTRAINT "sanitization_records_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitization_records" ADD CONSTRAINT "sanitization_records_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitization_records" ADD CONSTRAINT "sanitization_records_batch_id_destruction_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."destruction_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitization_records" ADD CONSTRAINT "sanitization_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_assets_asset_idx" ON "certificate_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE INDEX "certificates_activity_idx" ON "certificates" USING btree ("activity_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_account_idx" ON "certificates" USING btree ("account_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_valid_key" ON "certificates" USING btree ("activity_id","kind") WHERE "certificates"."status" = 'valid';--> statement-breakpoint
CREATE INDEX "destruction_batches_destroyed_idx" ON "destruction_batches" USING btree ("destroyed_at","id");--> statement-breakpoint
CREATE INDEX "sanitization_records_asset_idx" ON "sanitization_records" USING btree ("asset_id","finished_at","id");--> statement-breakpoint
CREATE INDEX "sanitization_records_batch_idx" ON "sanitization_records" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asn_item_id_asn_items_id_fk" FOREIGN KEY ("asn_item_id") REFERENCES "public"."asn_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_asn_item_idx" ON "assets" USING btree ("asn_item_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_certificate_type_check" CHECK ("certificate_type" in ('none', 'destruction', 'recycling'));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_certificate_type_check" CHECK ("programs"."certificate_type" is null or "certificate_type" in ('none', 'destruction', 'recycling'));--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('accounts.view', 'accounts.manage', 'activities.view', 'activities.edit', 'activities.rate', 'inbound.view', 'inbound.edit', 'inbound.request', 'inbound.receive', 'assets.view', 'assets.edit', 'assets.hold', 'processing.work', 'labor.manage', 'tests.manage', 'sanitization.record', 'certificates.issue', 'pricing.view', 'pricing.edit', 'pricing.finalize', 'prices.view', 'prices.manage', 'catalogue.view', 'catalogue.manage', 'carriers.view', 'carriers.manage', 'locations.view', 'locations.manage', 'users.view', 'users.manage', 'roles.manage', 'mail.view'));--> statement-breakpoint
ALTER TABLE "product_classes" ADD CONSTRAINT "product_classes_r2_material_check" CHECK ("product_classes"."r2_material_type" is null or "r2_material_type" in ('batteries', 'circuit_boards', 'crt', 'data', 'ink_toner', 'mercury'));--> statement-breakpoint
-- Existing installations' base roles get the new permissions as new ones would.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT r."id", d.permission FROM "roles" r
JOIN (VALUES ('operator', 'Administrator', 'sanitization.record'),
  ('operator', 'Administrator', 'certificates.issue'),
  ('operator', 'Warehouse Lead', 'sanitization.record'),
  ('operator', 'Warehouse Lead', 'certificates.issue'),
  ('operator', 'Processing Technician', 'sanitization.record')) AS d(type, name, permission) ON d.type = r."type" AND d.name = r."name"
ON CONFLICT DO NOTHING;
