CREATE TABLE "stock_entries" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"account_id" integer,
	"product_id" integer NOT NULL,
	"location_id" integer,
	"stock_type" text,
	"received_at" timestamp with time zone NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"gross_weight" numeric(12, 3) NOT NULL,
	"net_weight" numeric(12, 3) NOT NULL,
	"value" numeric(16, 4) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_entries_asset_idx" ON "stock_entries" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "stock_entries_activity_idx" ON "stock_entries" USING btree ("activity_id","account_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_entries_location_idx" ON "stock_entries" USING btree ("location_id") WHERE "stock_entries"."location_id" is not null;--> statement-breakpoint
-- Rebuilds the stock rows of the given assets from what they are now (in stock or not).
CREATE FUNCTION "stock_entries_refresh"(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM "stock_entries" WHERE "asset_id" = ANY(ids);
  INSERT INTO "stock_entries" ("entry_id", "asset_id", "activity_id", "account_id", "product_id",
    "location_id", "stock_type", "received_at", "quantity", "gross_weight", "net_weight", "value")
  SELECT pa."id", a."id", a."activity_id", a."account_id", pa."product_id", a."location_id",
         a."stock_type", a."created_at", pa."quantity", coalesce(pa."gross_weight", 0),
         coalesce(pa."net_weight", 0),
         coalesce(pa."value", 0) + CASE
           WHEN a."value" IS NULL THEN 0
           WHEN pa."position" = (SELECT min(e."position") FROM "product_assets" e WHERE e."asset_id" = a."id")
             THEN a."value"
           ELSE 0 END
  FROM "assets" a
  JOIN "activities" ac ON ac."id" = a."activity_id" AND ac."type" = 'inventory'
  JOIN "product_assets" pa ON pa."asset_id" = a."id"
  WHERE a."id" = ANY(ids) AND a."closed_at" IS NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "stock_entries_assets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "stock_entries_refresh"(ARRAY(
      SELECT n."id" FROM new_rows n JOIN "activities" ac ON ac."id" = n."activity_id" AND ac."type" = 'inventory'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "stock_entries_refresh"(ARRAY(
      SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."activity_id", n."account_id", n."location_id", n."stock_type", n."closed_at", n."value", n."created_at")
            IS DISTINCT FROM (o."activity_id", o."account_id", o."location_id", o."stock_type", o."closed_at", o."value", o."created_at")
        AND EXISTS (SELECT 1 FROM "activities" ac WHERE ac."type" = 'inventory'
                    AND ac."id" IN (n."activity_id", o."activity_id"))));
  ELSE
    DELETE FROM "stock_entries" WHERE "asset_id" IN (SELECT o."id" FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "stock_entries_product_assets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "stock_entries_refresh"(ARRAY(
      SELECT DISTINCT n."asset_id" FROM new_rows n JOIN "assets" a ON a."id" = n."asset_id"
      JOIN "activities" ac ON ac."id" = a."activity_id" AND ac."type" = 'inventory'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "stock_entries_refresh"(ARRAY(
      SELECT DISTINCT x.asset_id FROM (SELECT "asset_id" FROM new_rows UNION SELECT "asset_id" FROM old_rows) x
      JOIN "assets" a ON a."id" = x.asset_id
      JOIN "activities" ac ON ac."id" = a."activity_id" AND ac."type" = 'inventory'));
  ELSE
    PERFORM "stock_entries_refresh"(ARRAY(
      SELECT DISTINCT o."asset_id" FROM old_rows o
      WHERE EXISTS (SELECT 1 FROM "stock_entries" s WHERE s."asset_id" = o."asset_id")));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stock_entries_assets_insert" AFTER INSERT ON "assets"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_entries_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_entries_assets_update" AFTER UPDATE ON "assets"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_entries_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_entries_assets_delete" AFTER DELETE ON "assets"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_entries_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_entries_product_assets_insert" AFTER INSERT ON "product_assets"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_entries_product_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_entries_product_assets_update" AFTER UPDATE ON "product_assets"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_entries_product_assets_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_entries_product_assets_delete" AFTER DELETE ON "product_assets"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_entries_product_assets_changed"();--> statement-breakpoint
-- What is in stock already.
SELECT "stock_entries_refresh"(ARRAY(
  SELECT a."id" FROM "assets" a JOIN "activities" ac ON ac."id" = a."activity_id" AND ac."type" = 'inventory'
  WHERE a."closed_at" IS NULL));
