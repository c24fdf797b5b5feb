/**
 * Image search benchmark.
 *
 * 1. Recall: 1,000 generated catalogue pictures (two sets: own backgrounds, and one shared
 *    studio background), each indexed as its catalogue windows on PGlite; queries made from
 *    them by each transformation; recall@10 of the original through the real search path
 *    (inverted-file index) and through the exact scan.
 * 2. Latency: 100,000 rows (real window embeddings of the generated pictures plus perturbed
 *    copies) on PGlite and PostgreSQL, query latency p50/p95 of the inverted-file index beside
 *    the brute-force scan, same queries, same run. With `--images N` (default 0) a second,
 *    PostgreSQL-only run indexes N whole catalogues (N images x all windows).
 *
 * Usage: pnpm --filter @yunmo/bench bench:image-search [--queries-per-transform 100] [--images 100000]
 */
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { CATALOGUE_WINDOWS, GridColourEmbedder, normalise } from '@yunmo/image-search/embedding';
import {
  type EmbeddingRow,
  type SqlExecutor,
  insertEmbeddings,
  migrateImageEmbeddings,
  searchNearest,
  trainLists,
} from '@yunmo/image-search/knn-index';
import { QUERY_TRANSFORMS, type QueryTransform, createRandom, syntheticImage, transformForQuery } from '@yunmo/image-search/synthetic-images';
import pg from 'pg';
import { median, percentile, withTarget, writeResult, type Figure } from '../lib/report.js';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

const CATALOGUE_SIZE = 1_000;
const QUERIES_PER_TRANSFORM = argument('queries-per-transform', 100);
const LATENCY_ROWS = 100_000;
const LATENCY_QUERIES = argument('latency-queries', 100);
const FULL_IMAGES = argument('images', 0);
const embedder = new GridColourEmbedder();
const figures: Figure[] = [];

function table(rows: readonly (readonly (string | number)[])[]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column]!)).join(' | '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  }
}

const format = (value: number, digits = 1) => value.toFixed(digits);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

interface CatalogueSet {
  readonly name: string;
  readonly sharedBackground: boolean;
  readonly pictures: Buffer[];
  readonly windows: Float32Array[][];
  readonly embedMs: number[];
}

async function buildCatalogue(name: string, sharedBackground: boolean): Promise<CatalogueSet> {
  const pictures: Buffer[] = [];
  const windows: Float32Array[][] = [];
  const embedMs: number[] = [];
  for (let index = 0; index < CATALOGUE_SIZE; index++) {
    const picture = await syntheticImage(index, { sharedBackground });
    const [vectors, ms] = await timed(() => embedder.embed(picture, 'catalogue'));
    pictures.push(picture);
    windows.push(vectors);
    embedMs.push(ms);
  }
  return { name, sharedBackground, pictures, windows, embedMs };
}

function catalogueRows(set: CatalogueSet): EmbeddingRow[] {
  return set.windows.flatMap((vectors, index) =>
    vectors.map((vector, windowIndex) => ({ modelId: index + 1, cid: 1 as const, windowIndex, embedder: embedder.id, vector })),
  );
}

interface RecallOutcome {
  readonly transform: QueryTransform;
  readonly indexHits: number;
  readonly scanHits: number;
  readonly queries: number;
}

async function measureRecall(set: CatalogueSet): Promise<{ outcomes: RecallOutcome[]; queryEmbedMs: number[]; queryVectors: Float32Array[][] }> {
  const database = await PGlite.create({ extensions: { cube } });
  await migrateImageEmbeddings(database);
  await insertEmbeddings(database, catalogueRows(set));
  await trainLists(database, embedder.id);
  const random = createRandom(set.sharedBackground ? 2024 : 1024);
  const outcomes: RecallOutcome[] = [];
  const queryEmbedMs: number[] = [];
  const queryVectors: Float32Array[][] = [];
  for (const transform of QUERY_TRANSFORMS) {
    let indexHits = 0;
    let scanHits = 0;
    for (let query = 0; query < QUERIES_PER_TRANSFORM; query++) {
      const original = Math.floor(random() * CATALOGUE_SIZE);
      const picture = await transformForQuery(set.pictures[original]!, transform, random);
      const [vectors, ms] = await timed(() => embedder.embed(picture, 'query'));
      queryEmbedMs.push(ms);
      queryVectors.push(vectors);
      const options = { cid: 1 as const, embedder: embedder.id, k: 10 };
      const viaIndex = await searchNearest(database, vectors, options);
      const viaScan = await searchNearest(database, vectors, { ...options, method: 'scan' });
      if (viaIndex.some((hit) => hit.modelId === original + 1)) indexHits++;
      if (viaScan.some((hit) => hit.modelId === original + 1)) scanHits++;
    }
    outcomes.push({ transform, indexHits, scanHits, queries: QUERIES_PER_TRANSFORM });
  }
  await database.close();
  return { outcomes, queryEmbedMs, queryVectors };
}

/** Copies of the real windows with Gaussian noise (sigma per dimension), re-normalised. */
function* perturbedRows(base: readonly Float32Array[][], images: number, windowsPerImage: number, sigma: number, seed: number): Generator<EmbeddingRow[]> {
  const random = createRandom(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  let batch: EmbeddingRow[] = [];
  for (let image = 0; image < images; image++) {
    const source = base[image % base.length]!;
    for (let windowIndex = 0; windowIndex < windowsPerImage; windowIndex++) {
      const original = source[windowIndex % source.length]!;
      const vector = image < base.length ? original : normalise(original.map((value) => value + gaussian() * sigma));
      batch.push({ modelId: image + 1, cid: image % 2 === 0 ? 1 : 2, windowIndex, embedder: embedder.id, vector });
    }
    if (batch.length >= 20_000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

interface LatencyOutcome {
  readonly engine: string;
  readonly rows: number;
  readonly loadSeconds: number;
  readonly trainSeconds: number;
  readonly lists: number;
  /** Per query picture (all its windows in one statement). */
  readonly indexMs: number[];
  readonly scanMs: number[];
  /** Per single vector (whole-picture window only). */
  readonly indexSingleMs: number[];
  readonly scanSingleMs: number[];
  /** Share of the exact top-10 the index returned. */
  readonly overlap: number;
}

async function measureLatency(
  engine: string,
  executor: SqlExecutor,
  base: readonly Float32Array[][],
  images: number,
  windowsPerImage: number,
  queries: readonly Float32Array[][],
): Promise<LatencyOutcome> {
  await migrateImageEmbeddings(executor);
  let rows = 0;
  const [, loadMs] = await timed(async () => {
    for (const batch of perturbedRows(base, images, windowsPerImage, 0.03, 77)) rows += await insertEmbeddings(executor, batch);
  });
  const [lists, trainMs] = await timed(() => trainLists(executor, embedder.id));
  const indexMs: number[] = [];
  const scanMs: number[] = [];
  const indexSingleMs: number[] = [];
  const scanSingleMs: number[] = [];
  let shared = 0;
  let total = 0;
  // Warm-up so the first measured query does not pay for cold caches.
  await searchNearest(executor, queries[0]!, { cid: 1, embedder: embedder.id, k: 10 });
  for (const [index, vectors] of queries.entries()) {
    const cid = index % 2 === 0 ? 1 : 2;
    const options = { cid: cid as 1 | 2, embedder: embedder.id, k: 10 };
    const [viaIndex, indexTime] = await timed(() => searchNearest(executor, vectors, options));
    const [viaScan, scanTime] = await timed(() => searchNearest(executor, vectors, { ...options, method: 'scan' }));
    const [, indexSingle] = await timed(() => searchNearest(executor, vectors[0]!, options));
    const [, scanSingle] = await timed(() => searchNearest(executor, vectors[0]!, { ...options, method: 'scan' }));
    indexMs.push(indexTime);
    scanMs.push(scanTime);
    indexSingleMs.push(indexSingle);
    scanSingleMs.push(scanSingle);
    const exact = new Set(viaScan.map((hit) => hit.modelId));
    shared += viaIndex.filter((hit) => exact.has(hit.modelId)).length;
    total += exact.size;
  }
  return { engine, rows, loadSeconds: loadMs / 1000, trainSeconds: trainMs / 1000, lists, indexMs, scanMs, indexSingleMs, scanSingleMs, overlap: shared / total };
}

async function postgresExecutor(): Promise<{ executor: pg.Client; close: () => Promise<void> } | undefined> {
  const database = `yunmo_imgsearch_bench_${process.pid}`;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database });
  await client.connect();
  return {
    executor: client,
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
      await admin.end();
    },
  };
}

// --- 1. Recall -------------------------------------------------------------------------------
console.log(`Embedder ${embedder.id}: ${embedder.dimensions} dimensions, ${CATALOGUE_WINDOWS.length} catalogue windows per picture`);
const sets = [await buildCatalogue('own backgrounds', false), await buildCatalogue('shared background', true)];
const recallRows: (string | number)[][] = [['set', 'transformation', 'queries', 'recall@10 index', 'recall@10 exact scan']];
const allQueryVectors: Float32Array[][] = [];
const queryEmbedMs: number[] = [];
for (const set of sets) {
  const recall = await measureRecall(set);
  allQueryVectors.push(...recall.queryVectors);
  queryEmbedMs.push(...recall.queryEmbedMs);
  let indexHits = 0;
  let scanHits = 0;
  let queries = 0;
  for (const outcome of recall.outcomes) {
    recallRows.push([set.name, outcome.transform, outcome.queries, `${format((outcome.indexHits / outcome.queries) * 100)}%`, `${format((outcome.scanHits / outcome.queries) * 100)}%`]);
    indexHits += outcome.indexHits;
    scanHits += outcome.scanHits;
    queries += outcome.queries;
    figures.push(withTarget(`recall@10, ${set.name}, ${outcome.transform}`, (outcome.indexHits / outcome.queries) * 100, '%', '>= 95'));
  }
  recallRows.push([set.name, 'all', queries, `${format((indexHits / queries) * 100)}%`, `${format((scanHits / queries) * 100)}%`]);
  figures.push(withTarget(`recall@10, ${set.name}, all transformations`, (indexHits / queries) * 100, '%', '>= 95'));
}
console.log(`\nRecall@10 of the original among ${CATALOGUE_SIZE} catalogue pictures (PGlite, ${CATALOGUE_SIZE * CATALOGUE_WINDOWS.length} rows per set)`);
table(recallRows);
const catalogueEmbedMs = sets.flatMap((set) => set.embedMs);
console.log(
  `\nEmbedding time: catalogue picture median ${format(median(catalogueEmbedMs))} ms (p95 ${format(percentile(catalogueEmbedMs, 95))}), ` +
    `query picture median ${format(median(queryEmbedMs))} ms (p95 ${format(percentile(queryEmbedMs, 95))}); ` +
    `query windows per picture median ${median(allQueryVectors.map((vectors) => vectors.length))}`,
);
figures.push(withTarget('embedding, catalogue picture, median', median(catalogueEmbedMs), 'ms'));
figures.push(withTarget('embedding, query picture, median', median(queryEmbedMs), 'ms'));

// --- 2. Latency ------------------------------------------------------------------------------
const base = sets[0]!.windows.concat(sets[1]!.windows);
const latencyQueries = Array.from({ length: LATENCY_QUERIES }, (_, index) => allQueryVectors[(index * 7) % allQueryVectors.length]!);
const outcomes: LatencyOutcome[] = [];
const windowsPerImage = CATALOGUE_WINDOWS.length;
const lite = await PGlite.create({ extensions: { cube } });
outcomes.push(await measureLatency('PGlite', lite, base, Math.ceil(LATENCY_ROWS / windowsPerImage), windowsPerImage, latencyQueries));
await lite.close();
const postgres = await postgresExecutor();
if (postgres === undefined) {
  console.log('\nPostgreSQL at 127.0.0.1:5432 is not reachable: PostgreSQL figures skipped.');
} else {
  outcomes.push(await measureLatency('PostgreSQL 15', postgres.executor, base, Math.ceil(LATENCY_ROWS / windowsPerImage), windowsPerImage, latencyQueries));
  await postgres.close();
  if (FULL_IMAGES > 0) {
    const full = await postgresExecutor();
    if (full !== undefined) {
      outcomes.push(await measureLatency('PostgreSQL 15', full.executor, base, FULL_IMAGES, windowsPerImage, latencyQueries));
      await full.close();
    }
  }
}

const latencyRows: (string | number)[][] = [
  ['engine', 'rows', 'lists', 'load s', 'train s', 'query', 'index p50 ms', 'index p95 ms', 'scan p50 ms', 'scan p95 ms', 'scan/index p50', 'top-10 overlap'],
];
for (const outcome of outcomes) {
  for (const [label, indexMs, scanMs] of [
    ['picture (all windows)', outcome.indexMs, outcome.scanMs],
    ['single vector', outcome.indexSingleMs, outcome.scanSingleMs],
  ] as const) {
    latencyRows.push([
      outcome.engine,
      outcome.rows,
      outcome.lists,
      format(outcome.loadSeconds),
      format(outcome.trainSeconds),
      label,
      format(median(indexMs)),
      format(percentile(indexMs, 95)),
      format(median(scanMs)),
      format(percentile(scanMs, 95)),
      `${format(median(scanMs) / median(indexMs))}x`,
      label === 'single vector' ? '' : `${format(outcome.overlap * 100)}%`,
    ]);
    figures.push(withTarget(`${outcome.engine}, ${outcome.rows} rows, ${label}, index p95`, percentile(indexMs, 95), 'ms', '<= 100'));
    figures.push(withTarget(`${outcome.engine}, ${outcome.rows} rows, ${label}, brute-force scan p95`, percentile(scanMs, 95), 'ms'));
  }
}
console.log(`\nQuery latency, ${LATENCY_QUERIES} query pictures, k = 10, inverted-file index (8 probes) beside the exact scan`);
table(latencyRows);

writeResult('image-search', {
  benchmark: 'image-search',
  figures,
  notes:
    `Embedder ${embedder.id} (${embedder.dimensions} dimensions, ${windowsPerImage} windows per catalogue picture). Recall: ${CATALOGUE_SIZE} generated pictures per set, ` +
    `${QUERIES_PER_TRANSFORM} queries per transformation, PGlite. Latency: the ${2 * CATALOGUE_SIZE} real catalogues plus copies of them with Gaussian noise (sigma 0.03 per dimension, re-normalised), ` +
    `${windowsPerImage} windows per picture, half 3D and half SU; queries are the embedded query pictures of the recall part.`,
});
