-- Site notices (shutdown notice content and dates as configuration), notice mutes, survey answers,
-- authors' auto-conversion consent and the models the nightly job converted.
CREATE TABLE IF NOT EXISTS "site_notices" (
  "key" text PRIMARY KEY NOT NULL,
  "enabled" boolean DEFAULT true NOT NULL,
  "title" text NOT NULL,
  "upload_closed_on" date NOT NULL,
  "site_closed_on" date NOT NULL,
  "balance_text" text NOT NULL,
  "body" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "site_notices" ("key", "enabled", "title", "upload_closed_on", "site_closed_on", "balance_text", "body")
VALUES (
  'shutdown', true, '云模型停止运营公告', '2025-09-12', '2025-12-01',
  '账户剩余余额将转换为不可提现的炫豆。',
  '感谢您一直以来对云模型的支持。因业务调整，云模型将停止运营。'
)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notice_mutes" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "notice_key" text NOT NULL REFERENCES "site_notices"("key") ON DELETE CASCADE,
  "muted_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "notice_key")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "survey_submissions" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL UNIQUE REFERENCES "users"("id") ON DELETE CASCADE,
  "answers" jsonb NOT NULL,
  "reward" smallint NOT NULL CHECK ("reward" IN (1, 2, 3)),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "auto_conversion_consents" (
  "author_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "state" smallint NOT NULL CHECK ("state" IN (0, 1)),
  "decided_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "auto_conversions" (
  "model_id" integer PRIMARY KEY NOT NULL REFERENCES "models"("id") ON DELETE CASCADE,
  "author_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "previous_charge_category" smallint NOT NULL,
  "new_charge_category" smallint NOT NULL,
  "converted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auto_conversions_author_idx" ON "auto_conversions" ("author_id", "converted_at");
