CREATE SEQUENCE "public"."activity_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."inbound_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1;--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"account_id" integer,
	"program_id" integer,
	"warehouse_id" integer NOT NULL,
	"shipment_size" text,
	"service_tier" text,
	"transport_type" text,
	"carrier_id" integer,
	"logistics_coordinator_id" integer,
	"vendor_account_id" integer,
	"scheduled_date" date,
	"scheduled_time" text,
	"routine" boolean DEFAULT false NOT NULL,
	"gate_control" boolean DEFAULT false NOT NULL,
	"client_ref" text,
	"description" text,
	"parent_id" integer,
	"inbound_request_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_type_check" CHECK ("type" in ('inbound', 'outbound', 'processing', 'inventory', 'itad', 'mobility', 'shop_order')),
	CONSTRAINT "activities_status_check" CHECK ("status" in ('requested', 'scheduled', 'received', 'processed', 'priced', 'invoiced', 'closed', 'canceled', 'open')),
	CONSTRAINT "activities_shipment_size_check" CHECK ("activities"."shipment_size" is null or "shipment_size" in ('partial', 'air', 'data_center_decomm', 'ftl', 'ltl', 'fcl', 'lcl', 'turnkey', 'on_site_destruction', 'parcel', 'driver_assist', 'swap_bin', 'media_destruction', 'inventory_only', 'equipment', 'van_trailer', 'rolloff_container', 'pallet_delivery', 'parent')),
	CONSTRAINT "activities_service_tier_check" CHECK ("activities"."service_tier" is null or "service_tier" in ('wgs_t1', 'wgs_t2', 'wgs_t3', 'dc_t1', 'dc_t2')),
	CONSTRAINT "activities_transport_type_check" CHECK ("activities"."transport_type" is null or "transport_type" in ('internal_box_truck', 'broker', 'delivery', 'internal_cdl', 'contracted_cdl')),
	CONSTRAINT "activities_time_check" CHECK ("activities"."scheduled_time" is null or "activities"."scheduled_time" ~ '^([01][0-9]|2[0-3]):[0-5][05]$'),
	CONSTRAINT "activities_slug_check" CHECK ("activities"."slug" ~ '^[a-z0-9][a-z0-9-]*$'),
	CONSTRAINT "activities_account_check" CHECK ("activities"."account_id" is not null or "activities"."type" = 'inventory'),
	CONSTRAINT "activities_not_own_parent" CHECK ("activities"."parent_id" is null or "activities"."parent_id" <> "activities"."id")
);
--> statement-breakpoint
CREATE TABLE "activity_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'lead' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_assignments_role_check" CHECK ("role" in ('lead', 'receiver', 'processor', 'driver', 'quality'))
);
--> statement-breakpoint
CREATE TABLE "activity_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"client_access" boolean DEFAULT false NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"type" text DEFAULT 'general' NOT NULL,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_notes_type_check" CHECK ("type" in ('general', 'logistics', 'receiving', 'processing', 'billing'))
);
--> statement-breakpoint
CREATE TABLE "activity_program_services" (
	"activity_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "activity_program_services_activity_id_service_id_pk" PRIMARY KEY("activity_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "activity_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_ratings_score_check" CHECK ("activity_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "asn_field_relationships" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"old_field" text NOT NULL,
	"new_field" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asn_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"row" integer NOT NULL,
	"serial_number" text,
	"asset_tag" text,
	"manufacturer" text,
	"model" text,
	"product_id" integer,
	"product_name" text,
	"description" text,
	"quantity" numeric(12, 3) DEFAULT 1 NOT NULL,
	"weight" numeric(12, 3),
	"pallet_id" text,
	"client_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closed_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer,
	"barcode" text,
	"action" text NOT NULL,
	"reason_code" text,
	"message" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_request_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_request_questions_kind_check" CHECK ("kind" in ('text', 'yes_no', 'number'))
);
--> statement-breakpoint
CREATE TABLE "inbound_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"requested_start" date NOT NULL,
	"requested_end" date NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"shipment_size" text NOT NULL,
	"estimated_pallets" numeric(12, 3),
	"estimated_weight" numeric(12, 3),
	"estimated_units" numeric(12, 3),
	"notes" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_requests_status_check" CHECK ("status" in ('submitted', 'load_created', 'canceled')),
	CONSTRAINT "inbound_requests_shipment_size_check" CHECK ("shipment_size" in ('partial', 'air', 'data_center_decomm', 'ftl', 'ltl', 'fcl', 'lcl', 'turnkey', 'on_site_destruction', 'parcel', 'driver_assist', 'swap_bin', 'media_destruction', 'inventory_only', 'equipment', 'van_trailer', 'rolloff_container', 'pallet_delivery', 'parent')),
	CONSTRAINT "inbound_requests_window_check" CHECK ("inbound_requests"."requested_end" >= "inbound_requests"."requested_start")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer,
	"barcode" text,
	"type" text,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_logistics_coordinator_id_users_id_fk" FOREIGN KEY ("logistics_coordinator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_vendor_account_id_accounts_id_fk" FOREIGN KEY ("vendor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_parent_id_activities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_inbound_request_id_inbound_requests_id_fk" FOREIGN KEY ("inbound_request_id") REFERENCES "public"."inbound_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_assignments" ADD CONSTRAINT "activity_assignments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_assignments" ADD CONSTRAINT "activity_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_documents" ADD CONSTRAINT "activity_documents_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_documents" ADD CONSTRAINT "activity_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_notes" ADD CONSTRAINT "activity_notes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_notes" ADD CONSTRAINT "activity_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_program_services" ADD CONSTRAINT "activity_program_services_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_program_services" ADD CONSTRAINT "activity_program_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_ratings" ADD CONSTRAINT "activity_ratings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_ratings" ADD CONSTRAINT "activity_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_field_relationships" ADD CONSTRAINT "asn_field_relationships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_items" ADD CONSTRAINT "asn_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_items" ADD CONSTRAINT "asn_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_dates" ADD CONSTRAINT "closed_dates_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_dates" ADD CONSTRAINT "closed_dates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_requests" ADD CONSTRAINT "inbound_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_requests" ADD CONSTRAINT "inbound_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_slug_key" ON "activities" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_inbound_request_key" ON "activities" USING btree ("inbound_request_id");--> statement-breakpoint
CREATE INDEX "activities_type_created_idx" ON "activities" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_type_status_idx" ON "activities" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "activities_account_idx" ON "activities" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_warehouse_date_idx" ON "activities" USING btree ("warehouse_id","scheduled_date","scheduled_time");--> statement-breakpoint
CREATE INDEX "activities_date_idx" ON "activities" USING btree ("scheduled_date");--> statement-breakpoint
CREATE INDEX "activities_coordinator_idx" ON "activities" USING btree ("logistics_coordinator_id");--> statement-breakpoint
CREATE INDEX "activities_vendor_idx" ON "activities" USING btree ("vendor_account_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "activities_carrier_idx" ON "activities" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "activities_parent_idx" ON "activities" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "activities_slug_trgm_idx" ON "activities" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_client_ref_trgm_idx" ON "activities" USING gin ((lower("client_ref")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "activity_assignments_key" ON "activity_assignments" USING btree ("activity_id","user_id","role");--> statement-breakpoint
CREATE INDEX "activity_assignments_user_idx" ON "activity_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_documents_activity_idx" ON "activity_documents" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_notes_activity_idx" ON "activity_notes" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_ratings_user_key" ON "activity_ratings" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asn_field_relationships_key" ON "asn_field_relationships" USING btree ("account_id","old_field");--> statement-breakpoint
CREATE INDEX "asn_items_activity_idx" ON "asn_items" USING btree ("activity_id","row");--> statement-breakpoint
CREATE INDEX "asn_items_serial_idx" ON "asn_items" USING btree (upper("serial_number"));--> statement-breakpoint
CREATE INDEX "asn_items_pallet_idx" ON "asn_items" USING btree ("activity_id","pallet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "closed_dates_warehouse_date_key" ON "closed_dates" USING btree ("warehouse_id","date");--> statement-breakpoint
CREATE INDEX "closed_dates_date_idx" ON "closed_dates" USING btree ("date");--> statement-breakpoint
CREATE INDEX "events_activity_idx" ON "events" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "events_barcode_idx" ON "events" USING btree ("barcode","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_requests_number_key" ON "inbound_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "inbound_requests_account_idx" ON "inbound_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "inbound_requests_status_idx" ON "inbound_requests" USING btree ("status","number");--> statement-breakpoint
CREATE INDEX "photos_activity_idx" ON "photos" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_barcode_idx" ON "photos" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","created_at");