-- The user's message centre: one row per message, written in the same transaction as the event that raised it.
CREATE TABLE IF NOT EXISTS "user_messages" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('system', 'order', 'error_reply', 'feedback_reply', 'conversion', 'follow')),
  "title" text NOT NULL,
  "body" text DEFAULT '' NOT NULL,
  "link" text CHECK ("link" IS NULL OR ("link" LIKE '/%' AND "link" NOT LIKE '//%')),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_messages_user_idx" ON "user_messages" ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The unread count is asked on every page: a partial index keeps it to the unread rows.
CREATE INDEX IF NOT EXISTS "user_messages_unread_idx" ON "user_messages" ("user_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
-- Feedback can now be answered; the answer raises a feedback_reply message.
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "reply_msg" text;
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "reply_user_id" integer REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "replied_at" timestamp with time zone;
--> statement-breakpoint
-- A version conversion moves queued -> done | failed; each change raises a conversion message.
ALTER TABLE "version_conversions" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'queued' NOT NULL;
--> statement-breakpoint
ALTER TABLE "version_conversions" ADD COLUMN IF NOT EXISTS "finished_at" timestamp with time zone;
