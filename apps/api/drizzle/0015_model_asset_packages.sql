-- What a model's asset package was built from (listing texts, map size): with the catalogue's images the
-- seed publishes the package's size and SHA-256 and the first download builds the same bytes from this.
ALTER TABLE "model_assets" ADD COLUMN IF NOT EXISTS "package" jsonb;
