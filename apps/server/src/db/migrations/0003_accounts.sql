CREATE TABLE "account_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"dsv_type" text,
	"client_access" boolean DEFAULT false NOT NULL,
	"expiry_date" date,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_users" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_users_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"type" text DEFAULT 'active' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"parent_id" integer,
	"pricing_mode" text DEFAULT 'simple' NOT NULL,
	"inbound_form" text DEFAULT 'standard' NOT NULL,
	"asset_form" text DEFAULT 'standard' NOT NULL,
	"pricebook_id" integer,
	"email" text,
	"phone" text,
	"street" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_type_check" CHECK ("type" in ('active', 'dsvs')),
	CONSTRAINT "accounts_status_check" CHECK ("status" in ('active', 'pending', 'suspended', 'inactive')),
	CONSTRAINT "accounts_pricing_mode_check" CHECK ("pricing_mode" in ('simple', 'simple_unit', 'simple_base_unit', 'unpriced', 'product_class', 'region')),
	CONSTRAINT "accounts_inbound_form_check" CHECK ("inbound_form" in ('standard', 'client_type_one', 'cable_client', 'software_client')),
	CONSTRAINT "accounts_asset_form_check" CHECK ("asset_form" in ('standard', 'cable_client', 'computer_maker_takeback', 'phone_reseller')),
	CONSTRAINT "accounts_not_own_parent" CHECK ("accounts"."parent_id" is null or "accounts"."parent_id" <> "accounts"."id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"email" text,
	"phone" text,
	"notifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_notifications_check" CHECK ("notifications" <@ array['pickup_scheduled', 'load_received', 'asset_report_ready', 'certificate_issued', 'invoice_issued', 'settlement_ready', 'document_expiring']::text[])
);
--> statement-breakpoint
CREATE TABLE "price_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"service_id" integer,
	"method" text NOT NULL,
	"custom_name" text,
	"unit" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	CONSTRAINT "price_entries_item_check" CHECK (("price_entries"."product_id" is null) <> ("price_entries"."service_id" is null)),
	CONSTRAINT "price_entries_method_check" CHECK ("method" in ('unit_price', 'sort_settle', 'revenue_share', 'lump_sum', 'program', 'allocation', 'serial_asset', 'custom')),
	CONSTRAINT "price_entries_unit_check" CHECK ("unit" in ('lbs', 'pieces', 'pallet', 'hours', 'miles', 'charge', 'credit'))
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"pricebook_id" integer,
	"type" text,
	"version" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_owner_check" CHECK (("price_lists"."account_id" is null) <> ("price_lists"."pricebook_id" is null)),
	CONSTRAINT "price_lists_type_check" CHECK (("price_lists"."account_id" is null and "price_lists"."type" is null) or "type" in ('inbound', 'outbound'))
);
--> statement-breakpoint
CREATE TABLE "pricebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_services" (
	"program_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "program_services_program_id_service_id_pk" PRIMARY KEY("program_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "program_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"service_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"service_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_type_check" CHECK ("type" in ('palletized', 'in_stock', 'serialized', 'service', 'alias'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_category_check" CHECK ("category" in ('responsible_recycling', 'secure_itad', 'certified_destruction', 'parcel', 'lifecycle_management', 'legacy'))
);
--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_pricebook_id_pricebooks_id_fk" FOREIGN KEY ("pricebook_id") REFERENCES "public"."pricebooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_entries" ADD CONSTRAINT "price_entries_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_entries" ADD CONSTRAINT "price_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_entries" ADD CONSTRAINT "price_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_pricebook_id_pricebooks_id_fk" FOREIGN KEY ("pricebook_id") REFERENCES "public"."pricebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_services" ADD CONSTRAINT "program_services_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_services" ADD CONSTRAINT "program_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_template_id_program_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."program_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_documents_account_idx" ON "account_documents" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "account_documents_expiry_idx" ON "account_documents" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "account_users_user_idx" ON "account_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_type_name_key" ON "accounts" USING btree ("type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_code_key" ON "accounts" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "accounts_type_status_idx" ON "accounts" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_account_idx" ON "contacts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "price_entries_list_idx" ON "price_entries" USING btree ("price_list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_account_version_key" ON "price_lists" USING btree ("account_id","type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_pricebook_version_key" ON "price_lists" USING btree ("pricebook_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "pricebooks_name_key" ON "pricebooks" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "program_templates_name_key" ON "program_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "programs_account_name_key" ON "programs" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_key" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_key" ON "services" USING btree (lower("name"));