-- Association words need no extension: their fuzzy match is a character-bigram overlap in plain
-- SQL (src/search/association.ts). pg_trgm was dropped because PGlite cannot link it beside cube
-- (docs/decisions/0002-database-postgres-or-pglite.md).
-- model_facets holds exact online-model counts per filter combination for browsing without a keyword;
-- statement-level triggers keep it current for every insert, update and delete on models.
CREATE FUNCTION "model_facets_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO model_facets AS f (kind, one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category, model_count)
  SELECT kind, one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category, count(*)
  FROM changed_rows WHERE online
  GROUP BY kind, one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category
  ON CONFLICT (kind, one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category)
  DO UPDATE SET model_count = f.model_count + excluded.model_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "model_facets_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE model_facets AS f SET model_count = f.model_count - d.removed
  FROM (
    SELECT kind, one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category, count(*) AS removed
    FROM changed_rows WHERE online
    GROUP BY kind, one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category
  ) AS d
  WHERE f.kind = d.kind AND f.one_class_id = d.one_class_id AND f.two_class_id = d.two_class_id AND f.style_id = d.style_id
    AND f.renderer_id = d.renderer_id AND f.fee_category = d.fee_category AND f.charge_category = d.charge_category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "models_facets_insert" AFTER INSERT ON "models" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "model_facets_add"();
--> statement-breakpoint
CREATE TRIGGER "models_facets_delete" AFTER DELETE ON "models" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "model_facets_subtract"();
--> statement-breakpoint
CREATE TRIGGER "models_facets_update_old" AFTER UPDATE ON "models" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "model_facets_subtract"();
--> statement-breakpoint
CREATE TRIGGER "models_facets_update_new" AFTER UPDATE ON "models" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "model_facets_add"();
