CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_attribute_classes" (
	"attribute_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "class_attribute_classes_attribute_id_class_id_pk" PRIMARY KEY("attribute_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "class_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_attributes_kind_check" CHECK ("kind" in ('text', 'number', 'choice'))
);
--> statement-breakpoint
CREATE TABLE "ecommerce_cutlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"grade" text NOT NULL,
	"min_price" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_cutlines_grade_check" CHECK ("grade" in ('A', 'B', 'C', 'D', 'E', 'F'))
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tier" text DEFAULT 'primary' NOT NULL,
	"serialized" boolean DEFAULT false NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_classes_tier_check" CHECK ("tier" in ('primary', 'secondary', 'tertiary'))
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"topic" text NOT NULL,
	"identifier" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"default_price" numeric(14, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "class_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "line_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "group" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serial_pattern" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serial_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "alias_of_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "class_attribute_classes" ADD CONSTRAINT "class_attribute_classes_attribute_id_class_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."class_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attribute_classes" ADD CONSTRAINT "class_attribute_classes_class_id_product_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."product_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_cutlines" ADD CONSTRAINT "ecommerce_cutlines_class_id_product_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."product_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_class_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."class_attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_references" ADD CONSTRAINT "product_references_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_services" ADD CONSTRAINT "product_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_services" ADD CONSTRAINT "product_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "class_attribute_classes_class_idx" ON "class_attribute_classes" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_attributes_name_key" ON "class_attributes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_cutlines_class_grade_key" ON "ecommerce_cutlines" USING btree ("class_id","grade");--> statement-breakpoint
CREATE INDEX "product_attribute_values_attribute_idx" ON "product_attribute_values" USING btree ("attribute_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "product_classes_name_key" ON "product_classes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_lines_brand_name_key" ON "product_lines" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_references_topic_identifier_key" ON "product_references" USING btree ("topic",lower("identifier"));--> statement-breakpoint
CREATE INDEX "product_references_product_idx" ON "product_references" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_services_pair_key" ON "product_services" USING btree ("product_id","service_id");--> statement-breakpoint
CREATE INDEX "product_services_service_idx" ON "product_services" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_class_id_product_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."product_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_line_id_product_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_alias_of_id_products_id_fk" FOREIGN KEY ("alias_of_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_type_name_idx" ON "products" USING btree ("type",lower("name"));--> statement-breakpoint
CREATE INDEX "products_class_idx" ON "products" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_line_idx" ON "products" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "products_alias_of_idx" ON "products" USING btree ("alias_of_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_alias_check" CHECK (("products"."type" = 'alias') = ("products"."alias_of_id" is not null));