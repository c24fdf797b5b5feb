-- The in-memory search index (ADR 0062) reads, after its first full read, only the models written since:
-- each row carries the id of the transaction that last wrote it, and deleted models are listed with theirs.
-- Rows written by any transaction that was still running when the index last read are read again, so a
-- write that commits late is never missed.
CREATE TABLE "model_search_removals" (
	"model_id" integer NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
-- No default on the existing rows (a volatile default would rewrite the whole table): the index's full
-- read covers them. New rows get their transaction's id from the default.
ALTER TABLE "models" ADD COLUMN "search_xid" "xid8";--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "search_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "model_search_removals_xid_idx" ON "model_search_removals" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "models_search_xid_idx" ON "models" USING btree ("search_xid");--> statement-breakpoint
-- Only a change to something the index holds marks the row (favour counts, prices and pictures do not).
CREATE FUNCTION "models_search_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "models_search_mark" BEFORE UPDATE ON "models" FOR EACH ROW
  WHEN ((OLD.id, OLD.title, OLD.title_tokens, OLD.model_number, OLD.online, OLD.kind, OLD.one_class_id,
      OLD.two_class_id, OLD.style_id, OLD.renderer_id, OLD.fee_category, OLD.charge_category, OLD.is_unique,
      OLD.has_vr, OLD.has_spaces, OLD.score, OLD.download_count, OLD.view_count, OLD.month_heat, OLD.week_heat,
      OLD.created_at)
    IS DISTINCT FROM (NEW.id, NEW.title, NEW.title_tokens, NEW.model_number, NEW.online, NEW.kind,
      NEW.one_class_id, NEW.two_class_id, NEW.style_id, NEW.renderer_id, NEW.fee_category, NEW.charge_category,
      NEW.is_unique, NEW.has_vr, NEW.has_spaces, NEW.score, NEW.download_count, NEW.view_count, NEW.month_heat,
      NEW.week_heat, NEW.created_at))
  EXECUTE FUNCTION "models_search_mark"();
--> statement-breakpoint
CREATE FUNCTION "models_search_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO model_search_removals (model_id) SELECT id FROM removed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "models_search_removed" AFTER DELETE ON "models" REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "models_search_removed"();
--> statement-breakpoint
-- The new column's statistics (every existing row NULL), so the index's reads of changes plan as the
-- few-row index scans they are from the first one.
ANALYZE "models";
