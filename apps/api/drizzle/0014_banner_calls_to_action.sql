-- Home banners and ads carry a line under their headline and the label of their call to action.
ALTER TABLE "banners" ADD COLUMN IF NOT EXISTS "subtitle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN IF NOT EXISTS "cta" text DEFAULT '' NOT NULL;
