-- Payments: orders paid with beans or a provider's QR code, provider notifications (replay guard), download packages and membership popup operations.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "download_package_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "download_packages" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "downloads" integer NOT NULL CHECK ("downloads" > 0),
  "price_fen" integer NOT NULL CHECK ("price_fen" > 0),
  "original_price_fen" integer NOT NULL,
  "sort" integer DEFAULT 0 NOT NULL,
  "active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
INSERT INTO "download_packages" ("id", "name", "downloads", "price_fen", "original_price_fen", "sort") VALUES
  (1, '10次下载包', 10, 1800, 2200, 1),
  (2, '30次下载包', 30, 4800, 6600, 2),
  (3, '60次下载包', 60, 8800, 13200, 3),
  (4, '100次下载包', 100, 12800, 22000, 4)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('download_packages', 'id'), (SELECT max("id") FROM "download_packages"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_orders" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_number" text NOT NULL UNIQUE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "purpose" text NOT NULL,
  "channel" text NOT NULL,
  "amount_fen" integer NOT NULL CHECK ("amount_fen" > 0),
  "state" text DEFAULT 'created' NOT NULL,
  "reference" text,
  "idempotency_key" text,
  "provider_trade_no" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_orders_idempotency_idx" ON "payment_orders" ("user_id", "idempotency_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_orders_user_idx" ON "payment_orders" ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_notifications" (
  "id" serial PRIMARY KEY NOT NULL,
  "provider" text NOT NULL,
  "notify_id" text NOT NULL,
  "order_number" text NOT NULL,
  "outcome" text NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_notifications_notify_idx" ON "payment_notifications" ("provider", "notify_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "membership_operations" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "user_name" text,
  "kind" text NOT NULL,
  "operation" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_operations_user_idx" ON "membership_operations" ("user_id", "kind", "created_at");
