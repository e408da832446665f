ALTER TABLE "events" ADD COLUMN "asset_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "asset_id" integer;--> statement-breakpoint
UPDATE "events" e SET "asset_id" = a."id" FROM "assets" a WHERE e."barcode" = a."barcode" AND e."created_at" >= a."created_at";--> statement-breakpoint
UPDATE "photos" p SET "asset_id" = a."id" FROM "assets" a WHERE p."barcode" = a."barcode" AND p."created_at" >= a."created_at";--> statement-breakpoint
CREATE INDEX "events_asset_idx" ON "events" USING btree ("asset_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_asset_idx" ON "photos" USING btree ("asset_id");