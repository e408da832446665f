ALTER TABLE "assets" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "closed_note" text;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_closed_note_check" CHECK (("assets"."closed_at" is null) = ("assets"."closed_note" is null));