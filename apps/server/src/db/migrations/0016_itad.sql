CREATE TABLE "test_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"suite_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"evaluation" jsonb NOT NULL,
	"activity_id" integer,
	"tested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_suite_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"suite_id" integer NOT NULL,
	"version" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"questions" jsonb NOT NULL,
	"evaluation" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_suite_versions_version_check" CHECK ("test_suite_versions"."version" >= 1),
	CONSTRAINT "test_suite_versions_published_check" CHECK ("test_suite_versions"."published" = ("test_suite_versions"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "test_suites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_class_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_account_check";--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cosmetic_grade" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "functional_grade" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "disposition" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "r2_classification" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "floor_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "routing_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "new_in_box" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "harvested_from_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "contents_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_suite_id_test_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."test_suites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_version_id_test_suite_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."test_suite_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_tested_by_users_id_fk" FOREIGN KEY ("tested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_suite_versions" ADD CONSTRAINT "test_suite_versions_suite_id_test_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."test_suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_suite_versions" ADD CONSTRAINT "test_suite_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_suites" ADD CONSTRAINT "test_suites_product_class_id_product_classes_id_fk" FOREIGN KEY ("product_class_id") REFERENCES "public"."product_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_suites" ADD CONSTRAINT "test_suites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_results_asset_suite_key" ON "test_results" USING btree ("asset_id","suite_id");--> statement-breakpoint
CREATE INDEX "test_results_version_idx" ON "test_results" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_suite_versions_number_key" ON "test_suite_versions" USING btree ("suite_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "test_suite_versions_draft_key" ON "test_suite_versions" USING btree ("suite_id") WHERE not "test_suite_versions"."published";--> statement-breakpoint
CREATE UNIQUE INDEX "test_suites_name_key" ON "test_suites" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "test_suites_class_idx" ON "test_suites" USING btree ("product_class_id");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_routing_id_routings_id_fk" FOREIGN KEY ("routing_id") REFERENCES "public"."routings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_harvested_from_id_assets_id_fk" FOREIGN KEY ("harvested_from_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_harvested_from_idx" ON "assets" USING btree ("harvested_from_id");--> statement-breakpoint
CREATE INDEX "assets_packed_idx" ON "assets" USING btree ("activity_id","packed_at") WHERE "assets"."packed_at" is not null;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_account_check" CHECK ("activities"."account_id" is not null or "activities"."type" in ('inventory', 'mobility'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_grade_check" CHECK ("assets"."grade" is null or "grade" in ('A', 'B', 'C', 'D', 'E', 'F'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_cosmetic_grade_check" CHECK ("assets"."cosmetic_grade" is null or "cosmetic_grade" in ('A', 'B', 'C', 'D', 'E', 'F'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_functional_grade_check" CHECK ("assets"."functional_grade" is null or "functional_grade" in ('A', 'B', 'C', 'D', 'E', 'F'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_disposition_check" CHECK ("assets"."disposition" is null or "disposition" in ('return', 'redeploy', 'donation', 'resold_or_recycled'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_r2_classification_check" CHECK ("assets"."r2_classification" is null or "r2_classification" in ('reuse', 'resale', 'repair', 'recycle', 'exception', 'new'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_new_in_box_check" CHECK ("assets"."new_in_box" is null or "new_in_box" in ('unconfirmed', 'confirmed'));--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('accounts.view', 'accounts.manage', 'activities.view', 'activities.edit', 'activities.rate', 'inbound.view', 'inbound.edit', 'inbound.request', 'inbound.receive', 'assets.view', 'assets.edit', 'assets.hold', 'processing.work', 'labor.manage', 'tests.manage', 'pricing.view', 'pricing.edit', 'pricing.finalize', 'prices.view', 'prices.manage', 'catalogue.view', 'catalogue.manage', 'carriers.view', 'carriers.manage', 'locations.view', 'locations.manage', 'users.view', 'users.manage', 'roles.manage', 'mail.view'));
--> statement-breakpoint
CREATE FUNCTION "assets_mark_packed_contents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A packed container (LPN) whose contents change after packing is listed as updated.
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."parent_id" IS NOT NULL THEN
    UPDATE "assets" SET "contents_changed_at" = now()
      WHERE "id" = OLD."parent_id" AND "packed_at" IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."parent_id" IS NOT NULL THEN
    UPDATE "assets" SET "contents_changed_at" = now()
      WHERE "id" = NEW."parent_id" AND "packed_at" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assets_packed_contents_update" AFTER UPDATE OF "parent_id" ON "assets"
  FOR EACH ROW WHEN (OLD."parent_id" IS DISTINCT FROM NEW."parent_id")
  EXECUTE FUNCTION "assets_mark_packed_contents"();--> statement-breakpoint
CREATE TRIGGER "assets_packed_contents_insert" AFTER INSERT ON "assets"
  FOR EACH ROW WHEN (NEW."parent_id" IS NOT NULL)
  EXECUTE FUNCTION "assets_mark_packed_contents"();--> statement-breakpoint
CREATE TRIGGER "assets_packed_contents_delete" AFTER DELETE ON "assets"
  FOR EACH ROW WHEN (OLD."parent_id" IS NOT NULL)
  EXECUTE FUNCTION "assets_mark_packed_contents"();
--> statement-breakpoint
-- Existing installations' base roles get the new permission as new ones would.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT r."id", d.permission FROM "roles" r
JOIN (VALUES ('operator', 'Administrator', 'tests.manage'),
  ('operator', 'Warehouse Lead', 'tests.manage')) AS d(type, name, permission) ON d.type = r."type" AND d.name = r."name"
ON CONFLICT DO NOTHING;
