-- Search by image: the k-NN index of @yunmo/image-search (cube vectors in inverted lists), and the
-- author page's panorama and video works. Idempotent, for PostgreSQL 15 and PGlite alike.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS image_embeddings (
  model_id integer NOT NULL,
  cid smallint NOT NULL CHECK (cid IN (1, 2)),
  window_index smallint NOT NULL CHECK (window_index >= 0),
  embedder text NOT NULL,
  list_id integer NOT NULL DEFAULT 0,
  embedding cube NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (embedder, cid, model_id, window_index)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS image_embeddings_list ON image_embeddings (embedder, cid, list_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS image_embedding_lists (
  embedder text NOT NULL,
  list_id integer NOT NULL CHECK (list_id > 0),
  centroid cube NOT NULL,
  PRIMARY KEY (embedder, list_id)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS author_works (
  id serial PRIMARY KEY,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 5 panorama / VR, 6 video tutorial (the author page's typeIdx)
  work_type smallint NOT NULL CHECK (work_type IN (5, 6)),
  title text NOT NULL,
  cover_path text NOT NULL,
  link_path text NOT NULL,
  view_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS author_works_author_idx ON author_works (author_id, work_type, created_at DESC);
