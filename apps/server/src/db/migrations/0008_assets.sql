CREATE TABLE "asset_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"type" text NOT NULL,
	"serial_number" text,
	"program_id" integer,
	"processing_instructions" text DEFAULT '' NOT NULL,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"size" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"released_by" integer,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_holds_type_check" CHECK ("type" in ('legal_hold', 'leased', 'locked', 'recon', 'epp', 'returns', 'redeploy', 'donation', 'engineering', 'parts', 'warranty')),
	CONSTRAINT "asset_holds_status_check" CHECK ("asset_holds"."status" in ('active', 'released'))
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"barcode" text NOT NULL,
	"type" text NOT NULL,
	"serial_number" text,
	"parent_id" integer,
	"activity_id" integer,
	"receiving_activity_id" integer,
	"account_id" integer,
	"warehouse_id" integer,
	"location_id" integer,
	"stock_type" text,
	"source" text,
	"inbound_gross_weight" numeric(12, 3),
	"inbound_net_weight" numeric(12, 3),
	"value" numeric(14, 2),
	"fmv" numeric(14, 2),
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"locks" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_barcode_upper" CHECK ("assets"."barcode" = upper("assets"."barcode") and "assets"."barcode" <> ''),
	CONSTRAINT "assets_type_check" CHECK ("type" in ('bin', 'serial_bin', 'serial', 'pallet', 'virtual', 'virtual_serial_bin', 'tray')),
	CONSTRAINT "assets_stock_type_check" CHECK ("assets"."stock_type" is null or "stock_type" in ('rmi', 'fgi', 'semi_fgi', 'staging', 'cage')),
	CONSTRAINT "assets_source_check" CHECK ("assets"."source" is null or "source" in ('customer', 'depot', 'warranty')),
	CONSTRAINT "assets_locks_check" CHECK ("locks" <@ array['abm_lock', 'bios_lock', 'computrace_lock', 'fmip_locked', 'find_my_mac_lock', 'intune_lock', 'pin_lock', 'startup_security', 'mdm_locked']::text[]),
	CONSTRAINT "assets_not_own_parent" CHECK ("assets"."parent_id" is null or "assets"."parent_id" <> "assets"."id")
);
--> statement-breakpoint
CREATE TABLE "pricing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_name" text,
	"priced" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_runs_type_check" CHECK ("pricing_runs"."type" in ('yield', 'serial', 'consignment', 'fmv'))
);
--> statement-breakpoint
CREATE TABLE "product_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(12, 3) DEFAULT 1 NOT NULL,
	"gross_weight" numeric(12, 3),
	"net_weight" numeric(12, 3),
	"unit_price" numeric(14, 4),
	"share" numeric(5, 2),
	"value" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_assets_quantity_check" CHECK ("product_assets"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_holds" ADD CONSTRAINT "asset_holds_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_holds" ADD CONSTRAINT "asset_holds_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_holds" ADD CONSTRAINT "asset_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_holds" ADD CONSTRAINT "asset_holds_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_parent_id_assets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_receiving_activity_id_activities_id_fk" FOREIGN KEY ("receiving_activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_runs" ADD CONSTRAINT "pricing_runs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_runs" ADD CONSTRAINT "pricing_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_assets" ADD CONSTRAINT "product_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_assets" ADD CONSTRAINT "product_assets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_documents_asset_idx" ON "asset_documents" USING btree ("asset_id","created_at");--> statement-breakpoint
CREATE INDEX "asset_holds_asset_idx" ON "asset_holds" USING btree ("asset_id","status");--> statement-breakpoint
CREATE INDEX "asset_holds_status_idx" ON "asset_holds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_barcode_key" ON "assets" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "assets_serial_idx" ON "assets" USING btree (upper("serial_number"));--> statement-breakpoint
CREATE INDEX "assets_activity_idx" ON "assets" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_receiving_activity_idx" ON "assets" USING btree ("receiving_activity_id");--> statement-breakpoint
CREATE INDEX "assets_account_idx" ON "assets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "assets_parent_idx" ON "assets" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "assets_location_idx" ON "assets" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "pricing_runs_activity_idx" ON "pricing_runs" USING btree ("activity_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_assets_position_key" ON "product_assets" USING btree ("asset_id","position");--> statement-breakpoint
CREATE INDEX "product_assets_product_idx" ON "product_assets" USING btree ("product_id");