-- What the asset generator was given for a model's package, and what it made: the public preview GLB
-- and the renders are built from the same input, so they show exactly what the package holds.
CREATE TABLE IF NOT EXISTS "model_assets" (
  "model_id" integer PRIMARY KEY NOT NULL REFERENCES "models"("id") ON DELETE CASCADE,
  "input" jsonb NOT NULL,
  "faces" integer NOT NULL,
  "vertices" integer NOT NULL,
  "width_cm" double precision NOT NULL,
  "depth_cm" double precision NOT NULL,
  "height_cm" double precision NOT NULL
);
