-- Personal access tokens for server-side callers of /api (Authorization: Bearer). Only the SHA-256 of
-- the token is kept; the prefix (ymp_r_ / ymp_w_ and four characters) lets the owner tell them apart.
CREATE TABLE IF NOT EXISTS "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"scope" text NOT NULL CHECK ("scope" IN ('read', 'write')),
	"token_sha256" text NOT NULL UNIQUE,
	"token_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "api_tokens_user_idx" ON "api_tokens" ("user_id");
