DROP INDEX "models_kind_score_idx";--> statement-breakpoint
DROP INDEX "models_kind_time_idx";--> statement-breakpoint
DROP INDEX "models_kind_downloads_idx";--> statement-breakpoint
DROP INDEX "models_kind_month_idx";--> statement-breakpoint
DROP INDEX "models_kind_week_idx";--> statement-breakpoint
DROP INDEX "models_kind_views_idx";--> statement-breakpoint
DROP INDEX "models_kind_one_score_idx";--> statement-breakpoint
DROP INDEX "models_kind_one_time_idx";--> statement-breakpoint
DROP INDEX "models_kind_one_downloads_idx";--> statement-breakpoint
DROP INDEX "models_kind_two_score_idx";--> statement-breakpoint
DROP INDEX "models_kind_two_time_idx";--> statement-breakpoint
DROP INDEX "models_kind_style_score_idx";--> statement-breakpoint
DROP INDEX "models_kind_facets_idx";