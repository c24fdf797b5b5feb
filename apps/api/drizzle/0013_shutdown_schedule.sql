-- The shutdown notice becomes a schedule an operator sets (SHUTDOWN_SCHEDULE or the
-- shutdown-schedule job): until then the marketplace is live, and neither the notice nor any rule
-- it announces applies. The row keeps the spec's texts and dates as the announcement's content.
UPDATE "site_notices" SET "enabled" = false WHERE "key" = 'shutdown';
--> statement-breakpoint
-- Visits of the membership page: the access call records where the visitor came from (query a or
-- source) and answers the visit's uuid, which the membership order then carries.
CREATE TABLE IF NOT EXISTS "membership_accesses" (
  "uuid" uuid PRIMARY KEY NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "source" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
