-- Keyword postings (ADR 0047): one row per Chinese index token (a unigram or bigram of the title; latin
-- words, model numbers and '#id' stay with the GIN index) of every online model, carrying the model's filter
-- columns and sort keys. The primary key INCLUDEs them all, so a keyword's key range is read index-only
-- (about 80 bytes an entry) instead of the matching models' wide heap rows.
CREATE TABLE "model_keyword_postings" (
	"token" text NOT NULL,
	"model_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"one_class_id" integer NOT NULL,
	"two_class_id" integer NOT NULL,
	"style_id" integer NOT NULL,
	"renderer_id" integer NOT NULL,
	"fee_category" smallint NOT NULL,
	"charge_category" smallint NOT NULL,
	"is_unique" boolean NOT NULL,
	"has_vr" boolean NOT NULL,
	"has_spaces" boolean NOT NULL,
	"score" integer NOT NULL,
	"download_count" integer NOT NULL,
	"view_count" integer NOT NULL,
	"month_heat" integer NOT NULL,
	"week_heat" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "model_keyword_postings_token_model_id_pk" PRIMARY KEY("token","model_id")
	  INCLUDE ("kind", "one_class_id", "two_class_id", "style_id", "renderer_id", "fee_category", "charge_category",
	    "is_unique", "has_vr", "has_spaces", "score", "download_count", "view_count", "month_heat", "week_heat", "created_at")
);
--> statement-breakpoint
-- The tokens a posting is kept for: runs of the same Chinese ranges as src/search/tokens.ts.
CREATE FUNCTION "model_keyword_posting_token"(token text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT token ~ '^[㐀-鿿豈-﫿]+$'
$$;
--> statement-breakpoint
-- Inserts and deletes (the seed's bulk loads included) work on the whole statement's rows at once.
CREATE FUNCTION "model_keyword_postings_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO model_keyword_postings (token, model_id, kind, one_class_id, two_class_id, style_id, renderer_id,
    fee_category, charge_category, is_unique, has_vr, has_spaces, score, download_count, view_count, month_heat,
    week_heat, created_at)
  SELECT DISTINCT t.token, m.id, m.kind, m.one_class_id, m.two_class_id, m.style_id, m.renderer_id, m.fee_category,
    m.charge_category, m.is_unique, m.has_vr, m.has_spaces, m.score, m.download_count, m.view_count, m.month_heat,
    m.week_heat, m.created_at
  FROM changed_rows m CROSS JOIN LATERAL unnest(m.title_tokens) AS t(token)
  WHERE m.online AND model_keyword_posting_token(t.token);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "model_keyword_postings_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM model_keyword_postings p
  USING (SELECT m.id, t.token FROM changed_rows m CROSS JOIN LATERAL unnest(m.title_tokens) AS t(token)) AS gone
  WHERE p.token = gone.token AND p.model_id = gone.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates go row by row, and only when a column the postings hold changed, so most writes (favour counts,
-- prices, thumbnails) cost nothing here; a changed sort key rewrites the model's postings in place.
CREATE FUNCTION "model_keyword_postings_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.online AND OLD.online AND NEW.title_tokens = OLD.title_tokens AND NEW.id = OLD.id THEN
    UPDATE model_keyword_postings SET kind = NEW.kind, one_class_id = NEW.one_class_id,
      two_class_id = NEW.two_class_id, style_id = NEW.style_id, renderer_id = NEW.renderer_id,
      fee_category = NEW.fee_category, charge_category = NEW.charge_category, is_unique = NEW.is_unique,
      has_vr = NEW.has_vr, has_spaces = NEW.has_spaces, score = NEW.score, download_count = NEW.download_count,
      view_count = NEW.view_count, month_heat = NEW.month_heat, week_heat = NEW.week_heat, created_at = NEW.created_at
    WHERE model_id = NEW.id AND token = ANY (NEW.title_tokens);
    RETURN NULL;
  END IF;
  DELETE FROM model_keyword_postings WHERE model_id = OLD.id AND token = ANY (OLD.title_tokens);
  IF NEW.online THEN
    INSERT INTO model_keyword_postings (token, model_id, kind, one_class_id, two_class_id, style_id, renderer_id,
      fee_category, charge_category, is_unique, has_vr, has_spaces, score, download_count, view_count, month_heat,
      week_heat, created_at)
    SELECT DISTINCT t.token, NEW.id, NEW.kind, NEW.one_class_id, NEW.two_class_id, NEW.style_id, NEW.renderer_id,
      NEW.fee_category, NEW.charge_category, NEW.is_unique, NEW.has_vr, NEW.has_spaces, NEW.score,
      NEW.download_count, NEW.view_count, NEW.month_heat, NEW.week_heat, NEW.created_at
    FROM unnest(NEW.title_tokens) AS t(token)
    WHERE model_keyword_posting_token(t.token);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "models_keyword_postings_insert" AFTER INSERT ON "models" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "model_keyword_postings_add"();
--> statement-breakpoint
CREATE TRIGGER "models_keyword_postings_delete" AFTER DELETE ON "models" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "model_keyword_postings_remove"();
--> statement-breakpoint
CREATE TRIGGER "models_keyword_postings_update" AFTER UPDATE ON "models" FOR EACH ROW
  WHEN ((OLD.online OR NEW.online)
    AND (OLD.id, OLD.title_tokens, OLD.online, OLD.kind, OLD.one_class_id, OLD.two_class_id, OLD.style_id,
      OLD.renderer_id, OLD.fee_category, OLD.charge_category, OLD.is_unique, OLD.has_vr, OLD.has_spaces, OLD.score,
      OLD.download_count, OLD.view_count, OLD.month_heat, OLD.week_heat, OLD.created_at)
    IS DISTINCT FROM (NEW.id, NEW.title_tokens, NEW.online, NEW.kind, NEW.one_class_id, NEW.two_class_id,
      NEW.style_id, NEW.renderer_id, NEW.fee_category, NEW.charge_category, NEW.is_unique, NEW.has_vr,
      NEW.has_spaces, NEW.score, NEW.download_count, NEW.view_count, NEW.month_heat, NEW.week_heat, NEW.created_at))
  EXECUTE FUNCTION "model_keyword_postings_update"();
--> statement-breakpoint
INSERT INTO model_keyword_postings (token, model_id, kind, one_class_id, two_class_id, style_id, renderer_id,
  fee_category, charge_category, is_unique, has_vr, has_spaces, score, download_count, view_count, month_heat,
  week_heat, created_at)
SELECT DISTINCT t.token, m.id, m.kind, m.one_class_id, m.two_class_id, m.style_id, m.renderer_id, m.fee_category,
  m.charge_category, m.is_unique, m.has_vr, m.has_spaces, m.score, m.download_count, m.view_count, m.month_heat,
  m.week_heat, m.created_at
FROM models m CROSS JOIN LATERAL unnest(m.title_tokens) AS t(token)
WHERE m.online AND model_keyword_posting_token(t.token);
