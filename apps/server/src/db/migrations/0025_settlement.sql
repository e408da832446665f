CREATE TABLE "settlement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"rule" text,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"product_id" integer,
	"service_id" integer,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(14, 4),
	"amount" numeric(14, 2) NOT NULL,
	"line_date" date NOT NULL,
	"reason" text,
	"reservation_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_lines_kind_check" CHECK ("kind" in ('value', 'service', 'freight', 'hard_drive', 'triage', 'revenue_share', 'manual', 'adjustment')),
	CONSTRAINT "settlement_lines_unit_check" CHECK ("unit" in ('lbs', 'pieces', 'pallet', 'hours', 'miles', 'charge', 'credit')),
	CONSTRAINT "settlement_lines_rule_check" CHECK ("settlement_lines"."rule" is null or "rule" in ('asset_cascade_properties', 'assets_tested_upstream', 'asn_imported_label_attributes', 'configure_shop_orders', 'direct_account_pricing', 'exclude_automatic_operations_complete', 'fixed_freight_cost', 'cost_plus_freight', 'hard_drive_credit', 'hard_drive_redeploy_charge', 'hold_asset', 'import_asn_pricing', 'lock_asset', 'move_load_to_priced', 'program_rev_share_pricing', 'sort_settle_account_pricing', 'sow_automated_shop_order', 'tiered_freight_cost', 'triage_service_charge', 'value_automated_shop_order')),
	CONSTRAINT "settlement_lines_reason_check" CHECK ("settlement_lines"."kind" <> 'adjustment' or ("settlement_lines"."reason" is not null and "settlement_lines"."created_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"payment_type" text,
	"carrier_cost" numeric(14, 2),
	"miles" numeric(12, 3),
	"notes" text,
	"net" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue_share" numeric(14, 2) DEFAULT '0' NOT NULL,
	"skipped_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finalized_at" timestamp with time zone,
	"finalized_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_statements_status_check" CHECK ("status" in ('draft', 'final')),
	CONSTRAINT "settlement_statements_payment_type_check" CHECK ("settlement_statements"."payment_type" is null or "payment_type" in ('ach', 'wire', 'check')),
	CONSTRAINT "settlement_statements_final_check" CHECK (("settlement_statements"."status" = 'final') = ("settlement_statements"."finalized_at" is not null)),
	CONSTRAINT "settlement_statements_carrier_cost_check" CHECK ("settlement_statements"."carrier_cost" is null or "settlement_statements"."carrier_cost" >= 0),
	CONSTRAINT "settlement_statements_miles_check" CHECK ("settlement_statements"."miles" is null or "settlement_statements"."miles" >= 0)
);
--> statement-breakpoint
ALTER TABLE "asn_items" ADD COLUMN "unit_price" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_statement_id_settlement_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."settlement_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_reservation_id_asset_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."asset_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_finalized_by_users_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_lines_statement_idx" ON "settlement_lines" USING btree ("statement_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_sale_key" ON "settlement_lines" USING btree ("statement_id","reservation_id") WHERE "settlement_lines"."reservation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_activity_key" ON "settlement_statements" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "settlement_statements_list_idx" ON "settlement_statements" USING btree ("status","finalized_at","id");