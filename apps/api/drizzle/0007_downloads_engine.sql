-- Downloads: the agreement, every granted download with its rule, signed links and the frequent-download captcha.
CREATE TABLE IF NOT EXISTS "download_agreements" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "agreed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "download_grants" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "model_id" integer NOT NULL REFERENCES "models"("id") ON DELETE CASCADE,
  "version_id" integer REFERENCES "model_versions"("id") ON DELETE SET NULL,
  "basis" text NOT NULL,
  "paid_fen" integer DEFAULT 0 NOT NULL,
  "payment" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "download_grants_user_idx" ON "download_grants" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "download_grants_user_model_idx" ON "download_grants" ("user_id", "model_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "download_links" (
  "id" text PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "version_id" integer NOT NULL REFERENCES "model_versions"("id") ON DELETE CASCADE,
  "grant_id" integer NOT NULL REFERENCES "download_grants"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "download_captchas" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "answer_sha256" text,
  "expires_at" timestamp with time zone,
  "passed_at" timestamp with time zone,
  "failed_attempts" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "version_conversions" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "model_id" integer NOT NULL REFERENCES "models"("id") ON DELETE CASCADE,
  "version_id" integer NOT NULL REFERENCES "model_versions"("id") ON DELETE CASCADE,
  "target_version" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "version_conversions_user_idx" ON "version_conversions" ("user_id", "created_at");
