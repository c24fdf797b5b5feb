-- Browsing pages: order by a sort key within a kind (optionally a first-level class) and filter on the
-- INCLUDEd columns inside the index, so a page of ids comes from an index-only scan without heap reads.
CREATE INDEX IF NOT EXISTS "models_browse_score_idx" ON "models" ("kind", "score" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_time_idx" ON "models" ("kind", "created_at" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_downloads_idx" ON "models" ("kind", "download_count" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_month_idx" ON "models" ("kind", "month_heat" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_week_idx" ON "models" ("kind", "week_heat" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_views_idx" ON "models" ("kind", "view_count" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_class_score_idx" ON "models" ("kind", "one_class_id", "score" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_class_time_idx" ON "models" ("kind", "one_class_id", "created_at" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_class_downloads_idx" ON "models" ("kind", "one_class_id", "download_count" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_class_month_idx" ON "models" ("kind", "one_class_id", "month_heat" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_class_week_idx" ON "models" ("kind", "one_class_id", "week_heat" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_browse_class_views_idx" ON "models" ("kind", "one_class_id", "view_count" DESC, "id" DESC) INCLUDE ("one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category", "online", "is_unique", "has_vr", "has_spaces");
