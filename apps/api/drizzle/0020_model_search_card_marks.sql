-- The search index (ADR 0062) now also answers a page's cards (ADR 0067): a change to anything a card
-- shows (its uuid, cover, price, gold-member flag, favour count) marks the row too, so the next read of
-- changes brings the card up to date before a search answers.
DROP TRIGGER "models_search_mark" ON "models";--> statement-breakpoint
CREATE TRIGGER "models_search_mark" BEFORE UPDATE ON "models" FOR EACH ROW
  WHEN ((OLD.id, OLD.title, OLD.title_tokens, OLD.model_number, OLD.online, OLD.kind, OLD.one_class_id,
      OLD.two_class_id, OLD.style_id, OLD.renderer_id, OLD.fee_category, OLD.charge_category, OLD.is_unique,
      OLD.has_vr, OLD.has_spaces, OLD.score, OLD.download_count, OLD.view_count, OLD.month_heat, OLD.week_heat,
      OLD.created_at, OLD.uuid, OLD.thumb_path, OLD.price_fen, OLD.vip, OLD.favor_count)
    IS DISTINCT FROM (NEW.id, NEW.title, NEW.title_tokens, NEW.model_number, NEW.online, NEW.kind,
      NEW.one_class_id, NEW.two_class_id, NEW.style_id, NEW.renderer_id, NEW.fee_category, NEW.charge_category,
      NEW.is_unique, NEW.has_vr, NEW.has_spaces, NEW.score, NEW.download_count, NEW.view_count, NEW.month_heat,
      NEW.week_heat, NEW.created_at, NEW.uuid, NEW.thumb_path, NEW.price_fen, NEW.vip, NEW.favor_count))
  EXECUTE FUNCTION "models_search_mark"();
