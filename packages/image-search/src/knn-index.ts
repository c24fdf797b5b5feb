/**
 * Nearest-neighbour index of image embeddings on PostgreSQL 15 and PGlite alike, with only the
 * contrib `cube` type (at most 100 dimensions, C-implemented Euclidean distance `<->`).
 *
 * A GiST index on 96-dimensional cubes prunes almost nothing (measured: as slow as a full scan),
 * so the index is an inverted file instead: k-means centroids ("lists") are trained from the
 * stored vectors, every row carries the number of its nearest list, and a search only reads
 * the rows of the few lists nearest to the query through a B-tree. List 0 holds rows stored
 * before any training and is always searched, so a fresh catalogue works before `trainLists`.
 *
 * Every statement is parameterised. The executor may be PGlite, a `pg.Client` or a `pg.Pool`
 * (transactions then check out one connection).
 *
 * @module
 */
import { z } from 'zod';

/** What `pg` clients, pools and PGlite all provide. */
export interface SqlExecutor {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- drivers type rows as any
  query(sql: string, params?: unknown[]): Promise<{ rows: any[] }>;
}

/** A `pg.Pool`: statements of one transaction must not be spread over its connections. */
interface PoolLike {
  readonly totalCount: number;
  connect(): Promise<SqlExecutor & { release(): void }>;
}

function isPool(executor: SqlExecutor): executor is SqlExecutor & PoolLike {
  return 'totalCount' in executor && typeof (executor as Partial<PoolLike>).connect === 'function';
}

/**
 * PGlite: one session shared by every caller, so a transaction must hold its exclusive lock
 * (`transaction()`); a bare BEGIN would let other callers' statements run inside it.
 */
interface SessionWithTransactions {
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

function hasExclusiveTransactions(
  executor: SqlExecutor,
): executor is SqlExecutor & SessionWithTransactions {
  return (
    !isPool(executor) &&
    typeof (executor as Partial<SessionWithTransactions>).transaction === 'function'
  );
}

/**
 * Runs `work` in one transaction on one connection: PGlite's exclusive transaction, or BEGIN and
 * COMMIT on a `pg.Client` or on a connection checked out of a `pg.Pool`.
 */
async function inTransaction<T>(
  executor: SqlExecutor,
  work: (connection: SqlExecutor) => Promise<T>,
): Promise<T> {
  if (hasExclusiveTransactions(executor)) return executor.transaction((tx) => work(tx));
  const checkedOut = isPool(executor) ? await executor.connect() : undefined;
  const connection = checkedOut ?? executor;
  try {
    await connection.query('BEGIN');
    try {
      const result = await work(connection);
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      await connection.query('ROLLBACK');
      throw error;
    }
  } finally {
    checkedOut?.release();
  }
}

/** `cube` refuses more dimensions than this. */
export const CUBE_MAX_DIMENSIONS = 100;

/** Model kinds of the image search tabs: 1 3D模型, 2 SU模型. */
export const IMAGE_SEARCH_KINDS = [1, 2] as const;
export type ImageSearchKind = (typeof IMAGE_SEARCH_KINDS)[number];
export const imageSearchKindSchema = z.union([z.literal(1), z.literal(2)]);

/**
 * Migration creating the tables and indexes. Idempotent, so it can run on every start or be
 * copied into the API's migrations as is.
 */
export const IMAGE_EMBEDDINGS_MIGRATION_SQL = `
CREATE EXTENSION IF NOT EXISTS cube;
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
CREATE INDEX IF NOT EXISTS image_embeddings_list ON image_embeddings (embedder, cid, list_id);
CREATE TABLE IF NOT EXISTS image_embedding_lists (
  embedder text NOT NULL,
  list_id integer NOT NULL CHECK (list_id > 0),
  centroid cube NOT NULL,
  PRIMARY KEY (embedder, list_id)
);
`;

/** Runs the migration statement by statement (PGlite's parameterised `query` takes one). */
export async function migrateImageEmbeddings(executor: SqlExecutor): Promise<void> {
  for (const statement of IMAGE_EMBEDDINGS_MIGRATION_SQL.split(';')) {
    if (statement.trim() !== '') await executor.query(statement);
  }
}

/** One row of the index: one window of one catalogue picture. */
export interface EmbeddingRow {
  readonly modelId: number;
  readonly cid: ImageSearchKind;
  readonly windowIndex: number;
  readonly embedder: string;
  readonly vector: Float32Array | readonly number[];
}

const finiteVector = z
  .custom<Float32Array | readonly number[]>(
    (value) => value instanceof Float32Array || Array.isArray(value),
  )
  .refine((vector) => vector.length >= 1 && vector.length <= CUBE_MAX_DIMENSIONS, {
    message: `vectors need 1 to ${CUBE_MAX_DIMENSIONS} dimensions`,
  })
  .refine(
    (vector) =>
      Array.from(vector).every((value) => typeof value === 'number' && Number.isFinite(value)),
    {
      message: 'vector values must be finite numbers',
    },
  );

const embeddingRowSchema = z.object({
  modelId: z.number().int().positive().max(2_147_483_647),
  cid: imageSearchKindSchema,
  windowIndex: z.number().int().min(0).max(32_767),
  embedder: z.string().min(1).max(200),
  vector: finiteVector,
});

/** Rows per INSERT statement: keeps parameter arrays moderate. */
const INSERT_BATCH = 2_000;
/**
 * Rows per INSERT of a load other queries run between (`loadListedIndex`): one statement is what a
 * request may wait behind, so it stays a few tens of milliseconds.
 */
const INTERLEAVED_INSERT_BATCH = 250;

/**
 * Inserts (or replaces) embedding rows in batches; all rows are validated before anything is
 * written, and all batches are written in one transaction, so bad input writes nothing.
 */
export async function insertEmbeddings(
  executor: SqlExecutor,
  rows: readonly EmbeddingRow[],
): Promise<number> {
  const parsed = z.array(embeddingRowSchema).parse(rows);
  if (parsed.length === 0) return 0;
  const dimensions = parsed[0]!.vector.length;
  if (parsed.some((row) => row.vector.length !== dimensions)) {
    throw new RangeError('all vectors of one insert must have the same number of dimensions');
  }
  await inTransaction(executor, async (connection) => {
    for (let start = 0; start < parsed.length; start += INSERT_BATCH) {
      const batch = parsed.slice(start, start + INSERT_BATCH);
      const flat: number[] = [];
      for (const row of batch) for (const value of row.vector) flat.push(value);
      await connection.query(
        `INSERT INTO image_embeddings (model_id, cid, window_index, embedder, list_id, embedding)
         SELECT v.model_id, v.cid, v.window_index, v.embedder,
                COALESCE((SELECT l.list_id FROM image_embedding_lists l
                          WHERE l.embedder = v.embedder ORDER BY l.centroid <-> v.embedding LIMIT 1), 0),
                v.embedding
         FROM (SELECT r.model_id, r.cid, r.window_index, r.embedder,
                      cube(($5::float8[])[(r.ordinal - 1) * $6::int + 1 : r.ordinal * $6::int]) AS embedding
               FROM unnest($1::int[], $2::smallint[], $3::smallint[], $4::text[])
                    WITH ORDINALITY AS r(model_id, cid, window_index, embedder, ordinal)) AS v
         ON CONFLICT (embedder, cid, model_id, window_index)
         DO UPDATE SET embedding = EXCLUDED.embedding, list_id = EXCLUDED.list_id, created_at = now()`,
        [
          batch.map((row) => row.modelId),
          batch.map((row) => row.cid),
          batch.map((row) => row.windowIndex),
          batch.map((row) => row.embedder),
          flat,
          dimensions,
        ],
      );
    }
  });
  return parsed.length;
}

/** Removes every window of one model (before re-indexing it, or when it is taken down). */
export async function deleteEmbeddings(
  executor: SqlExecutor,
  modelId: number,
  cid: ImageSearchKind,
): Promise<void> {
  const parsed = z
    .object({ modelId: z.number().int().positive(), cid: imageSearchKindSchema })
    .parse({ modelId, cid });
  await executor.query('DELETE FROM image_embeddings WHERE model_id = $1 AND cid = $2', [
    parsed.modelId,
    parsed.cid,
  ]);
}

/** Search settings. */
export interface SearchOptions {
  readonly cid: ImageSearchKind;
  /** The embedder whose vectors to compare with (vectors of different models never mix). */
  readonly embedder: string;
  /** How many models to return. */
  readonly k: number;
  /**
   * Nearest windows fetched per query vector before grouping by model; default 20k, at least 40:
   * a model holds several windows of several angles, and the nearest of them often belong to a few
   * models, so k models need many more windows.
   */
  readonly windowsPerVector?: number;
  /** Lists read per query vector (more: slower, closer to exact); default 8. */
  readonly probes?: number;
  /**
   * `index` (default) reads the nearest lists only; `scan` compares with every row, the exact
   * brute-force baseline the benchmark compares with.
   */
  readonly method?: 'index' | 'scan';
}

/** A model and how close its best window came to any query vector (smaller is closer). */
export interface ImageSearchHit {
  readonly modelId: number;
  readonly distance: number;
}

const searchOptionsSchema = z.object({
  cid: imageSearchKindSchema,
  embedder: z.string().min(1).max(200),
  k: z.number().int().min(1).max(1_000),
  windowsPerVector: z.number().int().min(1).max(10_000).optional(),
  probes: z.number().int().min(1).max(10_000).optional(),
  method: z.enum(['index', 'scan']).optional(),
});

/** Query vectors arrive as one flat array ($1) of $2 vectors of $3 dimensions. */
function searchSql(method: 'index' | 'scan'): string {
  const listFilter =
    method === 'index'
      ? `AND e.list_id = ANY (ARRAY(SELECT l.list_id FROM image_embedding_lists l
                                    WHERE l.embedder = $5 ORDER BY l.centroid <-> q.vector LIMIT $8) || 0)`
      : '';
  return `
SELECT hit.model_id, min(hit.distance) AS distance
FROM (SELECT cube(($1::float8[])[n * $3::int + 1 : (n + 1) * $3::int]) AS vector
      FROM generate_series(0, $2::int - 1) AS n) AS q
CROSS JOIN LATERAL (
  SELECT e.model_id, e.embedding <-> q.vector AS distance
  FROM image_embeddings e
  WHERE e.embedder = $5 AND e.cid = $4 ${listFilter}
  ORDER BY distance
  LIMIT $6
) AS hit
GROUP BY hit.model_id
ORDER BY distance, hit.model_id
LIMIT $7`;
}

/**
 * The `k` models nearest to any of the query vectors (a query picture gives several windows):
 * each vector fetches its nearest windows, then hits are grouped per model keeping the best
 * distance.
 */
export async function searchNearest(
  executor: SqlExecutor,
  vectors: Float32Array | readonly Float32Array[],
  options: SearchOptions,
): Promise<ImageSearchHit[]> {
  const settings = searchOptionsSchema.parse(options);
  const list = z
    .array(finiteVector)
    .min(1)
    .max(64)
    .parse(vectors instanceof Float32Array ? [vectors] : vectors);
  const dimensions = list[0]!.length;
  if (list.some((vector) => vector.length !== dimensions)) {
    throw new RangeError('all query vectors must have the same number of dimensions');
  }
  const flat: number[] = [];
  for (const vector of list) for (const value of vector) flat.push(value);
  const windowsPerVector = settings.windowsPerVector ?? Math.max(40, settings.k * 20);
  const method = settings.method ?? 'index';
  const params: unknown[] = [
    flat,
    list.length,
    dimensions,
    settings.cid,
    settings.embedder,
    windowsPerVector,
    settings.k,
  ];
  if (method === 'index') params.push(settings.probes ?? 8);
  // JIT compilation costs more than these queries (measured: p95 doubled on PostgreSQL 15).
  const rows = await inTransaction(executor, async (connection) => {
    await connection.query('SET LOCAL jit = off');
    return (await connection.query(searchSql(method), params)).rows;
  });
  return rows.map((row: { model_id: number; distance: number | string }) => ({
    modelId: Number(row.model_id),
    distance: Number(row.distance),
  }));
}

/** Settings of list training. */
export interface TrainListsOptions {
  /** Number of lists; default about the square root of the row count, 1 to 4096. */
  readonly lists?: number;
  /** Rows read for training; default 20,000. */
  readonly sampleSize?: number;
  /** k-means rounds; default 8. */
  readonly iterations?: number;
  /**
   * Rewrites the table in list order afterwards (default true). Takes an exclusive lock for the
   * rewrite: fine at seed time and in maintenance windows.
   */
  readonly cluster?: boolean;
}

/** The list training's settings, as `trainLists` and `loadTrainedIndex` both take them. */
const trainSettingsSchema = z.object({
  embedder: z.string().min(1).max(200),
  lists: z.number().int().min(1).max(4_096).optional(),
  sampleSize: z.number().int().min(1).max(1_000_000).optional(),
  iterations: z.number().int().min(1).max(100).optional(),
});

/**
 * Trains the lists of one embedder with k-means on a sample of its stored vectors, stores the
 * centroids and moves every row to its nearest list, in one transaction. Run it after a bulk
 * load (seeding) and now and then as the catalogue grows; searches keep working meanwhile.
 */
export async function trainLists(
  executor: SqlExecutor,
  embedder: string,
  options: TrainListsOptions = {},
): Promise<number> {
  const settings = trainSettingsSchema
    .extend({ cluster: z.boolean().optional() })
    .parse({ embedder, ...options });
  const { rows: countRows } = await executor.query(
    'SELECT count(*)::int AS total FROM image_embeddings WHERE embedder = $1',
    [settings.embedder],
  );
  const total = Number(countRows[0]?.total ?? 0);
  if (total === 0) return 0;
  const sampleSize = Math.min(total, settings.sampleSize ?? 20_000);
  // A deterministic spread sample: every n-th row in primary-key order.
  const { rows: sampleRows } = await executor.query(
    `SELECT embedding::text AS embedding FROM (
       SELECT embedding, row_number() OVER (ORDER BY cid, model_id, window_index) AS position
       FROM image_embeddings WHERE embedder = $1) AS numbered
     WHERE position % $2 = 0 LIMIT $3`,
    [settings.embedder, Math.max(1, Math.floor(total / sampleSize)), sampleSize],
  );
  const sample = sampleRows.map((row: { embedding: string }) => parseCube(row.embedding));
  const listCount = Math.min(
    sample.length,
    settings.lists ?? Math.max(1, Math.round(Math.sqrt(total))),
  );
  const centroids = kMeans(sample, listCount, settings.iterations ?? 8);
  await inTransaction(executor, async (connection) => {
    await connection.query('DELETE FROM image_embedding_lists WHERE embedder = $1', [
      settings.embedder,
    ]);
    const flat: number[] = [];
    for (const centroid of centroids) for (const value of centroid) flat.push(value);
    await connection.query(
      `INSERT INTO image_embedding_lists (embedder, list_id, centroid)
       SELECT $1, n + 1, cube(($2::float8[])[n * $3::int + 1 : (n + 1) * $3::int])
       FROM generate_series(0, $4::int - 1) AS n`,
      [settings.embedder, flat, centroids[0]!.length, centroids.length],
    );
    await connection.query(
      `UPDATE image_embeddings e SET list_id = (
         SELECT l.list_id FROM image_embedding_lists l WHERE l.embedder = e.embedder
         ORDER BY l.centroid <-> e.embedding LIMIT 1)
       WHERE e.embedder = $1`,
      [settings.embedder],
    );
  });
  if (settings.cluster ?? true) {
    // Rows of one list side by side: a probe then reads a few pages instead of one per row.
    await executor.query('CLUSTER image_embeddings USING image_embeddings_list');
  }
  await executor.query('ANALYZE image_embeddings');
  return centroids.length;
}

/**
 * Loads a whole catalogue's rows of one embedder at once, its lists trained in memory: k-means on a
 * spread sample of the rows (every n-th in primary-key order, as `trainLists` samples them), each
 * row given its nearest list before it is written. The result is what `insertEmbeddings` then
 * `trainLists` would store, without the UPDATE that compared every stored row with every centroid
 * (most of a seed's indexing time on PGlite). Replaces every row and list of the embedder, in one
 * transaction. Returns the number of lists.
 */
export async function loadTrainedIndex(
  executor: SqlExecutor,
  embedder: string,
  rows: readonly EmbeddingRow[],
  options: Omit<TrainListsOptions, 'cluster'> = {},
): Promise<number> {
  const settings = trainSettingsSchema.parse({ embedder, ...options });
  const ordered = orderedRowsOf(settings.embedder, rows);
  const vectors = ordered.map((row) => Float32Array.from(row.vector));
  let centroids: Float32Array[] = [];
  const listIds = new Int32Array(vectors.length);
  if (vectors.length > 0) {
    const sampleSize = Math.min(vectors.length, settings.sampleSize ?? 20_000);
    const step = Math.max(1, Math.floor(vectors.length / sampleSize));
    const sample: Float32Array[] = [];
    for (
      let position = step;
      position <= vectors.length && sample.length < sampleSize;
      position += step
    )
      sample.push(vectors[position - 1]!);
    const listCount = Math.min(
      sample.length,
      settings.lists ?? Math.max(1, Math.round(Math.sqrt(vectors.length))),
    );
    centroids = kMeans(sample, listCount, settings.iterations ?? 8);
    vectors.forEach((vector, index) => {
      listIds[index] = nearestCentroid(vector, centroids) + 1;
    });
  }
  await writeListedIndex(executor, settings.embedder, ordered, vectors, listIds, centroids);
  return centroids.length;
}

/** Rows of one embedder, checked, in primary-key order (the order lists are sampled and written in). */
function orderedRowsOf<Row extends EmbeddingRow>(
  embedder: string,
  rows: readonly Row[],
  schema: z.ZodType<Row> = embeddingRowSchema as unknown as z.ZodType<Row>,
): Row[] {
  const parsed = z.array(schema).parse(rows);
  if (parsed.some((row) => row.embedder !== embedder))
    throw new RangeError('every row must be of the embedder being loaded');
  const dimensions = parsed[0]?.vector.length ?? 0;
  if (parsed.some((row) => row.vector.length !== dimensions)) {
    throw new RangeError('all vectors of one insert must have the same number of dimensions');
  }
  return [...parsed].sort(
    (a, b) => a.cid - b.cid || a.modelId - b.modelId || a.windowIndex - b.windowIndex,
  );
}

/**
 * Loads a whole catalogue's rows of one embedder with lists trained before (a shipped index, see
 * the API's seed): each row keeps the list it was given, `listId` (1-based) into `centroids`.
 * Replaces every row and list of the embedder in short statements, so other queries run between
 * them (PGlite has one connection: a transaction would hold every request for seconds). The lists
 * are written last: rows without lists are an index still loading, or one whose load stopped (the
 * API counts such an index as not built). Callers keep searches and uploads of the embedder
 * waiting meanwhile.
 */
export async function loadListedIndex(
  executor: SqlExecutor,
  embedder: string,
  rows: readonly (EmbeddingRow & { readonly listId: number })[],
  centroids: readonly Float32Array[],
): Promise<void> {
  const settings = trainSettingsSchema.parse({ embedder });
  if (
    rows.some(
      (row) => !Number.isInteger(row.listId) || row.listId < 1 || row.listId > centroids.length,
    )
  )
    throw new RangeError('every row needs the number of one of the lists');
  const ordered = orderedRowsOf(
    settings.embedder,
    rows,
    embeddingRowSchema.extend({ listId: z.number().int().min(1) }),
  );
  if (centroids.some((centroid) => centroid.length !== (ordered[0]?.vector.length ?? 0)))
    throw new RangeError("the lists must have the vectors' number of dimensions");
  await writeListedIndex(
    executor,
    settings.embedder,
    ordered,
    ordered.map((row) => Float32Array.from(row.vector)),
    Int32Array.from(ordered, (row) => row.listId),
    centroids,
    false,
  );
}

async function writeListedIndex(
  executor: SqlExecutor,
  embedder: string,
  ordered: readonly EmbeddingRow[],
  vectors: readonly Float32Array[],
  listIds: Int32Array,
  centroids: readonly Float32Array[],
  atomic = true,
): Promise<void> {
  const dimensions = vectors[0]?.length ?? 0;
  const insertLists = async (connection: SqlExecutor) => {
    if (centroids.length === 0) return;
    const flatCentroids: number[] = [];
    for (const centroid of centroids) for (const value of centroid) flatCentroids.push(value);
    await connection.query(
      `INSERT INTO image_embedding_lists (embedder, list_id, centroid)
       SELECT $1, n + 1, cube(($2::float8[])[n * $3::int + 1 : (n + 1) * $3::int])
       FROM generate_series(0, $4::int - 1) AS n`,
      [embedder, flatCentroids, dimensions, centroids.length],
    );
  };
  const rowsPerInsert = atomic ? INSERT_BATCH : INTERLEAVED_INSERT_BATCH;
  const insertRows = async (connection: SqlExecutor) => {
    if (centroids.length === 0) return;
    for (let start = 0; start < ordered.length; start += rowsPerInsert) {
      const batch = ordered.slice(start, start + rowsPerInsert);
      const flat: number[] = [];
      for (const vector of vectors.slice(start, start + rowsPerInsert))
        for (const value of vector) flat.push(value);
      await connection.query(
        `INSERT INTO image_embeddings (model_id, cid, window_index, embedder, list_id, embedding)
         SELECT r.model_id, r.cid, r.window_index, $5, r.list_id,
                cube(($6::float8[])[(r.ordinal - 1) * $7::int + 1 : r.ordinal * $7::int])
         FROM unnest($1::int[], $2::smallint[], $3::smallint[], $4::int[])
              WITH ORDINALITY AS r(model_id, cid, window_index, list_id, ordinal)`,
        [
          batch.map((row) => row.modelId),
          batch.map((row) => row.cid),
          batch.map((row) => row.windowIndex),
          Array.from(listIds.subarray(start, start + rowsPerInsert)),
          embedder,
          flat,
          dimensions,
        ],
      );
    }
  };
  const deleteAll = async (connection: SqlExecutor) => {
    await connection.query('DELETE FROM image_embedding_lists WHERE embedder = $1', [embedder]);
    await connection.query('DELETE FROM image_embeddings WHERE embedder = $1', [embedder]);
  };
  if (atomic) {
    await inTransaction(executor, async (connection) => {
      await deleteAll(connection);
      await insertLists(connection);
      await insertRows(connection);
    });
  } else {
    await inTransaction(executor, deleteAll);
    await insertRows(executor);
    await inTransaction(executor, insertLists);
  }
  await executor.query('ANALYZE image_embeddings');
}

/** Index of the centroid nearest to `vector` (squared Euclidean distance; the first on a tie). */
function nearestCentroid(vector: Float32Array, centroids: readonly Float32Array[]): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let index = 0; index < centroids.length; index++) {
    const centroid = centroids[index]!;
    let distance = 0;
    for (let dimension = 0; dimension < vector.length && distance < bestDistance; dimension++)
      distance += (vector[dimension]! - centroid[dimension]!) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}

/**
 * For each of `modelIds` (at most 1,000) that has vectors under `embedder`, the smallest distance
 * between any of them and any of `vectors`: the second-stage re-ranking compares the first stage's
 * candidates' detail vectors this way, read through the primary key and compared in SQL, so only
 * one number per model comes back.
 */
export async function nearestOfModels(
  executor: SqlExecutor,
  modelIds: readonly number[],
  vectors: readonly Float32Array[],
  options: { readonly cid: ImageSearchKind; readonly embedder: string },
): Promise<Map<number, number>> {
  const ids = z.array(z.number().int().min(1)).max(1_000).parse(modelIds);
  const list = z.array(finiteVector).max(64).parse(vectors);
  const { cid, embedder } = z
    .object({ cid: imageSearchKindSchema, embedder: z.string().min(1).max(200) })
    .parse(options);
  const nearest = new Map<number, number>();
  if (ids.length === 0 || list.length === 0) return nearest;
  const dimensions = list[0]!.length;
  if (list.some((vector) => vector.length !== dimensions)) {
    throw new RangeError('all query vectors must have the same number of dimensions');
  }
  const flat: number[] = [];
  for (const vector of list) for (const value of vector) flat.push(value);
  const { rows } = await executor.query(
    `SELECT e.model_id, min(e.embedding <-> q.vector) AS distance
     FROM (SELECT cube(($1::float8[])[n * $3::int + 1 : (n + 1) * $3::int]) AS vector
           FROM generate_series(0, $2::int - 1) AS n) AS q
     CROSS JOIN image_embeddings e
     WHERE e.embedder = $4 AND e.cid = $5 AND e.model_id = ANY ($6::int[])
     GROUP BY e.model_id`,
    [flat, list.length, dimensions, embedder, cid, ids],
  );
  for (const row of rows as { model_id: number; distance: number | string }[])
    nearest.set(Number(row.model_id), Number(row.distance));
  return nearest;
}

/** Parses cube text output such as `(0.1, -2, 3e-05)`. */
export function parseCube(text: string): Float32Array {
  const inner = text.trim().replace(/^\(/, '').replace(/\)$/, '');
  return Float32Array.from(inner.split(',').map(Number));
}

/**
 * Plain k-means (Lloyd) with deterministic seeding: centroids start at evenly spaced sample
 * points; an empty cluster keeps its previous centroid.
 */
export function kMeans(
  points: readonly Float32Array[],
  clusters: number,
  iterations: number,
): Float32Array[] {
  const dimensions = points[0]!.length;
  const step = points.length / clusters;
  const centroids = Array.from({ length: clusters }, (_, index) =>
    Float32Array.from(points[Math.floor(index * step)]!),
  );
  const assignment = new Int32Array(points.length);
  for (let round = 0; round < iterations; round++) {
    points.forEach((point, pointIndex) => {
      let best = 0;
      let bestDistance = Infinity;
      centroids.forEach((centroid, centroidIndex) => {
        let distance = 0;
        for (let dimension = 0; dimension < dimensions && distance < bestDistance; dimension++) {
          distance += (point[dimension]! - centroid[dimension]!) ** 2;
        }
        if (distance < bestDistance) {
          bestDistance = distance;
          best = centroidIndex;
        }
      });
      assignment[pointIndex] = best;
    });
    const sums = Array.from({ length: clusters }, () => new Float64Array(dimensions));
    const counts = new Int32Array(clusters);
    points.forEach((point, pointIndex) => {
      const cluster = assignment[pointIndex]!;
      counts[cluster] = counts[cluster]! + 1;
      const sum = sums[cluster]!;
      for (let dimension = 0; dimension < dimensions; dimension++)
        sum[dimension] = sum[dimension]! + point[dimension]!;
    });
    sums.forEach((sum, cluster) => {
      const count = counts[cluster]!;
      if (count === 0) return;
      const centroid = centroids[cluster]!;
      for (let dimension = 0; dimension < dimensions; dimension++)
        centroid[dimension] = sum[dimension]! / count;
    });
  }
  return centroids;
}
