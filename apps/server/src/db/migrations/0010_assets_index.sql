DROP INDEX "assets_account_idx";--> statement-breakpoint
CREATE INDEX "assets_created_idx" ON "assets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "assets_account_idx" ON "assets" USING btree ("account_id","created_at","id");