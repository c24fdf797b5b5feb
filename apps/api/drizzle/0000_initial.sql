CREATE TABLE "album_favours" (
	"user_id" integer NOT NULL,
	"album_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_favours_user_id_album_id_pk" PRIMARY KEY("user_id","album_id")
);
--> statement-breakpoint
CREATE TABLE "album_label_links" (
	"album_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "album_label_links_album_id_label_id_pk" PRIMARY KEY("album_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "album_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_models" (
	"album_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "album_models_album_id_model_id_pk" PRIMARY KEY("album_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"title" text NOT NULL,
	"author_id" integer,
	"favor_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "association_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" smallint NOT NULL,
	"word" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "author_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_code" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"version_id" integer,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"payment_method" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"model_id" integer,
	"category" text NOT NULL,
	"msg" text NOT NULL,
	"contact" text,
	"reply_msg" text,
	"reply_user_id" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"folder_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_model_id_pk" PRIMARY KEY("user_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "fee_categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"satisfied" smallint,
	"dissatisfaction" text,
	"suggestion" text,
	"user_phone" text,
	"msg_content" text,
	"screenshot_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_author_id_pk" PRIMARY KEY("follower_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" smallint NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mapping_details" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"texture_number" text NOT NULL,
	"mapping_type_value" text NOT NULL,
	"width_px" integer NOT NULL,
	"height_px" integer NOT NULL,
	"seamless" boolean DEFAULT true NOT NULL,
	"cnames" text,
	"water_path" text,
	"strengthen_water_path" text
);
--> statement-breakpoint
CREATE TABLE "max_su_details" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"software" text NOT NULL,
	"down_price_fen" integer DEFAULT 0 NOT NULL,
	"model_price_fen" integer DEFAULT 0 NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"member_category" smallint NOT NULL,
	"is_sub_account" boolean DEFAULT false NOT NULL,
	"gold_ends_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"experience_number" smallint DEFAULT 0 NOT NULL,
	"free_download_tickets" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_facets" (
	"kind" smallint NOT NULL,
	"one_class_id" integer NOT NULL,
	"two_class_id" integer NOT NULL,
	"style_id" integer NOT NULL,
	"renderer_id" integer NOT NULL,
	"fee_category" smallint NOT NULL,
	"charge_category" smallint NOT NULL,
	"model_count" bigint NOT NULL,
	CONSTRAINT "model_facets_kind_one_class_id_two_class_id_style_id_renderer_id_fee_category_charge_category_pk" PRIMARY KEY("kind","one_class_id","two_class_id","style_id","renderer_id","fee_category","charge_category")
);
--> statement-breakpoint
CREATE TABLE "model_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"path" text NOT NULL,
	"thumb_path" text NOT NULL,
	"watermark_path" text,
	"strengthen_watermark_path" text,
	"vr_path" text
);
--> statement-breakpoint
CREATE TABLE "model_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"model_type" smallint NOT NULL,
	"version" text NOT NULL,
	"light" text,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"file_path" text NOT NULL,
	"copyright" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"model_number" text NOT NULL,
	"title" text NOT NULL,
	"title_tokens" text[] NOT NULL,
	"author_id" integer NOT NULL,
	"one_class_id" integer NOT NULL,
	"two_class_id" integer NOT NULL,
	"style_id" integer DEFAULT 0 NOT NULL,
	"renderer_id" integer DEFAULT 0 NOT NULL,
	"fee_category" smallint NOT NULL,
	"charge_category" smallint DEFAULT 0 NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"is_unique" boolean DEFAULT false NOT NULL,
	"has_vr" boolean DEFAULT false NOT NULL,
	"has_spaces" boolean DEFAULT false NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"favor_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"month_heat" integer DEFAULT 0 NOT NULL,
	"week_heat" integer DEFAULT 0 NOT NULL,
	"thumb_path" text NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "models_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "models_model_number_unique" UNIQUE("model_number")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"out_trade_no" text,
	"user_id" integer NOT NULL,
	"pay_method" smallint NOT NULL,
	"product" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"day" date NOT NULL,
	"category" smallint NOT NULL,
	"rank" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"bean_fen" bigint NOT NULL,
	"max_bean_fen" bigint NOT NULL,
	"work_number" integer NOT NULL,
	CONSTRAINT "rankings_day_category_rank_pk" PRIMARY KEY("day","category","rank")
);
--> statement-breakpoint
CREATE TABLE "renderers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text,
	"msg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_sha256" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_sha256_unique" UNIQUE("token_sha256")
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "sign_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ue4_details" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"ue4_number" text NOT NULL,
	"support_platform" text NOT NULL,
	"engine_version" text NOT NULL,
	"render_mode" smallint NOT NULL,
	"top_num" integer NOT NULL,
	"grid_num" integer NOT NULL,
	"material_num" integer NOT NULL,
	"material_real_num" integer NOT NULL,
	"texture_num" integer NOT NULL,
	"texture_resolution" text NOT NULL,
	"material_detail" text
);
--> statement-breakpoint
CREATE TABLE "uec_details" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"uc_number" text NOT NULL,
	"resolution_ratio_name" text NOT NULL,
	"engine_version_name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_hobbies" (
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"category_ids" integer[] NOT NULL,
	CONSTRAINT "user_hobbies_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar_path" text,
	"phone" text,
	"wx" text,
	"introduction" text,
	"pc_banner_path" text,
	"mobile_banner_path" text,
	"is_author" boolean DEFAULT false NOT NULL,
	"bean_balance_fen" bigint DEFAULT 0 NOT NULL,
	"down_coin_tenths" integer DEFAULT 0 NOT NULL,
	"outstanding" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
ALTER TABLE "album_favours" ADD CONSTRAINT "album_favours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_favours" ADD CONSTRAINT "album_favours_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_label_links" ADD CONSTRAINT "album_label_links_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_label_links" ADD CONSTRAINT "album_label_links_label_id_album_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."album_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_models" ADD CONSTRAINT "album_models_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_models" ADD CONSTRAINT "album_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_earnings" ADD CONSTRAINT "author_earnings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_version_id_model_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."model_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_reply_user_id_users_id_fk" FOREIGN KEY ("reply_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_folders" ADD CONSTRAINT "favourite_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_folder_id_favourite_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."favourite_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_details" ADD CONSTRAINT "mapping_details_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "max_su_details" ADD CONSTRAINT "max_su_details_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_images" ADD CONSTRAINT "model_images_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_versions" ADD CONSTRAINT "model_versions_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ue4_details" ADD CONSTRAINT "ue4_details_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uec_details" ADD CONSTRAINT "uec_details_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_hobbies" ADD CONSTRAINT "user_hobbies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_label_links_label_idx" ON "album_label_links" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "albums_created_idx" ON "albums" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "association_words_prefix_idx" ON "association_words" USING btree ("category","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "author_earnings_author_idx" ON "author_earnings" USING btree ("author_id","earned_at");--> statement-breakpoint
CREATE INDEX "banners_slot_idx" ON "banners" USING btree ("slot","position");--> statement-breakpoint
CREATE INDEX "categories_kind_parent_idx" ON "categories" USING btree ("kind","parent_id","position");--> statement-breakpoint
CREATE INDEX "downloads_user_idx" ON "downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "downloads_model_idx" ON "downloads" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_images_model_pos_idx" ON "model_images" USING btree ("model_id","position");--> statement-breakpoint
CREATE INDEX "model_versions_model_idx" ON "model_versions" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "models_author_idx" ON "models" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "models_title_tokens_idx" ON "models" USING gin ("title_tokens");--> statement-breakpoint
CREATE INDEX "models_kind_score_idx" ON "models" USING btree ("kind","score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_time_idx" ON "models" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_downloads_idx" ON "models" USING btree ("kind","download_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_month_idx" ON "models" USING btree ("kind","month_heat" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_week_idx" ON "models" USING btree ("kind","week_heat" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_views_idx" ON "models" USING btree ("kind","view_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_one_score_idx" ON "models" USING btree ("kind","one_class_id","score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_one_time_idx" ON "models" USING btree ("kind","one_class_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_one_downloads_idx" ON "models" USING btree ("kind","one_class_id","download_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_two_score_idx" ON "models" USING btree ("kind","two_class_id","score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_two_time_idx" ON "models" USING btree ("kind","two_class_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_style_score_idx" ON "models" USING btree ("kind","style_id","score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_kind_facets_idx" ON "models" USING btree ("kind","one_class_id","two_class_id","style_id","renderer_id","fee_category","charge_category","is_unique","has_vr","has_spaces");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");