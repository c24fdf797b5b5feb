-- A download link allows one delivery: the bytes already handed out (whole file plus resumed ranges,
-- capped) and the moment the last byte went out, after which the link is spent.
ALTER TABLE "download_links" ADD COLUMN IF NOT EXISTS "bytes_served" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "download_links" ADD COLUMN IF NOT EXISTS "delivered_at" timestamp with time zone;
