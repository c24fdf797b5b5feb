-- Accounts: password hashes and lockout; render points and coupon packs as user balances.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "render_points" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "coupon_packs" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "password_hash" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "failed_login_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "locked_until" timestamp with time zone;
--> statement-breakpoint
-- Only accounts that can log in need a unique phone (seeded catalogue authors have none to log in with).
CREATE UNIQUE INDEX IF NOT EXISTS "users_login_phone_idx" ON "users" ("phone") WHERE "password_hash" IS NOT NULL AND "phone" IS NOT NULL;
--> statement-breakpoint
-- The ledger: every balance change with the balance it left behind.
CREATE TABLE IF NOT EXISTS "ledger_entries" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "asset" text NOT NULL,
  "delta" bigint NOT NULL,
  "balance_after" bigint NOT NULL,
  "reason" text NOT NULL,
  "reference" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ledger_entries_user_idx" ON "ledger_entries" ("user_id", "asset", "id");
