-- One counted view per visitor, model and Asia/Shanghai day: reloading a page does not inflate view_count.
-- The visitor is the signed-in user (u:<id>) or a hash of the address and user agent (a:<hex>).
CREATE TABLE IF NOT EXISTS "model_views" (
  "model_id" integer NOT NULL REFERENCES "models"("id") ON DELETE CASCADE,
  "visitor" text NOT NULL,
  "day" date NOT NULL,
  PRIMARY KEY ("model_id", "visitor", "day")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "model_views_day_idx" ON "model_views" ("day");
--> statement-breakpoint
-- Follow and unfollow actions of the last window, for the per-user limit.
CREATE TABLE IF NOT EXISTS "follow_actions" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "follow_actions_user_idx" ON "follow_actions" ("user_id", "created_at");
--> statement-breakpoint
-- When an author was last told about a follower: a re-follow within the window tells nobody again.
CREATE TABLE IF NOT EXISTS "follow_notices" (
  "author_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "follower_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "notified_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("author_id", "follower_id")
);
